import {
  BUSINESS_REPORT_LABELS,
  BUSINESS_REPORT_TEXT,
  type BusinessReportType,
} from '@marketdesk/contracts/business-report';
import {
  headerKeys,
  type MappedRow,
  type RowResult,
  type UploadColumn,
  type UploadLayout,
} from '../../platform/uploads';
import { countOf, dayOf, moneyOf, percentOf, textOf } from './report-values';

/**
 * The three Business Reports as upload layouts, told apart by their header (README of
 * shared/data/amazon-console-headers): by Child Item (with `SKU`), by ASIN (the same without `SKU`: the SKU comes
 * from the client's listings of the ASIN on the marketplace) and by Date (`Date`, one row per day). Columns Amazon
 * added later (B2B figures) are ignored; the newer header names (`Sessions - Total`, `Featured Offer (Buy Box)
 * Percentage`) are aliases of the older.
 */

/** One stored row: a SKU over the stated period, or the marketplace on one day (`sku_code` ''). */
export interface TrafficRecord {
  start_date: string;
  end_date: string;
  sku_code: string;
  asin: string | null;
  parent_asin: string | null;
  report_type: BusinessReportType;
  sessions: number;
  page_views: number;
  buy_box_percentage: number | null;
  units_ordered: number;
  unit_session_percentage: number | null;
  ordered_product_sales: number;
  total_order_items: number | null;
}

/** What the layouts need besides the file: the stated period and, for the by-ASIN report, the ASINs' SKUs. */
export interface LayoutContext {
  start: string;
  end: string;
  marketplace: string;
  skusOfAsin: ReadonlyMap<string, readonly string[]>;
  /** Counts every data row read (the answer's `rows`). */
  onRow(): void;
}

const col = (field: string, label: string, required: boolean, aliases: string[] = []): UploadColumn => ({
  field,
  label,
  required,
  aliases,
});

const FIGURES: UploadColumn[] = [
  col('sessions', 'Sessions', true, ['Sessions - Total']),
  col('page_views', 'Page Views', true, ['Page Views - Total']),
  col('buy_box_percentage', 'Buy Box Percentage', false, ['Featured Offer (Buy Box) Percentage']),
  col('units_ordered', 'Units Ordered', true),
  col('unit_session_percentage', 'Unit Session Percentage', false),
  col('ordered_product_sales', 'Ordered Product Sales', true),
  col('total_order_items', 'Total Order Items', false),
];
const ITEM: UploadColumn[] = [
  col('parent_asin', '(Parent) ASIN', false),
  col('asin', '(Child) ASIN', true),
  col('title', 'Title', false),
  col('session_percentage', 'Session Percentage', false, ['Session Percentage - Total']),
  col('page_views_percentage', 'Page Views Percentage', false, ['Page Views Percentage - Total']),
];

const KEY = {
  sku: 'sku',
  child: '(child)asin',
  date: 'date',
  sessions: ['sessions', 'sessionstotal'],
};
const hasSessions = (keys: ReadonlySet<string>) => KEY.sessions.some((k) => keys.has(k));

/** The kind of a header, or null when it is none of the three. */
export function reportTypeOf(header: readonly string[]): BusinessReportType | null {
  const keys = headerKeys(header);
  if (!hasSessions(keys)) return null;
  if (keys.has(KEY.child)) return keys.has(KEY.sku) ? 'child_item' : 'asin';
  if (keys.has(KEY.date)) return 'date';
  return null;
}

/** The figures of a row, or the messages naming the cells that are not figures. */
function figures(row: MappedRow) {
  const c = row.cells;
  const messages: string[] = [];
  const need = <T>(v: T | null | undefined, label: string, what: string): T => {
    if (v === null || v === undefined) messages.push(`${label} must be ${what}.`);
    return v as T;
  };
  const whole = 'a whole number of 0 or more';
  const pct = (field: string, label: string) => {
    const v = percentOf(c[field]);
    if (v === undefined) messages.push(`${label} must be a percentage (12.34%).`);
    return v ?? null;
  };
  const out = {
    sessions: need(countOf(c.sessions), 'Sessions', whole),
    page_views: need(countOf(c.page_views), 'Page Views', whole),
    buy_box_percentage: pct('buy_box_percentage', 'Buy Box Percentage'),
    units_ordered: need(countOf(c.units_ordered), 'Units Ordered', whole),
    unit_session_percentage: pct('unit_session_percentage', 'Unit Session Percentage'),
    ordered_product_sales: need(moneyOf(c.ordered_product_sales), 'Ordered Product Sales', 'an amount'),
    total_order_items: c.total_order_items
      ? need(countOf(c.total_order_items), 'Total Order Items', whole)
      : null,
  };
  return { out, messages };
}

type Parse = (row: MappedRow) => RowResult<TrafficRecord>;

function itemParser(type: 'child_item' | 'asin', ctx: LayoutContext): Parse {
  return (row) => {
    const { out, messages } = figures(row);
    const asin = textOf(row.cells.asin);
    if (!asin) messages.push('(Child) ASIN is required.');
    let sku = type === 'child_item' ? textOf(row.cells.sku) : null;
    if (type === 'child_item' && !sku) messages.push('SKU is required.');
    if (messages.length > 0) return { ok: false, messages };
    if (type === 'asin') {
      const skus = ctx.skusOfAsin.get(asin!) ?? [];
      if (skus.length !== 1) {
        const reason = skus.length === 0 ? BUSINESS_REPORT_TEXT.noSku : BUSINESS_REPORT_TEXT.severalSkus;
        return { ok: true, records: [], skipped: { sales_channel: ctx.marketplace, reason } };
      }
      sku = skus[0]!;
    }
    return {
      ok: true,
      records: [
        {
          start_date: ctx.start,
          end_date: ctx.end,
          sku_code: sku!,
          asin,
          parent_asin: textOf(row.cells.parent_asin),
          report_type: type,
          ...out,
        },
      ],
    };
  };
}

function dateParser(ctx: LayoutContext): Parse {
  return (row) => {
    const { out, messages } = figures(row);
    const day = dayOf(row.cells.date);
    if (!day) messages.push('Date must be a date written MM/DD/YYYY.');
    else if (day < ctx.start || day > ctx.end)
      messages.push(BUSINESS_REPORT_TEXT.outsidePeriod(day, ctx.start, ctx.end));
    if (messages.length > 0) return { ok: false, messages };
    return {
      ok: true,
      records: [
        {
          start_date: day!,
          end_date: day!,
          sku_code: '',
          asin: null,
          parent_asin: null,
          report_type: 'date',
          ...out,
        },
      ],
    };
  };
}

/** Counts each row read, then parses it. */
const counted =
  (ctx: LayoutContext, parse: Parse): Parse =>
  (row) => {
    ctx.onRow();
    return parse(row);
  };

/** The layout of one kind (the pipeline picks it by `detect`; reportTypeOf refuses any other header first). */
export function reportLayout(type: BusinessReportType, ctx: LayoutContext): UploadLayout<TrafficRecord> {
  const columns =
    type === 'date'
      ? [col('date', 'Date', true), ...FIGURES, col('average_offer_count', 'Average Offer Count', false)]
      : [...ITEM, ...(type === 'child_item' ? [col('sku', 'SKU', true)] : []), ...FIGURES];
  return {
    name: BUSINESS_REPORT_LABELS[type],
    columns,
    detect: (keys) => reportTypeOf([...keys]) === type,
    unknownColumns: 'ignore',
    prepare: () => counted(ctx, type === 'date' ? dateParser(ctx) : itemParser(type, ctx)),
  };
}
