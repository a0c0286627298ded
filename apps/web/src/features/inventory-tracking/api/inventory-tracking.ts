import { marketplaceReportFiles } from '@marketdesk/contracts/amazon-reports';
import { type FileLink, fileLink } from '@marketdesk/contracts/files';
import {
  INVENTORY_SEARCH_MIN,
  inventoryFileContent,
  inventoryFilePage,
  inventorySearchResult,
} from '@marketdesk/contracts/inventory';
import { keepPreviousData } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';
import { useTenantQuery } from '../../../shared/api/tenant-query';

/** The calls of Inventory & Reports (spec 02 section 7, Inventory), each with its query hook. */

export function useInventoryFiles(page: number, size: number) {
  return useTenantQuery({
    queryKey: ['inventory-tracking', 'files', page, size],
    queryFn: async () =>
      inventoryFilePage.parse(await apiRequest('/inventory-tracking/files', { query: { page, size } })),
    placeholderData: keepPreviousData,
  });
}

export function useInventorySearch(sku: string) {
  return useTenantQuery({
    queryKey: ['inventory-tracking', 'search', sku],
    queryFn: async () =>
      inventorySearchResult.parse(await apiRequest('/inventory-tracking/search', { query: { sku } })),
    enabled: sku.length >= INVENTORY_SEARCH_MIN,
  });
}

export function useInventoryFileContent(filepath: string | null) {
  return useTenantQuery({
    queryKey: ['inventory-tracking', 'content', filepath],
    queryFn: async () =>
      inventoryFileContent.parse(
        await apiRequest('/inventory-tracking/files/content', { query: { filepath: filepath! } }),
      ),
    enabled: filepath !== null,
  });
}

/** A signed link, asked when Download is clicked: the new window cannot send the bearer token. */
export async function inventoryDownloadLink(filepath: string): Promise<FileLink> {
  return fileLink.parse(await apiRequest('/inventory-tracking/files/download', { query: { filepath } }));
}

/** GET /amazon/sp-api/reports/list-all: one marketplace's report files, or every one's when none is picked. */
export function useAmazonReports(mpId: number | null) {
  return useTenantQuery({
    queryKey: ['inventory-tracking', 'amazon-reports', mpId],
    queryFn: async () =>
      marketplaceReportFiles.parse(
        await apiRequest('/amazon/sp-api/reports/list-all', { query: { mp_id: mpId ?? undefined } }),
      ),
  });
}

/** POST /amazon/sp-api/reports/files/{id}/link: a report file's download, signed at the moment it is asked. */
export async function amazonReportLink(fileId: number): Promise<FileLink> {
  return fileLink.parse(await apiRequest(`/amazon/sp-api/reports/files/${fileId}/link`, { method: 'POST' }));
}
