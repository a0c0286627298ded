import { z } from 'zod';
import { isoDate } from './primitives';

/**
 * Sponsored Products reports and bulk files downloaded from the advertising console, uploaded for one
 * advertising profile (the seller AMS View lists): the kinds Marketdesk recognises, the call's query and its
 * answer.
 */

/** The console downloads recognised by their header (reports) or sheets (bulk files), with their screen labels. */
export const AMS_CONSOLE_KINDS = [
  { id: 'search_term', label: 'Search term report' },
  { id: 'targeting', label: 'Targeting report' },
  { id: 'advertised_product', label: 'Advertised product report' },
  { id: 'campaign', label: 'Campaign report' },
  { id: 'placement', label: 'Placement report' },
  { id: 'purchased_product', label: 'Purchased product report' },
  { id: 'bulk', label: 'Bulk file' },
] as const;
export type AmsConsoleKind = (typeof AMS_CONSOLE_KINDS)[number]['id'];
export const amsConsoleKindLabel = (id: string): string =>
  AMS_CONSOLE_KINDS.find((k) => k.id === id)?.label ?? id;

/** What the upload accepts: the file types and its size limit (the server refuses more with 413). */
export const AMS_CONSOLE_LIMITS = { extensions: ['.xlsx', '.csv'], maxBytes: 25 * 1024 * 1024 } as const;

export const amsConsoleUploadQuery = z.object({
  /** The advertising profile, as AMS View's seller picker lists it (`seller_id`). */
  profile_id: z.string().trim().min(1).max(100).describe('The advertising profile (AMS View seller_id)'),
});
export type AmsConsoleUploadQuery = z.infer<typeof amsConsoleUploadQuery>;

const count = z.number().int().nonnegative();

/** The file's figures added up; amounts in the file's currency (the profile's). */
export const amsConsoleTotals = z.object({
  impressions: count,
  clicks: count,
  spend: z.number(),
  sales: z.number(),
  orders: count,
  units: count,
  currency: z.string(),
});
export type AmsConsoleTotals = z.infer<typeof amsConsoleTotals>;

export const amsConsoleUploaded = z.object({
  report_type: z.enum(AMS_CONSOLE_KINDS.map((k) => k.id) as [AmsConsoleKind, ...AmsConsoleKind[]]),
  /** Data rows read from the file. */
  rows: count,
  inserted: count,
  updated: count,
  unchanged: count,
  /** Rows read and deliberately not stored, by reason. */
  skipped: z.array(z.object({ reason: z.string(), rows: count })),
  /** The days the file covers (a bulk file states none: null). */
  period: z.object({ start: isoDate(), end: isoDate() }).nullable(),
  /** Sales and orders count this many days after a click (7 or 14; null for a bulk file). */
  attribution_days: z.union([z.literal(7), z.literal(14)]).nullable(),
  totals: amsConsoleTotals,
});
export type AmsConsoleUploaded = z.infer<typeof amsConsoleUploaded>;

/** What AMS View shows around the upload (the answer's line is built on the screen with its money formatter). */
export const AMS_CONSOLE_TEXT = {
  title: 'Upload console reports',
  hint: 'Sponsored Products reports (search term, targeting, advertised product, campaign, placement, purchased product) or a bulk file, as downloaded from the advertising console (.xlsx or .csv), for the chosen seller.',
  choose: 'Upload report',
  chooseSeller: 'Choose a seller, then upload its reports.',
  failed: 'The report could not be uploaded.',
  counts: (a: Pick<AmsConsoleUploaded, 'rows' | 'inserted' | 'updated' | 'unchanged'>) =>
    `${a.rows} rows: ${a.inserted} new, ${a.updated} changed, ${a.unchanged} unchanged`,
} as const;
