import { z } from 'zod';
import { access } from '../access';
import {
  type DataType,
  productSuggestionsAnswer,
  productSuggestionsQuery,
  rowErrorsAnswer,
} from '../data-vault';
import { errorDetail, refusals, validationError } from '../errors';
import { gridPage, gridQuery, gridRow, gridUpdate, gridUpdateAnswer, marketplaceGridQuery } from '../grid';
import { GRID_PATHS, MARKETPLACE_REGISTRY, type MarketplaceFamily } from '../marketplace-registry';
import { operation } from '../operation';
import { DATA_AREAS, type DataArea } from '../permissions';
import { taskStarted } from '../tasks';

const tags = ['data-vault'];
const refused = refusals(401, 403, 404, 422);

/** The areas whose READ code opens a grid (products: product or price columns). */
export const READ_AREAS: Record<DataType, DataArea[]> = {
  sku: ['SKU'],
  sku_cost: ['SKU'],
  products: ['PRODUCT', 'PRICE'],
  orders: ['ORDERS'],
  fees: ['COMMISSIONS'],
  returns: ['RETURNS'],
  settlements: ['SETTLEMENTS'],
  purchase_orders: ['PURCHASE_ORDERS'],
};

/** Where a grid is read and where its edits are saved (null: read-only, e.g. AZ purchase orders). */
function gridPaths(
  dataType: DataType,
  family: MarketplaceFamily | null,
): { path: string; updatePath: string | null } | null {
  if (!family) {
    if (dataType === 'sku') return { path: '/data/sku', updatePath: '/data/save' };
    if (dataType === 'sku_cost') return { path: '/data/sku/cost', updatePath: '/data/save-cost' };
    return null;
  }
  if (dataType === 'purchase_orders') {
    const po = family.views.purchaseOrders;
    return po ? { path: po.path, updatePath: po.editable ? po.path : null } : null;
  }
  const suffix = (GRID_PATHS as Partial<Record<DataType, string>>)[dataType];
  if (!suffix) return null;
  const path = `${family.apiPrefix}/data/${suffix}`;
  return { path, updatePath: path };
}

/**
 * The operations of one Data Vault grid (spec 02 sections 2, 5 and 7): a page, the CSV export in the background,
 * and the save of edited rows where the grid is editable. Null where the family has no such grid. The routes
 * admit readers of the grid; each edited column is then checked against its area's UPDATE code.
 */
export function gridOps(dataType: DataType, family: MarketplaceFamily | null) {
  const paths = gridPaths(dataType, family);
  if (!paths) return null;
  const reads = access.permission(...READ_AREAS[dataType].map((a) => DATA_AREAS[a].READ));
  const what = `${family ? `${family.prefix} ` : ''}${dataType.replace('_', ' ')}`;
  const query = family ? marketplaceGridQuery : gridQuery;
  return {
    dataType,
    family,
    page: operation({
      method: 'GET',
      path: paths.path,
      summary: `One page of ${what} rows (sort, filter and search on the grid's own columns only)`,
      tags,
      access: reads,
      query,
      answer: gridPage(gridRow),
      errors: refused,
    }),
    download: operation({
      method: 'GET',
      path: `${paths.path}/download`,
      summary: `Export every ${what} row matching sort, filter and search to CSV in the background (the same export still queued answers its task; 429 beyond the unfinished tasks a user or client may have)`,
      tags,
      access: reads,
      query,
      answer: taskStarted,
      errors: { ...refused, 429: errorDetail, 503: errorDetail },
    }),
    update: paths.updatePath
      ? operation({
          method: 'PUT',
          path: paths.updatePath,
          summary: `Save edited ${what} rows, all or none ({_key, changed columns} each)`,
          tags,
          access: reads,
          query: family ? z.object({ mp_id: marketplaceGridQuery.shape.mp_id }) : z.object({}),
          body: gridUpdate,
          answer: gridUpdateAnswer,
          errors: { ...refused, 422: z.union([rowErrorsAnswer, validationError]) },
        })
      : null,
  };
}
export type GridOps = NonNullable<ReturnType<typeof gridOps>>;

/** Every grid of spec 02 section 7, from the registry: SKU and SKU Cost, five per family, purchase orders. */
export const dataVaultGridOps: readonly GridOps[] = [
  gridOps('sku', null),
  gridOps('sku_cost', null),
  ...Object.values(MARKETPLACE_REGISTRY).flatMap((family) => [
    ...(Object.keys(GRID_PATHS) as DataType[]).map((dataType) => gridOps(dataType, family)),
    gridOps('purchase_orders', family),
  ]),
].filter((o): o is GridOps => o !== null);

/** The Data Vault's calls besides its grids. */
export const dataVaultOps = {
  suggestions: operation({
    method: 'GET',
    path: '/data/product/suggestions',
    summary: "Up to 20 of the marketplace's products whose identifier, SKU or title contains search_term",
    tags,
    access: access.permission(DATA_AREAS.PRODUCT.READ, DATA_AREAS.PRICE.READ),
    query: productSuggestionsQuery,
    answer: productSuggestionsAnswer,
    errors: refused,
  }),
};
