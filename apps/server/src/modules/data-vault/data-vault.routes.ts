import {
  type DataType,
  productSuggestionsAnswer,
  productSuggestionsQuery,
  rowErrorsAnswer,
} from '@marketdesk/contracts/data-vault';
import { errorDetail, validationError } from '@marketdesk/contracts/errors';
import {
  gridPage,
  gridQuery,
  gridRow,
  gridUpdate,
  gridUpdateAnswer,
  marketplaceGridQuery,
} from '@marketdesk/contracts/grid';
import {
  GRID_PATHS,
  MARKETPLACE_REGISTRY,
  type MarketplaceFamily,
} from '@marketdesk/contracts/marketplace-registry';
import { DATA_AREAS, type DataArea } from '@marketdesk/contracts/permissions';
import { taskStarted } from '@marketdesk/contracts/tasks';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { access } from '../../platform/access';
import type { ZodApp } from '../../platform/module';
import { requireCtx } from '../../platform/tenancy';
import type { DataVaultService, GridTarget } from './data-vault.service';

const tags = ['data-vault'];
const refused = { 401: errorDetail, 403: errorDetail, 404: errorDetail, 422: validationError };

/** The areas whose READ code opens a grid (products: product or price columns). */
const READ_AREAS: Record<DataType, DataArea[]> = {
  sku: ['SKU'],
  sku_cost: ['SKU'],
  products: ['PRODUCT', 'PRICE'],
  orders: ['ORDERS'],
  fees: ['COMMISSIONS'],
  returns: ['RETURNS'],
  settlements: ['SETTLEMENTS'],
  purchase_orders: ['PURCHASE_ORDERS'],
};

interface Endpoint extends GridTarget {
  path: string;
  /** Where edits are saved (null: read-only, e.g. AZ purchase orders). */
  updatePath: string | null;
}

/** Every grid of spec 02 section 7, from the registry: five per family prefix plus purchase orders. */
export function gridEndpoints(): Endpoint[] {
  const out: Endpoint[] = [
    { path: '/data/sku', updatePath: '/data/save', dataType: 'sku', family: null },
    { path: '/data/sku/cost', updatePath: '/data/save-cost', dataType: 'sku_cost', family: null },
  ];
  for (const family of Object.values(MARKETPLACE_REGISTRY) as MarketplaceFamily[]) {
    for (const [dataType, suffix] of Object.entries(GRID_PATHS) as [DataType, string][]) {
      const path = `${family.apiPrefix}/data/${suffix}`;
      out.push({ path, updatePath: path, dataType, family });
    }
    const po = family.views.purchaseOrders;
    if (po) {
      out.push({
        path: po.path,
        updatePath: po.editable ? po.path : null,
        dataType: 'purchase_orders',
        family,
      });
    }
  }
  return out;
}

/** The Data Vault grids: fetch, save and export per endpoint, and the product suggestions. */
export function registerDataVaultRoutes(app: ZodApp, svc: DataVaultService) {
  for (const e of gridEndpoints()) {
    const target: GridTarget = { dataType: e.dataType, family: e.family };
    const reads = access.permission(...READ_AREAS[e.dataType].map((a) => DATA_AREAS[a].READ));
    const what = `${e.family ? `${e.family.prefix} ` : ''}${e.dataType.replace('_', ' ')}`;
    const querystring = e.family ? marketplaceGridQuery : gridQuery;

    app.get(
      e.path,
      {
        config: { access: reads },
        schema: {
          tags,
          summary: `One page of ${what} rows (sort, filter and search on the grid's own columns only)`,
          querystring,
          response: { 200: gridPage(gridRow), ...refused },
        },
      },
      (request) => svc.page(requireCtx(request), target, request.query),
    );

    app.get(
      `${e.path}/download`,
      {
        config: { access: reads },
        schema: {
          tags,
          summary: `Export every ${what} row matching sort, filter and search to CSV in the background (the same export still queued answers its task; 429 beyond the unfinished tasks a user or client may have)`,
          querystring,
          response: { 200: taskStarted, ...refused, 429: errorDetail, 503: errorDetail },
        },
      },
      (request) => svc.startExport(requireCtx(request), target, request.query),
    );

    if (e.updatePath) {
      // The route admits readers of the grid; each edited column is then checked against its area's UPDATE
      // code, so a refusal names the column (spec 02 section 5).
      app.put(
        e.updatePath,
        {
          config: { access: reads },
          schema: {
            tags,
            summary: `Save edited ${what} rows, all or none ({_key, changed columns} each)`,
            querystring: e.family ? z.object({ mp_id: marketplaceGridQuery.shape.mp_id }) : z.object({}),
            body: gridUpdate,
            response: {
              200: gridUpdateAnswer,
              ...refused,
              422: z.union([rowErrorsAnswer, validationError]),
            },
          },
        },
        async (request, reply) => {
          const mpId = (request.query as { mp_id?: number }).mp_id;
          const result = await svc.update(requireCtx(request), target, mpId, request.body);
          return 'errors' in result ? (reply as FastifyReply).code(422).send(result) : result;
        },
      );
    }
  }

  app.get(
    '/data/product/suggestions',
    {
      config: { access: access.permission(DATA_AREAS.PRODUCT.READ, DATA_AREAS.PRICE.READ) },
      schema: {
        tags,
        summary: "Up to 20 of the marketplace's products whose identifier, SKU or title contains search_term",
        querystring: productSuggestionsQuery,
        response: { 200: productSuggestionsAnswer, ...refused },
      },
    },
    (request) => svc.suggestions(requireCtx(request), request.query.mp_id, request.query.search_term),
  );
}
