import { NotAvailablePage } from '../../../shared/ui/NotAvailablePage';

/** Being built (issue 10). */
export function TicketDetailPage() {
  return <NotAvailablePage screen="Tickets" />;
}
