import { z } from 'zod';
import type { ColumnKind, DataColumn } from './data-vault';
import { idParam, text } from './primitives';

/**
 * Purchase Order Management and DF Orders Management (spec 03 sections 2, 3, 5, 7, 8 and 9). PO grids are the
 * Data Vault's (GET /az/purchaseorders, GET/PUT /noon/purchase-order); this adds the NN upload, the deletes and
 * the DF calls under /az/dforders.
 */

export const PO_PAGE_SIZE = 50;
export const DF_PAGE_SIZE = 25;

/** Every text of the two screens (spec 03 sections 5 and 8), exactly as written. */
export const VENDOR_ORDERS_TEXT = {
  selectMarketplaceView: 'Please select a marketplace.',
  selectMarketplaceTemplate: 'Please select a Marketplace',
  noPoView: (name: string) => `No Purchase Order view configured for ${name}.`,
  noPoUpload: (name: string) => `No Purchase Order upload configured for ${name}.`,
  uploaded: 'File uploaded and processed successfully.',
  validationErrors: (n: number) => `Found ${n} validation errors.`,
  uploadFailed: 'File upload failed.',
  templateFailed: 'Failed to download template',
  dfTemplateDownloaded: 'Template downloaded successfully!',
  dfUploaded: (orders: number, items: number) =>
    `Upload completed successfully! Inserted ${orders} orders with ${items} items.`,
  dfRejected: (n: number) => `Upload failed due to ${n} validation errors. No data was inserted.`,
  dfUploadFailed: 'Upload failed',
  deleteTitle: 'Delete selected rows?',
  deleteBody: (n: number) => `${n} selected row(s) will be deleted. This cannot be undone.`,
  deleted: (n: number) => `Deleted ${n} row(s).`,
  deleteFailed: 'Failed to delete rows',
  forbidden: 'You do not have permission to perform this action.',
} as const;

/** Query of every PO and DF call: the marketplace. */
export const vendorOrdersQuery = z.object({ mp_id: idParam().describe('Marketplace') });
export type VendorOrdersQuery = z.infer<typeof vendorOrdersQuery>;

/** PO upload error (spec 03 section 3): po_id, type (validation or other), message; plus the spreadsheet row. */
export const poUploadError = z.object({
  row: z.number().int(),
  po_id: z.string().nullable(),
  type: z.enum(['validation', 'other']),
  message: z.string(),
});
export type PoUploadError = z.infer<typeof poUploadError>;
export const poUploadAccepted = z.object({
  detail: z.string(),
  inserted: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  errors: z.array(poUploadError),
});

/** DF upload result and error (spec 03 section 3). */
export const dfUploadAccepted = z.object({
  inserted_orders: z.number().int(),
  inserted_items: z.number().int(),
});
export type DfUploadAccepted = z.infer<typeof dfUploadAccepted>;
export const dfUploadError = z.object({ row: z.number().int(), field: z.string(), message: z.string() });
export type DfUploadError = z.infer<typeof dfUploadError>;

/** DELETE on a PO or DF grid path: the `_key`s of the grid rows to delete. */
export const deleteRowsBody = z.object({ keys: z.array(text(1000).min(1)).min(1).max(1000) });
export type DeleteRowsBody = z.infer<typeof deleteRowsBody>;
export const deleteRowsAnswer = z.object({ deleted: z.number().int() });

const DF_FIELDS: readonly [string, string, ColumnKind, boolean][] = [
  // field, label, kind, editable
  ['df_order_id', 'DF Order ID', 'text', false],
  ['shipment_date', 'Shipment date', 'date', true],
  ['asin', 'ASIN', 'text', false],
  ['mp_sku_code', 'MP SKU Code', 'text', true],
  ['sku_code', 'SKU Code', 'text', false],
  ['quantity_ordered', 'Quantity ordered', 'integer', true],
  ['item_price', 'Item price', 'money', true],
  ['currency_code', 'Currency Code', 'text', true],
  ['amount_tax', 'Tax amount', 'money', true],
  ['buying_cost', 'Buying cost', 'money', true],
];

/** The DF grid and template columns (spec 03 section 3, DF order row); identity: df_order_id + asin. */
export const DF_COLUMNS: readonly DataColumn[] = DF_FIELDS.map(([field, label, kind, editable]) => ({
  field,
  label,
  kind,
  area: 'DF_ORDERS',
  editable,
  identity: field === 'df_order_id' || field === 'asin',
  description: '',
  uploadable: true,
}));

/** Columns a DF upload must have a value in. */
export const DF_REQUIRED = [
  'df_order_id',
  'shipment_date',
  'asin',
  'sku_code',
  'quantity_ordered',
  'item_price',
  'currency_code',
] as const;
