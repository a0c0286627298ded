import { errorDetail, validationError } from '@marketdesk/contracts/errors';
import { fileLink } from '@marketdesk/contracts/files';
import {
  INVENTORY_TEXT,
  inventoryFileContent,
  inventoryFilePage,
  inventoryFilesQuery,
  inventoryPathQuery,
  inventorySearchQuery,
  inventorySearchResult,
  inventoryStock,
  inventoryStockQuery,
  inventoryTemplateQuery,
  inventoryUploaded,
  inventoryUploadQuery,
} from '@marketdesk/contracts/inventory';
import { CODE_FLAGS } from '@marketdesk/contracts/permissions';
import { UPLOAD_TEXT, uploadRejected } from '@marketdesk/contracts/uploads';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { access } from '../../platform/access';
import type { ZodApp } from '../../platform/module';
import { sendXlsx } from '../../platform/spreadsheets';
import { requireCtx } from '../../platform/tenancy';
import { receiveUpload } from '../../platform/uploads';
import type { InventoryService } from './inventory.service';

const refusals = { 403: errorDetail, 404: errorDetail, 422: validationError };

/**
 * Spec 02 section 7, Inventory. Inventory Upload needs the module `inventory`; Inventory & Reports the raw
 * permission view:tickets (spec 02 section 6). mp_id and seller_id travel in the query with client_id.
 */
export function registerInventoryRoutes(app: ZodApp, service: InventoryService) {
  const upload = access.module('inventory');
  const tracking = access.permission(CODE_FLAGS.view_tickets);

  app.get(
    '/inventory/template',
    {
      config: { access: upload },
      schema: {
        tags: ['inventory'],
        summary: 'Inventory upload template (.xlsx) of a marketplace, with a sheet explaining each column',
        querystring: inventoryTemplateQuery,
        response: refusals,
      },
    },
    async (request, reply) => {
      const { fileName, content } = await service.template(requireCtx(request), request.query.mp_id);
      return sendXlsx(reply as FastifyReply, { fileName, content });
    },
  );

  app.post(
    '/inventory/upload',
    {
      config: { access: upload },
      schema: {
        tags: ['inventory'],
        summary:
          "Upload current stock (.xlsx/.xls; AZ: also Amazon's FBA inventory report, which replaces the seller's FBA stock): all rows validated, then the stock of the named SKUs replaced and the file kept, or nothing and the row errors (422)",
        consumes: ['multipart/form-data'],
        querystring: inventoryUploadQuery,
        body: z
          .object({
            file: z
              .any()
              .describe(".xlsx or .xls (AZ: also Amazon's FBA inventory report as .txt/.tsv/.csv)"),
          })
          .nullish(),
        response: {
          200: inventoryUploaded,
          400: errorDetail,
          403: errorDetail,
          404: errorDetail,
          413: errorDetail,
          422: z.union([uploadRejected, validationError]),
        },
      },
    },
    async (request, reply) => {
      const ctx = requireCtx(request);
      // Access first: a refused caller's file is never read.
      const scoped = await service.checkUpload(ctx, request.query);
      const { outcome, inventoryFileId } = await service.upload(ctx, scoped, await receiveUpload(request));
      if (!outcome.ok) {
        // Row errors read as the screen's toast (spec 02 section 8); a header refusal keeps its column names.
        const rows = /^Found (\d+)/.exec(outcome.detail)?.[1];
        const detail = rows ? INVENTORY_TEXT.uploadedWithErrors(Number(rows)) : outcome.detail;
        return reply.code(422).send({ detail, errors: outcome.errors });
      }
      return {
        detail: UPLOAD_TEXT.accepted,
        inserted: outcome.inserted,
        updated: outcome.updated,
        unchanged: outcome.unchanged,
        upload_id: outcome.uploadId,
        skipped: outcome.skipped,
        inventory_file_id: inventoryFileId,
      };
    },
  );

  app.get(
    '/inventory/stock',
    {
      config: { access: upload },
      schema: {
        tags: ['inventory'],
        summary: 'The current stock of one client SKU: per warehouse, and FBA per AZ marketplace and seller',
        querystring: inventoryStockQuery,
        response: { 200: inventoryStock, ...refusals },
      },
    },
    async (request) => service.stock(requireCtx(request), request.query.sku_code),
  );

  app.get(
    '/inventory-tracking/files',
    {
      config: { access: tracking },
      schema: {
        tags: ['inventory'],
        summary: "The client's inventory files, newest first (page from 1)",
        querystring: inventoryFilesQuery,
        response: { 200: inventoryFilePage, ...refusals },
      },
    },
    async (request) => service.files(requireCtx(request), request.query.page, request.query.size),
  );

  app.get(
    '/inventory-tracking/search',
    {
      config: { access: tracking },
      schema: {
        tags: ['inventory'],
        summary:
          'Lines of every kept inventory file whose SKU codes contain the term (at least 3 characters)',
        querystring: inventorySearchQuery,
        response: { 200: inventorySearchResult, ...refusals },
      },
    },
    async (request) => service.search(requireCtx(request), request.query.sku),
  );

  app.get(
    '/inventory-tracking/files/content',
    {
      config: { access: tracking },
      schema: {
        tags: ['inventory'],
        summary: 'The lines of one inventory file (filepath as the list answers it)',
        querystring: inventoryPathQuery,
        response: { 200: inventoryFileContent, ...refusals },
      },
    },
    async (request) => service.content(requireCtx(request), request.query.filepath),
  );

  app.get(
    '/inventory-tracking/files/download',
    {
      config: { access: tracking },
      schema: {
        tags: ['inventory'],
        summary: 'A short-lived signed download link of one inventory file, to open in a new window',
        querystring: inventoryPathQuery,
        response: { 200: fileLink, ...refusals },
      },
    },
    async (request) => service.download(requireCtx(request), request.query.filepath),
  );
}
