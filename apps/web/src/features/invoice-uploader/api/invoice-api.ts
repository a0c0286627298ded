import { invoiceOps } from '@marketdesk/contracts/operations/invoices';
import { INVOICE_VENDOR_MIN, invoiceTemplateFileName } from '@marketdesk/contracts/tickets';
import { call, download } from '../../../shared/api/call';
import { useTenantQuery } from '../../../shared/api/tenant-query';
import { saveBlob } from '../../../shared/files/save-blob';
import { useSession } from '../../../shared/session/store';

/** GET /invoices/vendors?search=: vendor names of the client's earlier invoices. */
export async function getVendorSuggestions(search: string, signal?: AbortSignal): Promise<string[]> {
  const answer = await call(invoiceOps.vendors, { query: { search }, signal });
  return answer.suggestions.map((s) => s.vendor_name);
}

/** Asks only for an already debounced text of at least 2 characters (spec 03 section 5). */
export function useVendorSuggestions(search: string) {
  const { selectedClientId } = useSession();
  return useTenantQuery({
    queryKey: ['invoices', 'vendors', search],
    queryFn: ({ signal }) => getVendorSuggestions(search, signal),
    enabled: search.length >= INVOICE_VENDOR_MIN && selectedClientId !== null,
    retry: false,
  });
}

/** GET /invoices/template?warehouse_name=: the invoice lines template of one warehouse. */
export async function downloadInvoiceTemplate(warehouse: string): Promise<void> {
  const { blob, filename } = await download(invoiceOps.template, { query: { warehouse_name: warehouse } });
  saveBlob(blob, filename ?? invoiceTemplateFileName(warehouse));
}
