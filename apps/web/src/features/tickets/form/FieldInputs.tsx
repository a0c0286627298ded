import { type TicketFormField, ticketFormFields } from '@marketdesk/contracts/ticket-fields';
import { Stack, TextField } from '@mui/material';

interface Props {
  /** The type's required fields as its settings list them (GET /tickets/types). */
  requiredFields: readonly string[];
  values: Readonly<Record<string, string>>;
  onChange(key: string, value: string): void;
}

const INPUT: Record<TicketFormField['kind'], { type?: string; inputMode?: 'decimal' | 'numeric' | 'email' }> =
  {
    text: {},
    long: {},
    money: { inputMode: 'decimal' },
    count: { inputMode: 'numeric' },
    date: { type: 'date' },
    email: { type: 'email', inputMode: 'email' },
  };

/**
 * T2–T7 (issue 16): one input per field of the type's settings, in their order, required or optional as the
 * settings say. The rules are the contract's (fieldsRefusal), checked on Create and again by the server.
 */
export function FieldInputs({ requiredFields, values, onChange }: Props) {
  return (
    <Stack spacing={2} data-testid="type-fields">
      {ticketFormFields(requiredFields).map((f) => {
        const input = INPUT[f.kind];
        return (
          <TextField
            key={f.key}
            label={f.required ? f.label : `${f.label} (optional)`}
            required={f.required}
            value={values[f.key] ?? ''}
            type={input.type}
            multiline={f.kind === 'long'}
            minRows={f.kind === 'long' ? 3 : undefined}
            onChange={(e) => onChange(f.key, e.target.value)}
            slotProps={{
              htmlInput: { inputMode: input.inputMode },
              inputLabel: f.kind === 'date' ? { shrink: true } : undefined,
            }}
          />
        );
      })}
    </Stack>
  );
}
