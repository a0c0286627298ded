import {
  INVOICE_VENDOR_MIN,
  invoiceTemplateFileName,
  invoiceVendorAnswer,
} from '@marketdesk/contracts/tickets';
import { apiFile, apiRequest } from '../../../shared/api/client';
import { useTenantQuery } from '../../../shared/api/tenant-query';
import { saveBlob } from '../../../shared/files/save-blob';
import { useSession } from '../../../shared/session/store';

/** GET /invoices/vendors?search=: vendor names of the client's earlier invoices. */
export async function getVendorSuggestions(search: string, signal?: AbortSignal): Promise<string[]> {
  const answer = invoiceVendorAnswer.parse(
    await apiRequest('/invoices/vendors', { query: { search }, signal }),
  );
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
  const { blob, filename } = await apiFile('/invoices/template', { query: { warehouse_name: warehouse } });
  saveBlob(blob, filename ?? invoiceTemplateFileName(warehouse));
}
