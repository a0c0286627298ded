import { z } from 'zod';
import { idParam, isoDate } from './primitives';

/**
 * Auto Ordering (/forcast-working, spelled so; spec 03 sections 2, 3, 5, 7, 8, 9; issue 20 item 7): the query of
 * GET /warehouse-marketplaces/admin/multi-channel-sales-report, its answer (an array of auto-ordering rows),
 * the screen's constants and texts, and the defensive reading of the answer the spec asks of the screen.
 * The module needs the auto_ordering module flag.
 */

// ---------------------------------------------------------------------------------------------------------
// Constants (spec 03 section 9; "ours" where the spec gives none)

export const AUTO_ORDERING_PAGE_SIZES = [25, 50, 100] as const;
export const AUTO_ORDERING_DEFAULT_PAGE_SIZE = 25;
export const AUTO_ORDERING_SEARCH_DEBOUNCE_MS = 400;
export const AUTO_ORDERING_GRID_HEIGHT = 650;
export const AUTO_ORDERING_DEFAULT_COVERAGE_DAYS = 90;
export const AUTO_ORDERING_MIN_COVERAGE_DAYS = 1;
/** Ours: the spec sets no upper limit; two years of forecast is far beyond any reorder cycle. */
export const AUTO_ORDERING_MAX_COVERAGE_DAYS = 730;
/**
 * Ours, instead of the spec's fixed 2025-05-29 … 2025-07-29 (a past window that would forecast from stale
 * sales): the screen opens on the last 60 days, today included — the same length as the spec's window.
 */
export const AUTO_ORDERING_DEFAULT_WINDOW_DAYS = 60;

/** The row fields the grid hides (spec 03 section 2) and the one it labels differently. */
export const AUTO_ORDERING_HIDDEN_FIELDS = ['fk_sku_id', 'brand_id'] as const;
export const AUTO_ORDERING_LABELS: Readonly<Record<string, string>> = { sku_cost_status: 'Replen Status' };

// ---------------------------------------------------------------------------------------------------------
// The order rule (ours: the constants are ours and stated in docs/guide/business-reports/auto-ordering.md)

/** Safety factor: the one-sided normal quantile of a 95 % cycle service level. */
export const AUTO_ORDERING_SERVICE_Z = 1.645;
/**
 * A run of days without a sale is a stockout when it is at least this many days long and also long enough
 * that the SKU's average rate would leave a whole run empty by chance less than 1 % of the time (ln 100 / rate).
 */
export const STOCKOUT_MIN_RUN_DAYS = 7;
export const STOCKOUT_CHANCE = 0.01;

// ---------------------------------------------------------------------------------------------------------
// Texts (spec 03 sections 2, 5 and 8, exactly; "ours" where the spec names a rule without its text)

export const AUTO_ORDERING_TEXT = {
  title: 'Auto Ordering',
  warehouse: 'Warehouse',
  startDate: 'Start Date',
  endDate: 'End Date',
  coverageDays: 'Coverage Days',
  fetch: 'Fetch Report',
  download: 'Download',
  search: 'Search in results',
  // section 5
  notAnArray: 'Unexpected API response format: expected an array',
  // section 8
  fetchFailed: 'Error fetching data',
  /** Ours. */
  coverageMin: 'Coverage days must be at least 1',
  /** Ours. */
  coverageMax: `Coverage days must be at most ${AUTO_ORDERING_MAX_COVERAGE_DAYS}`,
  /** Ours. */
  warehouseRequired: 'Please select a warehouse',
  /** Ours: the answer of a warehouse that is not the client's or not the user's. */
  warehouseNotFound: 'Warehouse not found',
  /** Ours: empty states. */
  noRows: 'No SKUs found for this warehouse.',
  noMatches: 'No SKUs match the search.',
  notFetched: 'Choose a warehouse and dates, then Fetch Report.',
} as const;
const TX = AUTO_ORDERING_TEXT;

// ---------------------------------------------------------------------------------------------------------
// Query (spec 03 section 7: start_date with T00:00:00, end_date with T23:59:59)

/** A date, as the screen sends it with its time of day (`2025-05-29T00:00:00`), read as its calendar date. */
const dayWithTime = (time: string) =>
  z
    .string()
    .regex(new RegExp(`^\\d{4}-\\d{2}-\\d{2}(T${time})?$`), `Use YYYY-MM-DD or YYYY-MM-DDT${time}`)
    .transform((v) => v.slice(0, 10))
    .pipe(isoDate());

export const autoOrderingQuery = z.object({
  warehouse_id: idParam(),
  start_date: dayWithTime('00:00:00'),
  end_date: dayWithTime('23:59:59'),
  coverage_days: z.coerce
    .number()
    .int(TX.coverageMin)
    .min(AUTO_ORDERING_MIN_COVERAGE_DAYS, TX.coverageMin)
    .max(AUTO_ORDERING_MAX_COVERAGE_DAYS, TX.coverageMax),
});
export type AutoOrderingQuery = z.output<typeof autoOrderingQuery>;

/** The query the screen sends for its filter (dates as the spec shows them). */
export function autoOrderingParams(f: {
  warehouse_id: number;
  start: string;
  end: string;
  coverage_days: number;
}): z.input<typeof autoOrderingQuery> {
  return {
    warehouse_id: f.warehouse_id,
    start_date: `${f.start}T00:00:00`,
    end_date: `${f.end}T23:59:59`,
    coverage_days: f.coverage_days,
  };
}

/** The screen's opening window: the AUTO_ORDERING_DEFAULT_WINDOW_DAYS days up to today. */
export function defaultAutoOrderingWindow(today: string): { start: string; end: string } {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - (AUTO_ORDERING_DEFAULT_WINDOW_DAYS - 1));
  return { start: d.toISOString().slice(0, 10), end: today };
}

// ---------------------------------------------------------------------------------------------------------
// Answer (spec 03 section 3 "Auto-ordering row", then the working of each figure: ours, issue 20 item 7)

export const autoOrderingRow = z.object({
  fk_sku_id: z.number().int(),
  sku_code: z.string(),
  sku_name: z.string(),
  brand_name: z.string().nullable(),
  brand_id: z.number().int().nullable(),
  /** The SKU cost's status in this warehouse (sku_costs.status), shown as Replen Status. */
  sku_cost_status: z.string().nullable(),
  /** Units at the marketplaces' fulfilment centres (FBA available) for the warehouse's marketplaces. */
  fulfilled_stocks: z.number().int(),
  /** Units in the warehouse. */
  stock_quantity: z.number().int(),
  total_stock: z.number().int(),
  /** Units sold in the window over the warehouse's marketplaces (regular, PO and DF lines, not cancelled). */
  total_sales_combined: z.number().int(),
  /** Days the total stock lasts at daily_sales_rate; null when the SKU does not sell. */
  coverage: z.number().nullable(),
  /** Units to order: max(0, ceil(lead_time_demand + safety_stock + open_po_units − total_stock)). */
  forecast_order: z.number().int(),
  /**
   * Amazon's Recommended Order Quantity for the SKU (its FBA restock inventory report, uploaded on the Inventory
   * screen), summed over the warehouse's marketplaces under the SKU code or its listings' seller SKUs; null when
   * no restock report lists the SKU. With the soonest Recommended Order Date.
   */
  amazon_recommended_order: z.number().int().nullable(),
  amazon_recommended_order_date: z.string().nullable(),
  /** forecast_order − amazon_recommended_order: ours above (+) or below (−) Amazon's; null without Amazon's. */
  order_difference: z.number().int().nullable(),
  // The working (ours).
  sales_window_days: z.number().int(),
  in_stock_days: z.number().int(),
  /**
   * Units per day: customer units (regular and DF) per in-stock day, plus purchase-order units per day of the
   * window (purchase orders arrive whatever the shelf holds).
   */
  daily_sales_rate: z.number(),
  /**
   * Demand over the coverage days: the forecast of customer units (the chosen model; stockout days read as the
   * in-stock average) plus purchase-order units at their window rate × coverage days.
   */
  lead_time_demand: z.number(),
  /** z × backtest RMSE (units per day) × √coverage_days. */
  safety_stock: z.number(),
  /** Units of the marketplaces' open purchase orders not yet shipped: already sold, still in stock. */
  open_po_units: z.number().int(),
  /** The model the backtest chose, and its mean MASE over the backtest windows (null: nothing to backtest). */
  forecast_model: z.string(),
  forecast_mase: z.number().nullable(),
});
export type AutoOrderingRow = z.infer<typeof autoOrderingRow>;

export const autoOrderingAnswer = z.array(autoOrderingRow);
export type AutoOrderingAnswer = z.infer<typeof autoOrderingAnswer>;

// ---------------------------------------------------------------------------------------------------------
// Reading the answer on the screen (spec 03 section 5)

/** A row as the screen keeps it: whatever fields the server sent, with a numeric fk_sku_id. */
export type AutoOrderingGridRow = Record<string, unknown> & { fk_sku_id: number };

/**
 * The answer must be an array, else 'Unexpected API response format: expected an array' (thrown); rows
 * without a numeric fk_sku_id are discarded. The columns are whatever fields the rows carry.
 */
export function readAutoOrderingRows(data: unknown): AutoOrderingGridRow[] {
  if (!Array.isArray(data)) throw new Error(TX.notAnArray);
  return data.filter(
    (r): r is AutoOrderingGridRow =>
      typeof r === 'object' &&
      r !== null &&
      typeof (r as { fk_sku_id?: unknown }).fk_sku_id === 'number' &&
      Number.isFinite((r as { fk_sku_id: number }).fk_sku_id),
  );
}
