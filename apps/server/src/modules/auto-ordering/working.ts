import {
  AUTO_ORDERING_SERVICE_Z,
  type AutoOrderingRow,
  STOCKOUT_CHANCE,
  STOCKOUT_MIN_RUN_DAYS,
} from '@marketdesk/contracts/auto-ordering';
import type { SkuStockRow } from './auto-ordering.repository';

/**
 * The working of one auto-ordering row, as pure functions (the service feeds them rows and the forecast; the
 * tests recompute them). Every rule here is stated in docs/guide/business-reports/auto-ordering.md.
 */

const round = (v: number, places: number) => {
  const f = 10 ** places;
  return Math.round(v * f) / f;
};

export interface InStock {
  /** Per day of the window: true when it counts as out of stock. */
  outOfStock: boolean[];
  inStockDays: number;
  /** Units per in-stock day (0 without any). */
  rate: number;
  /** The shortest run of days without a sale that counts as a stockout (Infinity when the SKU never sold). */
  minRun: number;
}

/**
 * Which days of the window the SKU was in stock, read from its CUSTOMER orders (regular and DF units; purchase
 * orders come in weekly lumps whatever the shelf holds, so the quiet days between them say nothing). No stock
 * history is stored (the stock tables hold the current figure only), so a stockout is read from the sales: a run
 * of consecutive days without a customer sale is a stockout when it is at least STOCKOUT_MIN_RUN_DAYS long AND
 * at least ln(1/STOCKOUT_CHANCE) / r days long, r being the window's plain average of customer units per day: a
 * run that long happens by chance to a selling SKU less than 1 % of the time. When the window reaches today and
 * the SKU has no stock now, the quiet run that ends the window is a stockout whatever its length: the stock
 * says so. `rate` is customer units per in-stock day.
 */
export function inStockDays(
  units: readonly number[],
  now: { stock: number; reachesToday: boolean },
): InStock {
  const n = units.length;
  const total = units.reduce((s, u) => s + u, 0);
  const average = n > 0 ? total / n : 0;
  const minRun =
    average > 0
      ? Math.max(STOCKOUT_MIN_RUN_DAYS, Math.ceil(Math.log(1 / STOCKOUT_CHANCE) / average))
      : Infinity;
  const outOfStock = new Array<boolean>(n).fill(false);
  let i = 0;
  while (i < n) {
    if (units[i]! > 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < n && units[j]! <= 0) j++;
    const endsWindow = j === n;
    if (j - i >= minRun || (endsWindow && now.reachesToday && now.stock <= 0)) outOfStock.fill(true, i, j);
    i = j;
  }
  const inStock = outOfStock.filter((o) => !o).length;
  return { outOfStock, inStockDays: inStock, rate: inStock > 0 ? total / inStock : 0, minRun };
}

/** Customer units per day and purchase-order units per day of the window. */
export interface DailyUnits {
  regular: number[];
  po: number[];
}

/**
 * The series the model sees: customer units per day, each stockout day read as an average in-stock day (so a
 * stockout does not lower demand). Purchase orders stay out of it: they come in lumps (weekly, in case packs)
 * that a daily model would either smear or repeat; they join the demand at their average rate (poDemand).
 */
export const demandSeries = (u: DailyUnits, s: InStock): number[] =>
  u.regular.map((r, i) => (s.outOfStock[i] ? s.rate : r));

/** Purchase-order demand over the coverage days: the window's PO units per day times the coverage days. */
export const poDemand = (u: DailyUnits, coverageDays: number): number =>
  u.po.length > 0 ? (sum(u.po) / u.po.length) * coverageDays : 0;

/** Units per day: customer units per in-stock day plus purchase-order units per day of the window. */
export const dailyRate = (u: DailyUnits, s: InStock): number =>
  s.rate + (u.po.length > 0 ? sum(u.po) / u.po.length : 0);

const sum = (xs: readonly number[]) => xs.reduce((a, x) => a + x, 0);

/**
 * The forecast's own daily error: the RMSE of the chosen model over its backtest (units per day); without a
 * backtest (a history of one or two days), the root mean square deviation of the series from its mean; 0 for a
 * series of zeros (the zero model).
 */
export function dailySigma(series: readonly number[], backtestRmse: number | null): number {
  if (backtestRmse !== null) return backtestRmse;
  if (series.length === 0) return 0;
  const mean = series.reduce((s, v) => s + v, 0) / series.length;
  return Math.sqrt(series.reduce((s, v) => s + (v - mean) ** 2, 0) / series.length);
}

/** Safety stock for the forecast's own error over the coverage days: z × σ_daily × √coverage_days. */
export const safetyStock = (sigma: number, coverageDays: number, z = AUTO_ORDERING_SERVICE_Z): number =>
  z * sigma * Math.sqrt(coverageDays);

/**
 * Units to order: max(0, ceil(lead_time_demand + safety_stock + open_po_units − total_stock)), computed in
 * hundredths from the row's own rounded figures so a person recomputes it exactly from the row. Open purchase
 * orders of the marketplaces are units already sold but still on the shelf: the stock free to sell is
 * total_stock − open_po_units.
 */
export function forecastOrder(r: {
  lead_time_demand: number;
  safety_stock: number;
  open_po_units: number;
  total_stock: number;
}): number {
  const hundredths =
    Math.round(r.lead_time_demand * 100) +
    Math.round(r.safety_stock * 100) +
    (r.open_po_units - r.total_stock) * 100;
  return Math.max(0, Math.ceil(hundredths / 100));
}

/** What the report knows of one SKU before its row is worked out. */
export interface SkuFacts extends SkuStockRow, DailyUnits {
  open_po_units: number;
}

export interface SkuForecast {
  /** Forecast customer units for each of the coverage days. */
  values: readonly number[];
  model: string;
  backtest: { mase: number; rmse: number } | null;
}

/** The row of one SKU from its facts, its in-stock reading and its forecast over the coverage days. */
export function workRow(f: SkuFacts, s: InStock, fc: SkuForecast, coverageDays: number): AutoOrderingRow {
  const total_stock = f.stock_quantity + f.fulfilled_stocks;
  const total_sales_combined = sum(f.regular) + sum(f.po);
  const rate = dailyRate(f, s);
  const lead_time_demand = round(sum(fc.values) + poDemand(f, coverageDays), 2);
  const sigma = dailySigma(demandSeries(f, s), fc.backtest?.rmse ?? (fc.model === 'zero' ? 0 : null));
  const safety_stock = round(safetyStock(sigma, coverageDays), 2);
  const forecast_order = forecastOrder({
    lead_time_demand,
    safety_stock,
    open_po_units: f.open_po_units,
    total_stock,
  });
  return {
    fk_sku_id: f.fk_sku_id,
    sku_code: f.sku_code,
    sku_name: f.sku_name,
    brand_name: f.brand_name,
    brand_id: f.brand_id,
    sku_cost_status: f.sku_cost_status,
    fulfilled_stocks: f.fulfilled_stocks,
    stock_quantity: f.stock_quantity,
    total_stock,
    total_sales_combined,
    // Days the stock lasts at the unrounded daily rate.
    coverage: rate > 0 ? round(total_stock / rate, 1) : null,
    forecast_order,
    // Beside our order, Amazon's (its restock report), and how far ours is above (+) or below (−) it.
    amazon_recommended_order: f.amazon_recommended_order,
    amazon_recommended_order_date: f.amazon_recommended_order_date,
    order_difference:
      f.amazon_recommended_order === null ? null : forecast_order - f.amazon_recommended_order,
    sales_window_days: f.regular.length,
    in_stock_days: s.inStockDays,
    daily_sales_rate: round(rate, 2),
    lead_time_demand,
    safety_stock,
    open_po_units: f.open_po_units,
    forecast_model: fc.model,
    forecast_mase: fc.backtest ? round(fc.backtest.mase, 3) : null,
  };
}
