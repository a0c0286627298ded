import type { Control, FieldValues, Path } from 'react-hook-form';
import { TextControl } from '../../../shared/ui/form-controls';
import { textControl } from './forms';

interface Props<T extends FieldValues, O> {
  name: Path<T>;
  /** A form whose resolver turns the text into the parsed value (O). */
  control: Control<T, unknown, O>;
  label: string;
  helperText?: string;
  autoFocus?: boolean;
}

/** A JSON text area of the dialogs: monospace, and its error keeps the parser's message on its own line. */
export function JsonField<T extends FieldValues, O>({ control, ...props }: Props<T, O>) {
  return (
    <TextControl
      {...props}
      control={textControl(control)}
      multiline
      minRows={3}
      maxRows={14}
      fullWidth
      slotProps={{
        htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } },
        formHelperText: { sx: { whiteSpace: 'pre-line' } },
      }}
    />
  );
}
