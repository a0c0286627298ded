import { Checkbox, FormControlLabel, TextField, type TextFieldProps } from '@mui/material';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

type Bound<T extends FieldValues> = { name: Path<T>; control: Control<T> };

/**
 * A text field bound to a react-hook-form field: shows the contract's message under the field when it is
 * invalid, else the helper text given.
 */
export function TextControl<T extends FieldValues>({
  name,
  control,
  helperText,
  ...rest
}: Bound<T> & Omit<TextFieldProps, 'name'>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...rest}
          {...field}
          value={field.value ?? ''}
          error={!!fieldState.error}
          helperText={fieldState.error?.message ?? helperText}
        />
      )}
    />
  );
}

/** A labelled checkbox bound to a boolean form field. */
export function CheckboxControl<T extends FieldValues>({
  name,
  control,
  label,
}: Bound<T> & { label: string }) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <FormControlLabel
          label={label}
          control={
            <Checkbox
              name={field.name}
              checked={!!field.value}
              onBlur={field.onBlur}
              onChange={(e) => field.onChange(e.target.checked)}
            />
          }
        />
      )}
    />
  );
}
