import { NotAvailablePage } from '../../../shared/ui/NotAvailablePage';

/** Being built (issue 10). */
export function TicketFormPage() {
  return <NotAvailablePage screen="Tickets" />;
}
