import { NotAvailablePage } from '../../../shared/ui/NotAvailablePage';

/** Being built (issue 10). */
export function TicketsPage() {
  return <NotAvailablePage screen="Tickets" />;
}
