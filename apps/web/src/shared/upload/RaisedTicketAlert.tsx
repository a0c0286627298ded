import { TICKET_TEXT } from '@marketdesk/contracts/tickets';
import { Alert, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';

/** The raised ticket's id in an upload's answer: ticket_id, or ticketId (spec 03 section 7); null without one. */
export function raisedTicketId(answer: unknown): number | null {
  const a = (answer ?? {}) as { ticket_id?: unknown; ticketId?: unknown };
  const id = Number(a.ticket_id ?? a.ticketId);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * What an upload that raised an approval ticket (T16: invoices, the ad-group master) says: the screen's own
 * sentence and a link to the ticket.
 */
export function RaisedTicketAlert({ id, text, testId }: { id: number; text: string; testId: string }) {
  return (
    <Alert severity="success" data-testid={testId}>
      {text}.{' '}
      <Link component={RouterLink} to={`/tickets/${id}`}>
        {TICKET_TEXT.viewTicket(id)}
      </Link>
    </Alert>
  );
}
