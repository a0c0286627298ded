import {
  FOCUSED_SKU_LIMITS,
  type FocusedSkuManagerItem,
  focusedExportColumns,
} from '@marketdesk/contracts/focused-sku';
import { buildCsv } from '../../../shared/csv/csv';
import { getFocusedList } from './get-focused-list';

const { exportPageSize } = FOCUSED_SKU_LIMITS;

/** Every focused SKU of the marketplace: page 1 tells the total, the other pages of 100 are asked in parallel. */
export async function fetchAllFocused(
  mpId: number,
): Promise<{ items: FocusedSkuManagerItem[]; retailerSkuType: string }> {
  const first = await getFocusedList(mpId, 1, exportPageSize);
  const pages = Math.ceil(first.total / exportPageSize);
  const rest = await Promise.all(
    Array.from({ length: Math.max(pages - 1, 0) }, (_, i) => getFocusedList(mpId, i + 2, exportPageSize)),
  );
  return {
    items: [first, ...rest].flatMap((p) => p.items),
    retailerSkuType: first.retailer_sku_type,
  };
}

/**
 * all_focused_skus.csv: the retailer SKU column labelled with the marketplace's retailer SKU type (e.g. ASIN),
 * then Seller SKU and Title; formula-like text is neutralised by the shared CSV writer.
 */
export function focusedCsv(items: readonly FocusedSkuManagerItem[], retailerSkuType: string): string {
  return buildCsv(
    focusedExportColumns(retailerSkuType),
    items.map((i) => [i.retailer_sku, i.seller_sku, i.title]),
  );
}
