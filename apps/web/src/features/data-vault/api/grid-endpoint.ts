import type { MarketplaceUserView } from '@marketdesk/contracts';
import { type DataColumn, type DataType, dataColumns } from '@marketdesk/contracts/data-vault';
import { familyOf, prefixOf } from '@marketdesk/contracts/marketplace-registry';
import { type GridOps, gridOps } from '@marketdesk/contracts/operations/data-vault';

type QueryValue = string | number | boolean | null | undefined;

/** Where one Data Vault grid is read, saved and exported (spec 02 section 7), and its columns. */
export interface GridEndpoint {
  /** Its page, export and (where editable) save operations. */
  ops: GridOps;
  params: Record<string, QueryValue>;
  updateParams: Record<string, QueryValue>;
  columns: DataColumn[];
  identifierLink?: { field: string; href(value: string): string };
  /** The marketplace's currency: money of rows without their own currency_code (none for the SKU master). */
  currency?: string;
}

export function gridEndpoint(dataType: DataType, mp: MarketplaceUserView | null): GridEndpoint | null {
  if (dataType === 'sku' || dataType === 'sku_cost') {
    return {
      ops: gridOps(dataType, null)!,
      params: {},
      updateParams: {},
      columns: dataColumns(dataType, null) ?? [],
    };
  }
  if (!mp || !prefixOf(mp.short_code) || dataType === 'purchase_orders') return null;
  const family = familyOf(mp.short_code);
  const columns = dataColumns(dataType, family);
  if (!columns) return null;
  const ops = gridOps(dataType, family);
  if (!ops) return null;
  return {
    ops,
    params: { mp_id: mp.pk_mp_id, data_type: dataType },
    updateParams: { mp_id: mp.pk_mp_id },
    columns,
    currency: mp.currency_code,
    identifierLink: mp.website_url
      ? { field: family.identifier, href: (id) => family.productUrl(mp.website_url, id) }
      : undefined,
  };
}
