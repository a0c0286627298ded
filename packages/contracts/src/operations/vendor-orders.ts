import { z } from 'zod';
import { access } from '../access';
import { rowErrorsAnswer } from '../data-vault';
import { errorDetail, refusals, validationError } from '../errors';
import { gridPage, gridRow, gridUpdate, gridUpdateAnswer, marketplaceGridQuery } from '../grid';
import {
  MARKETPLACE_REGISTRY,
  type MarketplaceFamily,
  type MarketplacePrefix,
} from '../marketplace-registry';
import { operation } from '../operation';
import { DATA_AREAS } from '../permissions';
import { uploadRefusals, uploadRejected } from '../uploads';
import {
  deleteRowsAnswer,
  deleteRowsBody,
  dfUploadAccepted,
  poUploadAccepted,
  vendorOrdersQuery,
} from '../vendor-orders';

const tags = ['vendor-orders'];
const refused = refusals(401, 403, 404, 422);
/** Documents the multipart body; the file itself is read from the stream, not validated here. */
const fileBody = z.object({ file: z.any().describe('.xlsx or .xls') }).nullish();
const DF = DATA_AREAS.DF_ORDERS;
const PO = DATA_AREAS.PURCHASE_ORDERS;

/**
 * Purchase Order Management of a family with a purchase-order view (spec 03 section 7): the delete on the PO
 * grid's own path (the Data Vault answers GET/PUT there), and the upload where the view is editable (NN).
 * Every operation admits the area's code; the service then checks the marketplace (family 404, assignment 403).
 */
export function purchaseOrderOps(family: MarketplaceFamily) {
  const view = family.views.purchaseOrders;
  if (!view) return null;
  return {
    upload: view.editable
      ? operation({
          method: 'POST',
          path: `${view.path}/upload`,
          summary: `Upload ${family.prefix} purchase orders: every row checked, then all written in one transaction, or none (422)`,
          tags,
          access: access.permission(PO.CREATE),
          upload: true,
          query: vendorOrdersQuery,
          body: fileBody,
          answer: poUploadAccepted,
          errors: { 401: errorDetail, ...uploadRefusals },
        })
      : null,
    delete: operation({
      method: 'DELETE',
      path: view.path,
      summary: `Delete ${family.prefix} purchase-order lines by their grid keys, all or none`,
      tags,
      access: access.permission(PO.DELETE),
      query: vendorOrdersQuery,
      body: deleteRowsBody,
      answer: deleteRowsAnswer,
      errors: refused,
    }),
  };
}

/** DF Orders Management of a family with DF orders (spec 03 section 7: AZ, under /az/dforders). */
export function dfOrderOps(family: MarketplaceFamily) {
  const view = family.views.dfOrders;
  if (!view) return null;
  return {
    template: operation({
      method: 'GET',
      path: `${view.path}/template`,
      summary: 'DF orders upload template (.xlsx)',
      tags,
      access: access.permission(DF.CREATE),
      query: vendorOrdersQuery,
      answer: 'file',
      errors: refused,
    }),
    upload: operation({
      method: 'POST',
      path: `${view.path}/upload`,
      summary:
        'Upload DF orders: {inserted_orders, inserted_items}, or 400 with every error and nothing written',
      tags,
      access: access.permission(DF.CREATE),
      upload: true,
      query: vendorOrdersQuery,
      body: fileBody,
      answer: dfUploadAccepted,
      errors: { ...refused, 400: z.union([uploadRejected, errorDetail]), 413: errorDetail },
    }),
    page: operation({
      method: 'GET',
      path: view.path,
      summary: 'One page of DF order lines',
      tags,
      access: access.permission(DF.READ),
      query: marketplaceGridQuery,
      answer: gridPage(gridRow),
      errors: refused,
    }),
    update: operation({
      method: 'PUT',
      path: view.path,
      summary: 'Save edited DF lines, all or none ({_key, changed columns} each)',
      tags,
      access: access.permission(DF.UPDATE),
      query: vendorOrdersQuery,
      body: gridUpdate,
      answer: gridUpdateAnswer,
      errors: { ...refused, 422: z.union([rowErrorsAnswer, validationError]) },
    }),
    delete: operation({
      method: 'DELETE',
      path: view.path,
      summary: 'Delete DF lines by their grid keys, all or none',
      tags,
      access: access.permission(DF.DELETE),
      query: vendorOrdersQuery,
      body: deleteRowsBody,
      answer: deleteRowsAnswer,
      errors: refused,
    }),
  };
}

export type PurchaseOrderOps = NonNullable<ReturnType<typeof purchaseOrderOps>>;
export type DfOrderOps = NonNullable<ReturnType<typeof dfOrderOps>>;

/** The operations of each family by prefix (null where the family has no such view), for the web's pick. */
export const vendorOrderOps = Object.fromEntries(
  Object.values(MARKETPLACE_REGISTRY).map((f) => [
    f.prefix,
    { purchaseOrders: purchaseOrderOps(f), dfOrders: dfOrderOps(f) },
  ]),
) as Record<MarketplacePrefix, { purchaseOrders: PurchaseOrderOps | null; dfOrders: DfOrderOps | null }>;
