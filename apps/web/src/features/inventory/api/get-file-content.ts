import { inventoryOps } from '@marketdesk/contracts/operations/inventory';
import { call } from '../../../shared/api/call';
import { useTenantQuery } from '../../../shared/api/tenant-query';

/** GET /inventory-tracking/files/content: the lines of one file, asked once it is opened. */
export function useInventoryFileContent(filepath: string | null) {
  return useTenantQuery({
    queryKey: ['inventory-tracking', 'content', filepath],
    queryFn: () => call(inventoryOps.content, { query: { filepath: filepath! } }),
    enabled: filepath !== null,
  });
}
