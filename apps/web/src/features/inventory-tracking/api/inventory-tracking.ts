import { marketplaceReportFiles } from '@marketdesk/contracts/amazon-reports';
import { fileLink } from '@marketdesk/contracts/files';
import {
  INVENTORY_SEARCH_MIN,
  inventoryFileContent,
  inventoryFilePage,
  inventorySearchResult,
} from '@marketdesk/contracts/inventory';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';
import { useSession } from '../../../shared/session/store';

/** The calls of Inventory & Reports (spec 02 section 7, Inventory), each with its query hook. */

export function useInventoryFiles(page: number, size: number) {
  const { selectedClientId } = useSession();
  return useQuery({
    queryKey: ['inventory-tracking', 'files', selectedClientId, page, size],
    queryFn: async () =>
      inventoryFilePage.parse(await apiRequest('/inventory-tracking/files', { query: { page, size } })),
    placeholderData: keepPreviousData,
  });
}

export function useInventorySearch(sku: string) {
  const { selectedClientId } = useSession();
  return useQuery({
    queryKey: ['inventory-tracking', 'search', selectedClientId, sku],
    queryFn: async () =>
      inventorySearchResult.parse(await apiRequest('/inventory-tracking/search', { query: { sku } })),
    enabled: sku.length >= INVENTORY_SEARCH_MIN,
  });
}

export function useInventoryFileContent(filepath: string | null) {
  const { selectedClientId } = useSession();
  return useQuery({
    queryKey: ['inventory-tracking', 'content', selectedClientId, filepath],
    queryFn: async () =>
      inventoryFileContent.parse(
        await apiRequest('/inventory-tracking/files/content', { query: { filepath: filepath! } }),
      ),
    enabled: filepath !== null,
  });
}

/** A signed link: the new window cannot send the bearer token. */
export async function inventoryDownloadLink(filepath: string) {
  return fileLink.parse(await apiRequest('/inventory-tracking/files/download', { query: { filepath } }));
}

export function useAmazonReports(mpId: number | null) {
  const { selectedClientId } = useSession();
  return useQuery({
    queryKey: ['inventory-tracking', 'amazon-reports', selectedClientId, mpId],
    queryFn: async () =>
      marketplaceReportFiles.parse(
        await apiRequest('/amazon/sp-api/reports/list-all', { query: { mp_id: mpId ?? undefined } }),
      ),
    enabled: mpId !== null,
  });
}
