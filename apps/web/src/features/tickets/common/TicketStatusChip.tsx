import { TICKET_STATUS_COLOR, TICKET_STATUS_LABEL, type TicketStatus } from '@marketdesk/contracts/tickets';
import { Chip } from '@mui/material';
import { textOn } from '../../../shared/theme/contrast';

/** The status chip of the dashboard and the detail header (section 4 colours). */
export function TicketStatusChip({
  status,
  size = 'small',
}: {
  status: TicketStatus;
  size?: 'small' | 'medium';
}) {
  return (
    <Chip
      size={size}
      label={TICKET_STATUS_LABEL[status]}
      data-testid="ticket-status"
      sx={{
        bgcolor: TICKET_STATUS_COLOR[status],
        color: textOn(TICKET_STATUS_COLOR[status]),
        fontWeight: 600,
      }}
    />
  );
}
