import { inventoryOps } from '@marketdesk/contracts/operations/inventory';
import { keepPreviousData } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { useTenantQuery } from '../../../shared/api/tenant-query';

/** GET /inventory-tracking/files: one page of the uploaded inventory files (Inventory & Reports, spec 02 section 7). */
export function useInventoryFiles(page: number, size: number) {
  return useTenantQuery({
    queryKey: ['inventory-tracking', 'files', page, size],
    queryFn: () => call(inventoryOps.files, { query: { page, size } }),
    placeholderData: keepPreviousData,
  });
}
