import {
  PARTNER_MARKETPLACE_EXPORT_COLUMNS,
  PARTNER_SKU_EXPORT_COLUMNS,
  type PartnerMarketplaceRow,
  type PartnerSkuRow,
} from '@marketdesk/contracts/partner-view';
import { buildCsv, type CsvCell } from '../../../shared/csv/csv';

/** A table's rows as CSV: the answer's field names as headers, in the exports' column order. */
function csvOf<T extends object>(columns: readonly string[], rows: readonly T[]): string {
  return buildCsv(
    columns,
    rows.map((r) => columns.map((c) => (r as Record<string, unknown>)[c] as CsvCell)),
  );
}

export const marketplacesCsv = (rows: readonly PartnerMarketplaceRow[]) =>
  csvOf(PARTNER_MARKETPLACE_EXPORT_COLUMNS, rows);
export const skusCsv = (rows: readonly PartnerSkuRow[]) => csvOf(PARTNER_SKU_EXPORT_COLUMNS, rows);
