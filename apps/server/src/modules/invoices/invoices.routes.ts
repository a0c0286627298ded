import { errorDetail, validationError } from '@marketdesk/contracts/errors';
import {
  invoiceTemplateQuery,
  invoiceUploadAnswer,
  invoiceVendorAnswer,
  invoiceVendorQuery,
  TICKET_LIMITS,
} from '@marketdesk/contracts/tickets';
import { uploadRejected } from '@marketdesk/contracts/uploads';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { access } from '../../platform/access';
import type { ZodApp } from '../../platform/module';
import { sendXlsx } from '../../platform/spreadsheets';
import { requireCtx } from '../../platform/tenancy';
import { receiveUploadForm } from '../../platform/uploads';
import type { InvoicesService } from './invoices.service';

const refusals = { 403: errorDetail, 404: errorDetail, 422: validationError };

/** Invoice Header Upload (spec 03 sections 2, 5, 7): the module data_vault_upload (spec 03 section 6). */
export function registerInvoiceRoutes(app: ZodApp, service: InvoicesService) {
  const uploader = access.module('data_vault_upload');

  app.get(
    '/invoices/vendors',
    {
      config: { access: uploader },
      schema: {
        tags: ['invoices'],
        summary:
          "Vendor suggestions: distinct vendors of the client's earlier invoices containing the text (2+ characters), at most 20",
        querystring: invoiceVendorQuery,
        response: { 200: invoiceVendorAnswer, ...refusals },
      },
    },
    async (request) => service.vendors(requireCtx(request), request.query.search),
  );

  app.get(
    '/invoices/template',
    {
      config: { access: uploader },
      schema: {
        tags: ['invoices'],
        summary:
          "'{warehouse} Invoice Template.xlsx': the invoice lines' columns and a sheet explaining them",
        querystring: invoiceTemplateQuery,
        response: refusals,
      },
    },
    async (request, reply) => {
      return sendXlsx(
        reply as FastifyReply,
        await service.template(requireCtx(request), request.query.warehouse_name),
      );
    },
  );

  app.post(
    '/invoices/upload',
    {
      config: { access: uploader },
      schema: {
        tags: ['invoices'],
        summary:
          'Upload an invoice (.xlsx/.xls lines + the ten header fields): every line validated, then the file kept, the invoice stored and one T16 ticket raised for its approval; or nothing and the errors (422)',
        consumes: ['multipart/form-data'],
        body: z
          .any()
          .describe(
            'multipart: file, warehouse_name, currency_code, vendor_name, invoice_no, invoice_date, invoice_value, invoice_units, shipping_cost, other_costs, cbm',
          )
          .nullish(),
        response: {
          200: invoiceUploadAnswer,
          400: errorDetail,
          403: errorDetail,
          404: errorDetail,
          413: errorDetail,
          422: z.union([uploadRejected, errorDetail, validationError]),
        },
      },
    },
    async (request, reply) => {
      const form = await receiveUploadForm(request, TICKET_LIMITS.uploadMaxBytes);
      const outcome = await service.upload(requireCtx(request), form);
      if (!outcome.ok)
        return reply
          .code(422)
          .send({ detail: outcome.detail, errors: outcome.errors, failing_rows: outcome.failing_rows });
      return { ticket_id: outcome.ticket_id, detail: outcome.detail };
    },
  );
}
