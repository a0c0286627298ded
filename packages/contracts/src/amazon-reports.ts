import { z } from 'zod';
import { idParam } from './primitives';

/**
 * Amazon report files (spec 02 "Inventory & Reports", Amazon Reports tab) and the state of the SP-API reports
 * connector (DESIGN section 9 "Connectors"). Files are the reports the connector downloaded, or, in the demo,
 * written from the demo history in Amazon's flat-file formats.
 */

/** The report types the connector requests, and the one it can only find (Amazon generates settlements). */
export const SP_API_REQUESTED_REPORTS = [
  'GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA',
  'GET_FLAT_FILE_ALL_ORDERS_DATA_BY_LAST_UPDATE_GENERAL',
  'GET_FBA_FULFILLMENT_CUSTOMER_RETURNS_DATA',
] as const;
export const SP_API_SETTLEMENT_REPORT = 'GET_V2_SETTLEMENT_REPORT_DATA_FLAT_FILE';

/**
 * Where a marketplace report stands: Amazon's processing statuses (IN_QUEUE … FATAL) between our own REQUESTED
 * (row made, createReport not yet answered) and DOWNLOADED (file stored, no import mapping), IMPORTED (file
 * stored and its rows written) or FAILED (our side failed: a refused request, a corrupt file, a refused import).
 */
export const MARKETPLACE_REPORT_STATUSES = [
  'REQUESTED',
  'IN_QUEUE',
  'IN_PROGRESS',
  'DONE',
  'CANCELLED',
  'FATAL',
  'DOWNLOADED',
  'IMPORTED',
  'FAILED',
] as const;
export type MarketplaceReportStatus = (typeof MARKETPLACE_REPORT_STATUSES)[number];

/** Still moving: polled, and an identical report is not requested again. */
export const IN_FLIGHT_REPORT_STATUSES = [
  'REQUESTED',
  'IN_QUEUE',
  'IN_PROGRESS',
  'DONE',
] as const satisfies readonly MarketplaceReportStatus[];

/**
 * `GET /amazon/sp-api/reports/list-all?mp_id=` and `GET /amazon/sp-api/status?mp_id=`: mp_id optional (without
 * it, every marketplace the caller may read).
 */
export const amazonReportsQuery = z.object({
  mp_id: idParam().optional().describe('Only this marketplace'),
});
export type AmazonReportsQuery = z.infer<typeof amazonReportsQuery>;

/** `reports/{file_id}/{filename}`: where a report file is, as the list names it (not a download link). */
export const amazonReportPath = (fileId: number, filename: string) => `reports/${fileId}/${filename}`;

/**
 * Spec 02 section 3, "Marketplace report file". A download link lives for minutes, so the list holds none:
 * the screen asks `POST /amazon/sp-api/reports/files/{file_id}/link` when Download is clicked.
 */
export const marketplaceReportFile = z.object({
  date: z.string().describe('ISO instant the file was stored'),
  marketplace_name: z.string(),
  seller_name: z.string().describe('The store the report belongs to'),
  report_type: z.string(),
  size: z.number().int().describe('Bytes'),
  path: z.string().describe('reports/{file_id}/{filename}: the file, not a download link'),
  filename: z.string(),
  file_id: z
    .number()
    .int()
    .describe('POST /amazon/sp-api/reports/files/{file_id}/link signs a download when one is wanted'),
});
export type MarketplaceReportFile = z.infer<typeof marketplaceReportFile>;

export const marketplaceReportFiles = z.object({ files: z.array(marketplaceReportFile) });
export type MarketplaceReportFiles = z.infer<typeof marketplaceReportFiles>;

/** Whether the connector talks to Amazon for the client (on a marketplace); the reason when it does not. */
export const spApiStatus = z.object({
  enabled: z.boolean(),
  reason: z.string().nullable(),
  stores: z.array(
    z.object({
      pk_store_id: z.number().int(),
      mp_id: z.number().int(),
      store_name: z.string(),
      enabled: z.boolean(),
    }),
  ),
});
export type SpApiStatus = z.infer<typeof spApiStatus>;

export const SP_API_TEXT = {
  noCredentials: 'No store of this client on this marketplace has SP-API credentials',
} as const;
