import { rowErrorsAnswer } from '@marketdesk/contracts/data-vault';
import { errorDetail, validationError } from '@marketdesk/contracts/errors';
import {
  gridPage,
  gridRow,
  gridUpdate,
  gridUpdateAnswer,
  marketplaceGridQuery,
} from '@marketdesk/contracts/grid';
import { MARKETPLACE_REGISTRY } from '@marketdesk/contracts/marketplace-registry';
import { DATA_AREAS } from '@marketdesk/contracts/permissions';
import {
  deleteRowsAnswer,
  deleteRowsBody,
  dfUploadAccepted,
  dfUploadRejected,
  poUploadAccepted,
  poUploadRejected,
  VENDOR_ORDERS_TEXT,
  vendorOrdersQuery,
} from '@marketdesk/contracts/vendor-orders';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { access } from '../../platform/access';
import type { ZodApp } from '../../platform/module';
import { sendXlsx } from '../../platform/spreadsheets';
import { requireCtx } from '../../platform/tenancy';
import { receiveUpload } from '../../platform/uploads';
import { deleteRows } from './delete-rows';
import type { DfService } from './df.service';
import type { PoService } from './po.service';
import { scopeOf } from './scope';
import type { VendorOrdersRepository } from './vendor-orders.repository';

const tags = ['vendor-orders'];
const refused = { 401: errorDetail, 403: errorDetail, 404: errorDetail, 422: validationError };
const fileBody = z.object({ file: z.any().describe('.xlsx or .xls') }).nullish();
const DF = DATA_AREAS.DF_ORDERS;
const PO = DATA_AREAS.PURCHASE_ORDERS;

interface Services {
  db: Db;
  repo: VendorOrdersRepository;
  po: PoService;
  df: DfService;
}

/**
 * Purchase Order and DF Orders Management calls (spec 03 section 7). Every route admits the area's codes;
 * the service then checks the exact code and the marketplace (family 404, assignment 403).
 */
export function registerVendorOrdersRoutes(app: ZodApp, s: Services) {
  app.post(
    '/noon/purchase-order/upload',
    {
      config: { access: access.permission(PO.CREATE) },
      schema: {
        tags,
        summary:
          'Upload NN purchase orders: every row checked, then all written in one transaction, or none (422)',
        consumes: ['multipart/form-data'],
        querystring: vendorOrdersQuery,
        body: fileBody,
        response: {
          200: poUploadAccepted,
          ...refused,
          400: errorDetail,
          413: errorDetail,
          422: z.union([poUploadRejected, validationError]),
        },
      },
    },
    async (request, reply) => {
      const ctx = requireCtx(request);
      const scoped = await scopeOf(s.repo, ctx, request.query.mp_id, { prefix: 'NN', codes: [PO.CREATE] });
      const outcome = await s.po.upload(ctx, scoped, await receiveUpload(request));
      if (!outcome.ok) return (reply as FastifyReply).code(422).send(outcome);
      const { ok: _, ...counts } = outcome;
      return { detail: VENDOR_ORDERS_TEXT.uploaded, ...counts, errors: [] };
    },
  );

  // Deletes on the PO grids' own paths (the Data Vault answers GET/PUT there): the spec's only deletes.
  for (const family of Object.values(MARKETPLACE_REGISTRY)) {
    const view = family.views.purchaseOrders;
    if (!view) continue;
    const prefix = family.prefix as 'AZ' | 'NN';
    app.delete(
      view.path,
      {
        config: { access: access.permission(PO.DELETE) },
        schema: {
          tags,
          summary: `Delete ${prefix} purchase-order lines by their grid keys, all or none`,
          querystring: vendorOrdersQuery,
          body: deleteRowsBody,
          response: { 200: deleteRowsAnswer, ...refused },
        },
      },
      async (request) => {
        const scoped = await scopeOf(s.repo, requireCtx(request), request.query.mp_id, {
          prefix,
          codes: [PO.DELETE],
        });
        return deleteRows(s.db, s.repo, scoped, 'PO', request.body.keys);
      },
    );
  }

  app.get(
    '/az/dforders/template',
    {
      config: { access: access.permission(DF.CREATE) },
      schema: {
        tags,
        summary: 'DF orders upload template (.xlsx)',
        querystring: vendorOrdersQuery,
        response: refused,
      },
    },
    async (request, reply) => {
      const { fileName, content } = await s.df.template(requireCtx(request), request.query.mp_id);
      return sendXlsx(reply as FastifyReply, { fileName, content });
    },
  );

  app.post(
    '/az/dforders/upload',
    {
      config: { access: access.permission(DF.CREATE) },
      schema: {
        tags,
        summary:
          'Upload DF orders: {inserted_orders, inserted_items}, or 400 with every error and nothing written',
        consumes: ['multipart/form-data'],
        querystring: vendorOrdersQuery,
        body: fileBody,
        response: {
          200: dfUploadAccepted,
          ...refused,
          400: z.union([dfUploadRejected, errorDetail]),
          413: errorDetail,
        },
      },
    },
    async (request, reply) => {
      const ctx = requireCtx(request);
      const scoped = await s.df.scope(ctx, request.query.mp_id, DF.CREATE);
      const outcome = await s.df.upload(ctx, scoped, await receiveUpload(request));
      if (!outcome.ok)
        return (reply as FastifyReply).code(400).send({ detail: outcome.detail, errors: outcome.errors });
      return { inserted_orders: outcome.inserted_orders, inserted_items: outcome.inserted_items };
    },
  );

  app.get(
    '/az/dforders',
    {
      config: { access: access.permission(DF.READ) },
      schema: {
        tags,
        summary: 'One page of DF order lines',
        querystring: marketplaceGridQuery,
        response: { 200: gridPage(gridRow), ...refused },
      },
    },
    (request) => s.df.page(requireCtx(request), request.query),
  );

  app.put(
    '/az/dforders',
    {
      config: { access: access.permission(DF.UPDATE) },
      schema: {
        tags,
        summary: 'Save edited DF lines, all or none ({_key, changed columns} each)',
        querystring: vendorOrdersQuery,
        body: gridUpdate,
        response: { 200: gridUpdateAnswer, ...refused, 422: z.union([rowErrorsAnswer, validationError]) },
      },
    },
    async (request, reply) => {
      const result = await s.df.update(requireCtx(request), request.query.mp_id, request.body);
      return 'errors' in result ? (reply as FastifyReply).code(422).send(result) : result;
    },
  );

  app.delete(
    '/az/dforders',
    {
      config: { access: access.permission(DF.DELETE) },
      schema: {
        tags,
        summary: 'Delete DF lines by their grid keys, all or none',
        querystring: vendorOrdersQuery,
        body: deleteRowsBody,
        response: { 200: deleteRowsAnswer, ...refused },
      },
    },
    async (request) => {
      const scoped = await s.df.scope(requireCtx(request), request.query.mp_id, DF.DELETE);
      return deleteRows(s.db, s.repo, scoped, 'DF', request.body.keys);
    },
  );
}
