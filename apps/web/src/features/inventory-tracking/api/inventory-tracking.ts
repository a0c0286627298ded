import type { FileLink } from '@marketdesk/contracts/files';
import { INVENTORY_SEARCH_MIN } from '@marketdesk/contracts/inventory';
import { amazonReportOps } from '@marketdesk/contracts/operations/amazon-reports';
import { inventoryOps } from '@marketdesk/contracts/operations/inventory';
import { keepPreviousData } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { useTenantQuery } from '../../../shared/api/tenant-query';

/** The calls of Inventory & Reports (spec 02 section 7, Inventory), each with its query hook. */

export function useInventoryFiles(page: number, size: number) {
  return useTenantQuery({
    queryKey: ['inventory-tracking', 'files', page, size],
    queryFn: () => call(inventoryOps.files, { query: { page, size } }),
    placeholderData: keepPreviousData,
  });
}

export function useInventorySearch(sku: string) {
  return useTenantQuery({
    queryKey: ['inventory-tracking', 'search', sku],
    queryFn: () => call(inventoryOps.search, { query: { sku } }),
    enabled: sku.length >= INVENTORY_SEARCH_MIN,
  });
}

export function useInventoryFileContent(filepath: string | null) {
  return useTenantQuery({
    queryKey: ['inventory-tracking', 'content', filepath],
    queryFn: () => call(inventoryOps.content, { query: { filepath: filepath! } }),
    enabled: filepath !== null,
  });
}

/** A signed link, asked when Download is clicked: the new window cannot send the bearer token. */
export function inventoryDownloadLink(filepath: string): Promise<FileLink> {
  return call(inventoryOps.download, { query: { filepath } });
}

/** GET /amazon/sp-api/reports/list-all: one marketplace's report files, or every one's when none is picked. */
export function useAmazonReports(mpId: number | null) {
  return useTenantQuery({
    queryKey: ['inventory-tracking', 'amazon-reports', mpId],
    queryFn: () => call(amazonReportOps.list, { query: { mp_id: mpId ?? undefined } }),
  });
}

/** POST /amazon/sp-api/reports/files/{id}/link: a report file's download, signed at the moment it is asked. */
export function amazonReportLink(fileId: number): Promise<FileLink> {
  return call(amazonReportOps.link, { params: { fileId } });
}
