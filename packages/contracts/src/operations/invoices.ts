import { z } from 'zod';
import { access } from '../access';
import { errorDetail, refusals, validationError } from '../errors';
import { operation } from '../operation';
import {
  invoiceTemplateQuery,
  invoiceUploadAnswer,
  invoiceVendorAnswer,
  invoiceVendorQuery,
} from '../tickets';
import { uploadRejected } from '../uploads';

const tags = ['invoices'];
const refused = refusals(403, 404, 422);
/** Invoice Header Upload needs the module data_vault_upload (spec 03 section 6). */
const uploader = access.module('data_vault_upload');

/** Invoice Header Upload (spec 03 sections 2, 5, 7). */
export const invoiceOps = {
  vendors: operation({
    method: 'GET',
    path: '/invoices/vendors',
    summary:
      "Vendor suggestions: distinct vendors of the client's earlier invoices containing the text (2+ characters), at most 20",
    tags,
    access: uploader,
    query: invoiceVendorQuery,
    answer: invoiceVendorAnswer,
    errors: refused,
  }),
  template: operation({
    method: 'GET',
    path: '/invoices/template',
    summary: "'{warehouse} Invoice Template.xlsx': the invoice lines' columns and a sheet explaining them",
    tags,
    access: uploader,
    query: invoiceTemplateQuery,
    answer: 'file',
    errors: refused,
  }),
  upload: operation({
    method: 'POST',
    path: '/invoices/upload',
    summary:
      'Upload an invoice (.xlsx/.xls lines + the ten header fields): every line validated, then the file kept, the invoice stored and one T16 ticket raised for its approval; or nothing and the errors (422)',
    tags,
    access: uploader,
    upload: true,
    body: z
      .any()
      .describe(
        'multipart: file, warehouse_name, currency_code, vendor_name, invoice_no, invoice_date, invoice_value, invoice_units, shipping_cost, other_costs, cbm',
      )
      .nullish(),
    answer: invoiceUploadAnswer,
    errors: {
      400: errorDetail,
      403: errorDetail,
      404: errorDetail,
      413: errorDetail,
      422: z.union([uploadRejected, errorDetail, validationError]),
    },
  }),
};
