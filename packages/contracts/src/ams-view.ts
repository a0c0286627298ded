import { z } from 'zod';
import { isoDate, text } from './primitives';

/**
 * AMS View (/marketing/ams; spec 03 sections 2, 3, 5, 7, 8 and 9; issue 21 item 1): a drill-down through one
 * advertising profile's (a "seller's") ad groups, their advertised products (ASINs), targets, search terms and
 * negative keywords, with the metrics of a date window no more than 90 days back. Figures come from the daily ad
 * metrics, ONE level per grid (the levels overlap): ad groups and ASINs from the ad_product level, targets from
 * the target level, search terms from the search_term level.
 *
 * Ratios are answered as PERCENTAGES (0–100, unrounded; null when the denominator is 0):
 * CTR = clicks ÷ impressions × 100, conversion = orders ÷ clicks × 100, ACOS = spend ÷ sales × 100;
 * CPC = spend ÷ clicks (money). Totals are the same over the grid's rows (sums first, then the ratio).
 */

// ---------------------------------------------------------------------------------------------------------
// Constants (spec 03 section 9)

/** The window starts no earlier than this many days before today. */
export const AMS_MAX_DAYS_BACK = 90;
/** The default window: the last 7 days, today included. */
export const AMS_DEFAULT_DAYS = 7;
/** Ad groups and search terms (client-side paging). */
export const AMS_LARGE_PAGE_SIZES = [25, 50, 100] as const;
/** ASINs, targets and negative keywords. */
export const AMS_SMALL_PAGE_SIZES = [5, 10, 25, 50] as const;
export const AMS_SMALL_DEFAULT_PAGE_SIZE = 10;

// ---------------------------------------------------------------------------------------------------------
// Texts (spec 03 sections 2, 5 and 8 exactly; those marked "ours" the spec does not quote)

export const AMS_TEXT = {
  title: 'AMS View',
  breadcrumb: 'Marketing',
  seller: 'Seller',
  brands: 'Brands',
  selectAll: 'Select All',
  unselectAll: 'Unselect All',
  allBrands: 'All Brands',
  noBrands: 'No Brands Selected',
  reset: 'RESET',
  apply: 'APPLY',
  back: 'Back',
  views: 'Views',
  viewAsins: 'View ASINs',
  viewTargets: 'View Targets',
  searchTerms: 'Search Terms',
  negatives: 'Negative Keywords',
  viewSearchTerms: 'View Search Terms',
  noData: 'No data available',
  backToAdGroups: 'Back to Ad Groups',
  errorTitle: 'Error',
  export: 'Export',
  downloadCsv: 'Download CSV',
  sellerRequired: 'Seller ID is required',
  sellersFailed: 'Failed to load sellers',
  adGroupsFailed: 'Failed to load ad groups data',
  asinsFailed: 'Failed to load ASIN data',
  targetsFailed: 'Failed to load targets data',
  searchTermsFailed: 'Failed to load search terms data',
  negativesFailed: 'Failed to load negative keywords data',
  exportFailed: 'Failed to export data',
  /**
   * Ours: spec 03 section 7 says an alert tells the user where the file arrives. It is a background task: the
   * poller's toast offers the file once it is ready, nothing lands in the downloads by itself.
   */
  exportStarted: 'The export has started; the file is offered for download as soon as it is ready.',
  /** Ours (spec 03 section 5 states the rules, not their texts). */
  startTooEarly: `Start date cannot be more than ${AMS_MAX_DAYS_BACK} days back`,
  endInFuture: 'End date cannot be in the future',
  startAfterEnd: 'Start date cannot be after end date',
  /** Ours: a seller that is not the client's, or not the user's. */
  sellerNotFound: 'Seller not found',
  adGroupNotFound: 'Ad group not found',
  targetNotFound: 'Target not found',
  /** Ours: the chip of a row whose bid or state was changed in Marketdesk only (issue 29 item 4). */
  marketdeskOnly: 'Marketdesk only',
  /** Ours: before a seller is chosen. */
  chooseSeller: 'Choose a seller, then APPLY.',
} as const;

/** The chip of a status (spec 03 section 2: Active green, Paused amber, other grey). */
export function amsStatusChip(state: string): { label: string; color: 'success' | 'warning' | 'default' } {
  const s = state.toLowerCase();
  if (s === 'enabled' || s === 'active') return { label: 'Active', color: 'success' };
  if (s === 'paused') return { label: 'Paused', color: 'warning' };
  return { label: s ? s[0]!.toUpperCase() + s.slice(1) : 'Unknown', color: 'default' };
}

/** The Brands field's label (spec 03 section 2): all, none, or the first two names plus '...'. */
export function brandsLabel(selected: readonly string[], total: number): string {
  if (selected.length === 0) return AMS_TEXT.noBrands;
  if (selected.length >= total) return AMS_TEXT.allBrands;
  return selected.length <= 2 ? selected.join(', ') : `${selected.slice(0, 2).join(', ')}...`;
}

// ---------------------------------------------------------------------------------------------------------
// Dates (spec 03 section 5)

const DAY = 86_400_000;
const shift = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/** The earliest start date allowed on `today` (ISO): 90 days back. */
export const amsEarliestStart = (today: string): string => shift(today, -AMS_MAX_DAYS_BACK);

/** The default window on `today`: the last 7 days, today included. */
export const amsDefaultWindow = (today: string) => ({
  start_date: shift(today, -(AMS_DEFAULT_DAYS - 1)),
  end_date: today,
});

/** Spec 03 section 5, checked in the browser before APPLY (the server checks the same): null when fine. */
export function amsFilterError(
  f: { seller_id: string | null | undefined; start_date: string; end_date: string },
  today: string,
): string | null {
  if (!f.seller_id) return AMS_TEXT.sellerRequired;
  if (f.start_date < amsEarliestStart(today)) return AMS_TEXT.startTooEarly;
  if (f.end_date > today) return AMS_TEXT.endInFuture;
  if (f.start_date > f.end_date) return AMS_TEXT.startAfterEnd;
  return null;
}

// ---------------------------------------------------------------------------------------------------------
// Requests (spec 03 section 7)

const sellerId = z
  .string({ error: AMS_TEXT.sellerRequired })
  .trim()
  .min(1, AMS_TEXT.sellerRequired)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/, 'Not a seller id');

/**
 * brand_ids: a comma list of brand ids. Absent: every brand the user may see; empty: none (nothing matches, the
 * screen's "No Brands Selected").
 */
const brandIds = z
  .string()
  .max(4000)
  .regex(/^\s*(\d{1,9}(\s*,\s*\d{1,9})*)?\s*$/, 'brand_ids must be a comma list of brand ids')
  .transform((s) =>
    s.trim() === ''
      ? []
      : [
          ...new Set(
            s
              .split(',')
              .map((x) => Number(x.trim()))
              .filter((n) => n > 0),
          ),
        ],
  )
  .optional();

/** The ad groups, ASINs, targets and search terms: seller, window (default the last 7 days) and brands. */
export const amsQuery = z.object({
  seller_id: sellerId,
  start_date: isoDate().optional(),
  end_date: isoDate().optional(),
  brand_ids: brandIds,
});
export type AmsQuery = z.input<typeof amsQuery>;
export type AmsQueryParsed = z.output<typeof amsQuery>;

/** The search terms may be narrowed to one target (its target_id). */
export const amsSearchTermsQuery = amsQuery.extend({ target: text(100).optional() });
export type AmsSearchTermsQuery = z.input<typeof amsSearchTermsQuery>;

/** The negative keywords: seller and brands (no dates: they carry no metrics). */
export const amsNegativesQuery = z.object({ seller_id: sellerId, brand_ids: brandIds });
export type AmsNegativesQuery = z.input<typeof amsNegativesQuery>;

export const amsAdGroupParams = z.object({
  adGroupId: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/, 'Not an ad group id'),
});

// ---------------------------------------------------------------------------------------------------------
// Answers (spec 03 section 3)

const count = z.number().int();
const money = z.number().finite();
const percent = z.number().finite().nullable();

export const amsSeller = z.object({
  seller_id: z.string(),
  seller_name: z.string(),
  mp_name: z.string(),
  mp_id: count,
  country_code: z.string(),
  /** The marketplace's currency: every amount of the seller's grids is in it. */
  currency_code: z.string(),
});
export type AmsSeller = z.infer<typeof amsSeller>;
export const amsSellers = z.array(amsSeller);

export const amsMetrics = z.object({
  impressions: count,
  clicks: count,
  /** Percent. */
  ctr: percent,
  spend: money,
  /** Money: spend ÷ clicks. */
  cpc: money.nullable(),
  units: count,
  orders: count,
  /** Percent: orders ÷ clicks. */
  conversion: percent,
  sales: money,
  /** Percent: spend ÷ sales. */
  acos: percent,
});
export type AmsMetrics = z.infer<typeof amsMetrics>;

export const amsTotals = z.object({
  total_impressions: count,
  total_clicks: count,
  total_spend: money,
  total_sales: money,
  avg_ctr: percent,
  avg_acos: percent,
  total_units: count,
  avg_conversion: percent,
});
export type AmsTotals = z.infer<typeof amsTotals>;

export const amsAdGroup = amsMetrics.extend({
  ad_group_id: z.string(),
  ad_group_name: z.string(),
  seller_name: z.string(),
  campaign_id: z.string(),
  campaign_name: z.string(),
  status: z.string(),
});
export type AmsAdGroup = z.infer<typeof amsAdGroup>;

/**
 * Why the row's bid or state is Marketdesk's only: an accepted T11/T12 action changed it and no advertising
 * account took it (issue 29 item 4; e.g. 'changed in Marketdesk only; no advertising account connected'); null
 * otherwise.
 */
const marketdeskOnly = z.string().nullable().default(null);

export const amsAdProduct = amsMetrics.extend({
  ad_id: z.string(),
  sku_code: z.string().nullable(),
  sku_name: z.string().nullable(),
  asin: z.string().nullable(),
  status: z.string(),
  marketdesk_only: marketdeskOnly,
});
export type AmsAdProduct = z.infer<typeof amsAdProduct>;

export const amsTarget = amsMetrics.extend({
  target_id: z.string(),
  target: z.string(),
  /** keyword, product or auto. */
  type: z.string(),
  match_type: z.string().nullable(),
  status: z.string(),
  bid: money.nullable(),
  marketdesk_only: marketdeskOnly,
});
export type AmsTarget = z.infer<typeof amsTarget>;

export const amsSearchTerm = amsMetrics.extend({
  search_term_id: z.string(),
  search_term: z.string(),
  keyword: z.string().nullable(),
  target_id: z.string().nullable(),
});
export type AmsSearchTerm = z.infer<typeof amsSearchTerm>;

export const amsNegative = z.object({
  keyword_id: z.string(),
  keyword_text: z.string(),
  match_type: z.string(),
  status: z.string(),
  bid: money.nullable(),
});
export type AmsNegative = z.infer<typeof amsNegative>;

const withTotals = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), totals: amsTotals });
export const amsAdGroups = withTotals(amsAdGroup);
export const amsAdProducts = withTotals(amsAdProduct);
export const amsTargets = withTotals(amsTarget);
export const amsSearchTerms = withTotals(amsSearchTerm);
export const amsNegatives = z.object({ items: z.array(amsNegative) });

// ---------------------------------------------------------------------------------------------------------
// Figures (one formula for the server, the export and the tests' expectations)

export interface AmsSums {
  impressions: number;
  clicks: number;
  spend: number;
  sales: number;
  orders: number;
  units: number;
}

const ratio = (a: number, b: number, scale: number): number | null => (b === 0 ? null : (a / b) * scale);

/** The metrics of summed raw figures (spend and sales rounded to cents). */
export function amsFigures(s: AmsSums): AmsMetrics {
  const spend = Math.round(s.spend * 100) / 100;
  const sales = Math.round(s.sales * 100) / 100;
  return {
    impressions: s.impressions,
    clicks: s.clicks,
    ctr: ratio(s.clicks, s.impressions, 100),
    spend,
    cpc: ratio(spend, s.clicks, 1),
    units: s.units,
    orders: s.orders,
    conversion: ratio(s.orders, s.clicks, 100),
    sales,
    acos: ratio(spend, sales, 100),
  };
}

/** The totals of a grid's rows: sums, then the same ratios over the sums. */
export function amsTotalsOf(rows: readonly AmsSums[]): AmsTotals {
  const s = rows.reduce<AmsSums>(
    (a, r) => ({
      impressions: a.impressions + r.impressions,
      clicks: a.clicks + r.clicks,
      spend: a.spend + r.spend,
      sales: a.sales + r.sales,
      orders: a.orders + r.orders,
      units: a.units + r.units,
    }),
    { impressions: 0, clicks: 0, spend: 0, sales: 0, orders: 0, units: 0 },
  );
  const f = amsFigures(s);
  return {
    total_impressions: f.impressions,
    total_clicks: f.clicks,
    total_spend: f.spend,
    total_sales: f.sales,
    avg_ctr: f.ctr,
    avg_acos: f.acos,
    total_units: f.units,
    avg_conversion: f.conversion,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Columns: the grids and the exports (same fields, labels and order)

export type AmsLevel = 'ad-groups' | 'ad-products' | 'targets' | 'search-terms' | 'negatives';
export type AmsFormat = 'text' | 'status' | 'count' | 'money' | 'percent';

export interface AmsColumn {
  field: string;
  label: string;
  format: AmsFormat;
}

const c = (field: string, label: string, format: AmsFormat = 'text'): AmsColumn => ({ field, label, format });

const METRIC_COLUMNS: readonly AmsColumn[] = [
  c('impressions', 'Impressions', 'count'),
  c('clicks', 'Clicks', 'count'),
  c('ctr', 'CTR', 'percent'),
  c('spend', 'Spend', 'money'),
  c('cpc', 'CPC', 'money'),
  c('units', 'Units', 'count'),
  c('conversion', 'Conversion', 'percent'),
  c('sales', 'Sales', 'money'),
  c('acos', 'ACOS', 'percent'),
];

export const AMS_COLUMNS: Record<AmsLevel, readonly AmsColumn[]> = {
  'ad-groups': [
    c('ad_group_name', 'Ad Group Name'),
    c('seller_name', 'Seller Name'),
    c('status', 'Status', 'status'),
    ...METRIC_COLUMNS,
  ],
  'ad-products': [
    c('sku_code', 'SKU Code'),
    c('sku_name', 'SKU Name'),
    c('asin', 'ASIN'),
    c('status', 'Status', 'status'),
    ...METRIC_COLUMNS,
  ],
  targets: [
    c('target', 'Target'),
    c('type', 'Type'),
    c('status', 'Status', 'status'),
    c('bid', 'Bid', 'money'),
    ...METRIC_COLUMNS,
  ],
  'search-terms': [c('search_term', 'Search Term'), c('keyword', 'Keyword'), ...METRIC_COLUMNS],
  negatives: [
    c('keyword_text', 'Keyword Text'),
    c('match_type', 'Match Type'),
    c('status', 'Status', 'status'),
    c('bid', 'Bid', 'money'),
  ],
};

/** A column's export header: amounts name their currency ('Spend (EUR)'), the file being one seller's. */
export const amsExportHeader = (col: AmsColumn, currency: string): string =>
  col.format === 'money' ? `${col.label} (${currency})` : col.label;

/** A cell as the export writes it: status as its chip's label, money to cents, percentages to 2 decimals. */
export function amsExportCell(col: AmsColumn, value: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  if (col.format === 'status') return amsStatusChip(String(value)).label;
  if (col.format === 'money' || col.format === 'percent') return Math.round(Number(value) * 100) / 100;
  return value as string | number;
}

/** The export's file name (ours): ams_{level}_{seller}_{start}_to_{end}.csv. */
export const amsFileName = (level: AmsLevel, sellerId: string, start: string, end: string) =>
  level === 'negatives' ? `ams_${level}_${sellerId}.csv` : `ams_${level}_${sellerId}_${start}_to_${end}.csv`;
