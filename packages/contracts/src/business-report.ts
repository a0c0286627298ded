import { z } from 'zod';
import { idParam, isoDate } from './primitives';
import { uploadSkipped } from './uploads';

/**
 * Amazon's Business Reports (Seller Central → Reports → Business Reports) uploaded as downloaded: traffic and
 * conversion per SKU for a period the user states (the file does not hold it), or per marketplace and day.
 */

/** The three downloads, told apart by their header. */
export const BUSINESS_REPORT_TYPES = ['child_item', 'asin', 'date'] as const;
export type BusinessReportType = (typeof BUSINESS_REPORT_TYPES)[number];

export const BUSINESS_REPORT_LABELS: Record<BusinessReportType, string> = {
  child_item: 'Detail Page Sales and Traffic by Child Item',
  asin: 'Detail Page Sales and Traffic by ASIN',
  date: 'Sales and Traffic by Date',
};

/** The longest period one upload may state, in months (Seller Central offers up to two years). */
export const BUSINESS_REPORT_MAX_MONTHS = 24;

export const BUSINESS_REPORT_TEXT = {
  forbidden: 'You do not have permission to upload Business Reports.',
  onlyAmazon: 'Business Reports come from Amazon Seller Central: choose an Amazon marketplace.',
  // The upload panel of the Data Vault screen.
  title: 'Amazon Business Reports',
  hint: 'Seller Central → Reports → Business Reports: Detail Page Sales and Traffic by Child Item (or by ASIN), or Sales and Traffic by Date, downloaded as .csv. Choose the period you chose in Seller Central: the file does not say it.',
  choose: 'Upload Business Report',
  marketplace: 'Amazon Marketplace',
  selectMarketplace: 'Select an Amazon marketplace first.',
  failed: 'Business Report upload failed',
  periodStart: 'Period Start',
  periodEnd: 'Period End',
  notWritten: (rows: number, reason: string) =>
    `${rows} ${rows === 1 ? 'row' : 'rows'} not written: ${reason}.`,
  unknownLayout: (found: readonly string[]) =>
    `This file is not a Business Report this screen knows. Its header is: ${found.join(', ') || '(empty)'}. Upload ${Object.values(BUSINESS_REPORT_LABELS).join(', or ')} as downloaded (.csv).`,
  outsidePeriod: (date: string, start: string, end: string) =>
    `Date ${date} is outside the period ${start} to ${end} stated for the upload.`,
  noSku: 'ASIN not listed with a SKU on this marketplace',
  severalSkus: 'ASIN listed with several SKUs on this marketplace (upload the report by Child Item)',
} as const;

/** `POST /data/business-report/upload`: the marketplace and the period the file covers (inclusive). */
export const businessReportQuery = z.object({
  mp_id: idParam(),
  start_date: isoDate().describe('First day of the period the report covers (YYYY-MM-DD)'),
  end_date: isoDate().describe('Last day of the period the report covers (YYYY-MM-DD)'),
});
export type BusinessReportQuery = z.infer<typeof businessReportQuery>;

/** The file's figures added up (every row read, skipped ones excepted): what the database holds afterwards. */
export const businessReportTotals = z.object({
  sessions: z.number().int(),
  page_views: z.number().int(),
  units: z.number().int(),
  /** Ordered product sales in the marketplace's currency. */
  sales: z.number(),
});
export type BusinessReportTotals = z.infer<typeof businessReportTotals>;

/**
 * 200 of the upload. `rows`: data rows read; `inserted`/`updated`/`unchanged`: stored rows (a SKU of the period,
 * or a day of the marketplace) by what was held before; `skipped`: rows not stored, with why (`reason`,
 * `rows`); `replaced`: stored rows of the same period the new file no longer has, deleted.
 */
export const businessReportUploaded = z.object({
  detail: z.string(),
  report_type: z.enum(BUSINESS_REPORT_TYPES),
  upload_id: z.number().int(),
  rows: z.number().int(),
  inserted: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  replaced: z.number().int(),
  skipped: z.array(uploadSkipped.pick({ reason: true, rows: true })),
  totals: businessReportTotals,
});
export type BusinessReportUploaded = z.infer<typeof businessReportUploaded>;
