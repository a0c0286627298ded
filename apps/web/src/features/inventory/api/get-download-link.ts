import type { FileLink } from '@marketdesk/contracts/files';
import { inventoryOps } from '@marketdesk/contracts/operations/inventory';
import { call } from '../../../shared/api/call';

/** GET /inventory-tracking/files/download: a signed link, asked when Download is clicked: the new window cannot send the bearer token. */
export function inventoryDownloadLink(filepath: string): Promise<FileLink> {
  return call(inventoryOps.download, { query: { filepath } });
}
