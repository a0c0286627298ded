import { NotAvailablePage } from '../../../shared/ui/NotAvailablePage';

/** Being built (issue 10). */
export function InvoiceUploaderPage() {
  return <NotAvailablePage screen="Invoice Header Upload" />;
}
