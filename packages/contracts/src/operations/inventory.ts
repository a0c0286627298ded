import { z } from 'zod';
import { access } from '../access';
import { refusals } from '../errors';
import { fileLink } from '../files';
import {
  fbaPlanningUploaded,
  fbaPlanningUploadQuery,
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
} from '../inventory';
import { operation } from '../operation';
import { CODE_FLAGS } from '../permissions';
import { uploadRefusals } from '../uploads';

const tags = ['inventory'];
const refused = refusals(403, 404, 422);
/** Inventory Upload needs the module `inventory` (spec 02 section 6). */
const upload = access.module('inventory');
/** Inventory & Reports: the raw permission view:tickets (spec 02 section 6). */
const tracking = access.permission(CODE_FLAGS.view_tickets);

/** Spec 02 section 7, Inventory. mp_id and seller_id travel in the query with client_id. */
export const inventoryOps = {
  template: operation({
    method: 'GET',
    path: '/inventory/template',
    summary: 'Inventory upload template (.xlsx) of a marketplace, with a sheet explaining each column',
    tags,
    access: upload,
    query: inventoryTemplateQuery,
    answer: 'file',
    errors: refused,
  }),
  upload: operation({
    method: 'POST',
    path: '/inventory/upload',
    summary:
      "Upload current stock (.xlsx/.xls; AZ: also Amazon's FBA inventory report, which replaces the seller's FBA stock): all rows validated, then the stock of the named SKUs replaced and the file kept, or nothing and the row errors (422)",
    tags,
    access: upload,
    upload: true,
    query: inventoryUploadQuery,
    // Documents the multipart body; the file itself is read from the stream, not validated here.
    body: z
      .object({
        file: z.any().describe(".xlsx or .xls (AZ: also Amazon's FBA inventory report as .txt/.tsv/.csv)"),
      })
      .nullish(),
    answer: inventoryUploaded,
    errors: uploadRefusals,
  }),
  planningUpload: operation({
    method: 'POST',
    path: '/inventory/fba-planning/upload',
    summary:
      "Upload one of Amazon's FBA inventory-planning reports of an AZ marketplace (.csv: inventory age, restock inventory or excess inventory, told apart by the header): the kind's snapshot of the marketplace replaced, its figures summed and checked against what is stored, or nothing and the errors (422)",
    tags,
    access: upload,
    upload: true,
    query: fbaPlanningUploadQuery,
    body: z
      .object({ file: z.any().describe('.csv as Seller Central downloads it (Windows-1252 or UTF-8)') })
      .nullish(),
    answer: fbaPlanningUploaded,
    errors: uploadRefusals,
  }),
  stock: operation({
    method: 'GET',
    path: '/inventory/stock',
    summary: 'The current stock of one client SKU: per warehouse, and FBA per AZ marketplace and seller',
    tags,
    access: upload,
    query: inventoryStockQuery,
    answer: inventoryStock,
    errors: refused,
  }),
  files: operation({
    method: 'GET',
    path: '/inventory-tracking/files',
    summary: "The client's inventory files, newest first (page from 1)",
    tags,
    access: tracking,
    query: inventoryFilesQuery,
    answer: inventoryFilePage,
    errors: refused,
  }),
  search: operation({
    method: 'GET',
    path: '/inventory-tracking/search',
    summary: 'Lines of every kept inventory file whose SKU codes contain the term (at least 3 characters)',
    tags,
    access: tracking,
    query: inventorySearchQuery,
    answer: inventorySearchResult,
    errors: refused,
  }),
  content: operation({
    method: 'GET',
    path: '/inventory-tracking/files/content',
    summary: 'The lines of one inventory file (filepath as the list answers it)',
    tags,
    access: tracking,
    query: inventoryPathQuery,
    answer: inventoryFileContent,
    errors: refused,
  }),
  download: operation({
    method: 'GET',
    path: '/inventory-tracking/files/download',
    summary: 'A short-lived signed download link of one inventory file, to open in a new window',
    tags,
    access: tracking,
    query: inventoryPathQuery,
    answer: fileLink,
    errors: refused,
  }),
};
