import { invoiceOps } from '@marketdesk/contracts/operations/invoices';
import { INVOICE_VENDOR_MIN } from '@marketdesk/contracts/tickets';
import { call } from '../../../shared/api/call';
import { useTenantQuery } from '../../../shared/api/tenant-query';
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
