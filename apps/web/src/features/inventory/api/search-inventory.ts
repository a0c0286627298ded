import { INVENTORY_SEARCH_MIN } from '@marketdesk/contracts/inventory';
import { inventoryOps } from '@marketdesk/contracts/operations/inventory';
import { call } from '../../../shared/api/call';
import { useTenantQuery } from '../../../shared/api/tenant-query';

/** GET /inventory-tracking/search: the stock files holding the SKU, asked from its first few characters on. */
export function useInventorySearch(sku: string) {
  return useTenantQuery({
    queryKey: ['inventory-tracking', 'search', sku],
    queryFn: () => call(inventoryOps.search, { query: { sku } }),
    enabled: sku.length >= INVENTORY_SEARCH_MIN,
  });
}
