import { TICKET_TEXT, type TicketTypeEntry, type TicketTypeId } from '@marketdesk/contracts/tickets';
import { MenuItem, Stack, TextField } from '@mui/material';

interface Props {
  /** The form types the user may raise (GET /tickets/types, form types only). */
  types: readonly TicketTypeEntry[];
  typeId: TicketTypeId | '';
  creatorName: string;
  /** Edit mode: the type is locked. */
  locked: boolean;
  onType(typeId: TicketTypeId): void;
}

/**
 * Step 1 (spec 03 section 2): the ticket type and the Creator Name recorded with the ticket. The server
 * records the signed-in user's own name whatever the body says (issue 15: no ticket raised in another
 * person's name), so the field shows that name and is read-only, in create mode as in edit mode.
 */
export function TypeStep({ types, typeId, creatorName, locked, onType }: Props) {
  const selected = types.find((t) => t.ticket_type_id === typeId);
  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      <TextField
        select
        required
        label="Ticket Type"
        value={typeId}
        disabled={locked}
        onChange={(e) => onType(e.target.value as TicketTypeId)}
        helperText={selected?.ticket_type_description}
      >
        {types.map((t) => (
          <MenuItem key={t.ticket_type_id} value={t.ticket_type_id}>
            {t.ticket_type_id} – {t.ticket_type_name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        required
        label="Creator Name"
        value={creatorName}
        slotProps={{ input: { readOnly: true } }}
        helperText={TICKET_TEXT.creatorHelper}
      />
    </Stack>
  );
}
