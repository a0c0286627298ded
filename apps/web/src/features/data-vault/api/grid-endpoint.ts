import type { MarketplaceUserView } from '@marketdesk/contracts';
import { type DataColumn, type DataType, dataColumns } from '@marketdesk/contracts/data-vault';
import { familyOf, GRID_PATHS, prefixOf } from '@marketdesk/contracts/marketplace-registry';

type QueryValue = string | number | boolean | null | undefined;

/** Where one Data Vault grid is read, saved and exported (spec 02 section 7), and its columns. */
export interface GridEndpoint {
  path: string;
  updatePath: string | null;
  params: Record<string, QueryValue>;
  updateParams: Record<string, QueryValue>;
  columns: DataColumn[];
  identifierLink?: { field: string; href(value: string): string };
}

export function gridEndpoint(dataType: DataType, mp: MarketplaceUserView | null): GridEndpoint | null {
  if (dataType === 'sku' || dataType === 'sku_cost') {
    const sku = dataType === 'sku';
    return {
      path: sku ? '/data/sku' : '/data/sku/cost',
      updatePath: sku ? '/data/save' : '/data/save-cost',
      params: {},
      updateParams: {},
      columns: dataColumns(dataType, null) ?? [],
    };
  }
  if (!mp || !prefixOf(mp.short_code) || dataType === 'purchase_orders') return null;
  const family = familyOf(mp.short_code);
  const columns = dataColumns(dataType, family);
  if (!columns) return null;
  const path = `${family.apiPrefix}/data/${GRID_PATHS[dataType]}`;
  return {
    path,
    updatePath: path,
    params: { mp_id: mp.pk_mp_id, data_type: dataType },
    updateParams: { mp_id: mp.pk_mp_id },
    columns,
    identifierLink: mp.website_url
      ? { field: family.identifier, href: (id) => family.productUrl(mp.website_url, id) }
      : undefined,
  };
}
