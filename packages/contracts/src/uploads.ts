import { z } from 'zod';
import { DATA_TYPES } from './data-vault';
import { errorDetail, validationError } from './errors';
import { idParam } from './primitives';

/**
 * The upload pipeline's answers and limits (DESIGN section 9, "Uploads"), shared by every upload screen: the
 * Data Vault now, purchase orders, DF orders, inventory, invoices and ticket files later. The web shows the
 * limits before a file is chosen; the server enforces the same numbers.
 */

export const UPLOAD_LIMITS = {
  /** Largest file accepted (bytes); larger answers 413. */
  maxFileBytes: 25 * 1024 * 1024,
  /** Most data rows in one file (the header and empty rows not counted); more answers 413. */
  maxRows: 100_000,
  /** Most row errors listed in one answer; `detail` still counts them all. */
  maxErrorsListed: 10_000,
} as const;

/** Extensions every upload accepts (spec 02 section 5: only .xlsx and .xls). */
export const SPREADSHEET_EXTENSIONS = ['.xlsx', '.xls'] as const;
/** Extensions accepted besides, where a screen takes a marketplace's own text report (Amazon flat files). */
export const FLAT_FILE_EXTENSIONS = ['.txt', '.tsv', '.csv'] as const;

/** Uploads of AZ marketplaces that also take Amazon's report as downloaded (all orders, settlement, FBA returns). */
const AMAZON_REPORT_UPLOADS: ReadonlySet<string> = new Set(['orders', 'settlements', 'returns', 'inventory']);

/**
 * The extensions an upload takes, for the server's check and the web's file picker alike: spreadsheets, and on
 * AZ marketplaces Amazon's own flat files for orders, settlements, returns and inventory (FBA inventory report).
 */
export function uploadExtensions(upload: string, prefix: string | null): readonly string[] {
  return prefix === 'AZ' && AMAZON_REPORT_UPLOADS.has(upload)
    ? [...SPREADSHEET_EXTENSIONS, ...FLAT_FILE_EXTENSIONS]
    : SPREADSHEET_EXTENSIONS;
}

/**
 * One problem of the file. `row` is the row number Excel shows (the header's row for column problems).
 * `type` 'json': `message` is a JSON list of `{loc, msg}` (loc names the column); 'text': a plain sentence.
 */
export const uploadRowError = z.object({
  row: z.number().int(),
  type: z.enum(['json', 'text']),
  message: z.string(),
});
export type UploadRowError = z.infer<typeof uploadRowError>;

/**
 * The failing rows as the file had them (every column under its original header, as text), so the screen can
 * offer them back as a spreadsheet with an error column to fix and upload again. At most as many rows as errors
 * are listed.
 */
export const uploadFailingRows = z.object({
  header: z.array(z.string()),
  rows: z.array(z.object({ row: z.number().int(), values: z.array(z.string()) })),
});
export type UploadFailingRows = z.infer<typeof uploadFailingRows>;

/**
 * One problem of a refused upload, of any screen: the pipeline's `{row, type: json|text, message}`; the
 * purchase orders' `{row, po_id, type: validation|other, message}` (spec 03 section 3); the DF orders'
 * `{row, field, message}` (spec 03 section 3). Each answer carries its own fields only (the web tells the
 * shapes apart by them), so the fields one shape lacks are optional here.
 */
export const uploadError = z.object({
  row: z.number().int(),
  po_id: z.string().nullable().optional(),
  field: z.string().optional(),
  type: z.enum(['json', 'text', 'validation', 'other']).optional(),
  message: z.string(),
});
export type UploadError = z.infer<typeof uploadError>;

/**
 * A refused upload (nothing was written), the one answer of every upload route (platform/uploads
 * uploadRoute): 422, or 400 for DF orders (spec 03 section 8). `detail` is 'Found N validation errors' (N counts
 * every error, listed or not) or the screen's own text; `failing_rows` where the pipeline kept the rows.
 */
export const uploadRejected = z.object({
  detail: z.string(),
  errors: z.array(uploadError),
  failing_rows: uploadFailingRows.optional(),
});
export type UploadRejected = z.infer<typeof uploadRejected>;

/**
 * The refusals of an upload route (OpenAPI): 400 not multipart or no file, 403, 404, 413 too large, 422 the
 * refused file (or a query that does not validate).
 */
export const uploadRefusals = {
  400: errorDetail,
  403: errorDetail,
  404: errorDetail,
  413: errorDetail,
  422: z.union([uploadRejected, validationError]),
};

/**
 * Rows of a file that were read and deliberately not written, by what they are: e.g. the lines of an Amazon
 * report whose sales channel is none of the uploader's marketplaces, or `Non-Amazon` (multi-channel fulfilment)
 * orders. Never silent: every such row is counted here and the screen shows them.
 */
export const uploadSkipped = z.object({
  sales_channel: z.string(),
  rows: z.number().int(),
  reason: z.string(),
});
export type UploadSkipped = z.infer<typeof uploadSkipped>;

/** What one marketplace got from a file that fills several (an Amazon report of a unified account). */
export const uploadMarketplaceCounts = z.object({
  mp_id: z.number().int(),
  name: z.string(),
  /** The file's rows routed to this marketplace (rows that add up into one line count apart). */
  rows: z.number().int(),
  inserted: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
});
export type UploadMarketplaceCounts = z.infer<typeof uploadMarketplaceCounts>;

/**
 * 200: every row was written in one transaction. Counts are of distinct rows (the row identity; a key named
 * twice in a template counts once, the last one wins; rows of a marketplace report that share a line add up
 * into it): `unchanged` rows already held exactly these values, so the same file uploaded again answers 0
 * inserted, 0 updated and all unchanged. `skipped`: rows not written, each group with its reason. `marketplaces`:
 * the counts per marketplace, where a file fills several.
 */
export const uploadAccepted = z.object({
  detail: z.string(),
  inserted: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  upload_id: z.number().int(),
  skipped: z.array(uploadSkipped),
  marketplaces: z.array(uploadMarketplaceCounts).optional(),
});
export type UploadAccepted = z.infer<typeof uploadAccepted>;

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** The pipeline's own refusals (the reader's are in platform/spreadsheets). */
export const UPLOAD_TEXT = {
  accepted: 'File uploaded successfully',
  rejected: (n: number) => `Found ${n} validation errors`,
  tooLarge: (max: number = UPLOAD_LIMITS.maxFileBytes) =>
    `This file is larger than ${mb(max)}. Split it into smaller files and upload them one by one.`,
  noFile: 'Choose a file to upload (multipart field "file").',
  notMultipart: 'Send the file as multipart/form-data in the field "file".',
  extension: (ext: string, allowed: readonly string[]) =>
    `Files of type ${ext || '(no extension)'} cannot be uploaded here. Upload ${allowed.join(', ')}.`,
  noRows: 'This file has a header but no data rows.',
  columns: (missing: readonly string[], unexpected: readonly string[], duplicate: readonly string[]) => {
    const parts = [
      missing.length > 0 ? `missing ${missing.join(', ')}` : '',
      unexpected.length > 0 ? `unexpected ${unexpected.join(', ')}` : '',
      duplicate.length > 0 ? `named twice ${duplicate.join(', ')}` : '',
    ].filter(Boolean);
    return `The file's columns do not match the template: ${parts.join('; ')}. Download the template to see the expected columns.`;
  },
} as const;

/** `GET /data/template` and `POST /data/process-file` (spec 02 section 7: data_type lowercase, mp_id). */
export const dataUploadQuery = z.object({
  data_type: z.enum(DATA_TYPES).describe('Data type (lowercase)'),
  mp_id: idParam().optional().describe('Marketplace (all data types but sku and sku_cost)'),
});
export type DataUploadQuery = z.infer<typeof dataUploadQuery>;
