import { AMS_CONSOLE_KINDS, type AmsConsoleKind } from '@marketdesk/contracts/ams-console';

/**
 * Which console download a header is, and which of its columns Marketdesk reads. Amazon's headers vary by
 * report, year and marketplace (`7 Day …` or `14 Day …`, `(₹)` after money headers, `ACoS`/`ACOS`, trailing
 * spaces): each header text is reduced to a field name here, so the readers never see those variants.
 */

export type ReportKind = Exclude<AmsConsoleKind, 'bulk'>;

/** The fields a report row can fill (the figures under their own names, whatever the attribution window). */
export type ReportField =
  | 'date'
  | 'start_date'
  | 'end_date'
  | 'currency'
  | 'campaign'
  | 'ad_group'
  | 'targeting'
  | 'match_type'
  | 'search_term'
  | 'sku'
  | 'asin'
  | 'placement'
  | 'purchased_asin'
  | 'status'
  | 'budget'
  | 'targeting_type'
  | 'impressions'
  | 'clicks'
  | 'spend'
  | 'sales'
  | 'orders'
  | 'units'
  | 'other_sales'
  | 'other_orders'
  | 'other_units';

/** A header text as compared here: lower case, single spaces, without a trailing `(₹)`/`($)`/`(#)`. */
export const normalHeader = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\((?:[^\w\s()]{1,3}|#)\)/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const PLAIN: Record<string, ReportField> = {
  date: 'date',
  'start date': 'start_date',
  'end date': 'end_date',
  currency: 'currency',
  'campaign name': 'campaign',
  'ad group name': 'ad_group',
  targeting: 'targeting',
  'match type': 'match_type',
  'customer search term': 'search_term',
  'advertised sku': 'sku',
  'advertised asin': 'asin',
  placement: 'placement',
  'purchased asin': 'purchased_asin',
  status: 'status',
  budget: 'budget',
  'targeting type': 'targeting_type',
  impressions: 'impressions',
  clicks: 'clicks',
  spend: 'spend',
};

/** `7 Day Total Sales`, `14 Day Other SKU Units (#)`: the attributed figures, with their window. */
const ATTRIBUTED: Record<string, ReportField> = {
  'total sales': 'sales',
  'total orders': 'orders',
  'total units': 'units',
  'other sku sales': 'other_sales',
  'other sku orders': 'other_orders',
  'other sku units': 'other_units',
};

export interface ReportLayout {
  kind: ReportKind;
  /** Each field read, and the header text (as the reader trimmed it) it is under. */
  columns: Partial<Record<ReportField, string>>;
  /** Days of attribution of sales, orders and units (7 or 14). */
  attributionDays: 7 | 14;
  /** One row per day (`Date`), or one row per entity for the period of `Start Date`..`End Date`. */
  summary: boolean;
}

export type Detected = { ok: true; layout: ReportLayout } | { ok: false; message: string };

/** The kinds a header may be, in the order tried (the most specific columns first). */
function kindOf(has: (f: ReportField) => boolean): ReportKind | null {
  if (!has('campaign')) return null;
  if (has('purchased_asin')) return 'purchased_product';
  if (has('search_term')) return 'search_term';
  if (has('asin') || has('sku')) return 'advertised_product';
  if (has('placement') && !has('ad_group')) return 'placement';
  if (has('targeting') && has('ad_group')) return 'targeting';
  if (!has('ad_group')) return 'campaign';
  return null;
}

/** The figures each kind must have besides its names. */
const NEEDS: Record<ReportKind, readonly ReportField[]> = {
  search_term: ['ad_group', 'targeting', 'impressions', 'clicks', 'spend', 'sales', 'orders'],
  targeting: ['ad_group', 'targeting', 'impressions', 'clicks', 'spend', 'sales', 'orders'],
  advertised_product: ['ad_group', 'impressions', 'clicks', 'spend', 'sales', 'orders'],
  campaign: ['impressions', 'clicks', 'spend', 'sales', 'orders'],
  placement: ['impressions', 'clicks', 'spend', 'sales', 'orders'],
  purchased_product: ['ad_group', 'other_sales', 'other_units'],
};

/** The refusal of a header that is none of the known downloads: what it found, what is known. */
export const unknownLayout = (header: readonly string[], why?: string) =>
  `This file is not a Sponsored Products report or bulk file Marketdesk knows${why ? ` (${why})` : ''}. Its header is: ${header.filter((h) => h !== '').join(' | ') || '(empty)'}. Known kinds: ${AMS_CONSOLE_KINDS.map((k) => k.label).join(', ')}.`;

/** Reads a report's header (see the file comment); a header that is no known report is refused. */
export function detectReport(header: readonly string[]): Detected {
  const columns: Partial<Record<ReportField, string>> = {};
  const windows = new Set<number>();
  for (const text of header) {
    const h = normalHeader(text);
    const attributed = /^(\d+) day (.+)$/.exec(h);
    const field = attributed ? ATTRIBUTED[attributed[2]!] : PLAIN[h];
    if (!field || columns[field] !== undefined) continue;
    columns[field] = text;
    if (attributed) windows.add(Number(attributed[1]));
  }
  const has = (f: ReportField) => columns[f] !== undefined;
  const kind = kindOf(has);
  if (!kind) return { ok: false, message: unknownLayout(header) };
  const missing = NEEDS[kind].filter((f) => !has(f));
  if (missing.length > 0)
    return {
      ok: false,
      message: unknownLayout(header, `a ${kind.replace('_', ' ')} report without ${missing.join(', ')}`),
    };
  if (!has('date') && !(has('start_date') && has('end_date')))
    return { ok: false, message: unknownLayout(header, 'no Date, nor Start Date and End Date') };
  const [window, ...more] = [...windows];
  if (more.length > 0 || (window !== 7 && window !== 14))
    return {
      ok: false,
      message: unknownLayout(
        header,
        `attribution windows ${[...windows].join(', ')} days; 7 or 14 days are read`,
      ),
    };
  return { ok: true, layout: { kind, columns, attributionDays: window, summary: !has('date') } };
}

/** A bulk file's sheet with the Sponsored Products rows (the name as Excel may cut it at 31 characters). */
export const BULK_SHEET = 'Sponsored Products Campaigns';
export const isBulkSheet = (name: string) =>
  name.trim().toLowerCase() === BULK_SHEET.toLowerCase() ||
  (name.length === 31 && BULK_SHEET.toLowerCase().startsWith(name.toLowerCase()));

/** The two bulk layouts: 2019's `Record Type` rows, today's `Entity` + `Operation` rows. */
export type BulkVersion = '2019' | 'current';
export function bulkVersion(header: readonly string[]): BulkVersion | null {
  const keys = new Set(header.map(normalHeader));
  if (keys.has('record type') && keys.has('campaign')) return '2019';
  if (keys.has('entity') && keys.has('operation')) return 'current';
  return null;
}
