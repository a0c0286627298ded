/**
 * Test oracle: the partner view's figures recomputed in plain TypeScript from the RAW rows (orders, returns,
 * ad_metrics_daily at the ad_product level, fees, settlements, sku_costs, stock, warehouse_marketplaces,
 * currency_rates), never from the rollups or the service's statements, each rule written out again from the
 * README's wording. Used by tests only.
 */
import {
  orderTypesText,
  PARTNER_EMPTY_SUMMARY,
  PARTNER_UNKNOWN_SKU,
  type PartnerMarketplaceRow,
  type PartnerSkuRow,
  type PartnerSummary,
  profitLoss,
  stockCoverageDays,
} from '@marketdesk/contracts/partner-view';
import { sql } from 'drizzle-orm';
import { type Raw as DashboardRaw, rate } from '../../../test/fixtures/dashboard-oracle';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/facts/executor';
import { addDays } from '../../platform/report-scope';

interface Line {
  mp_id: number;
  order_id: string;
  order_item_id: string;
  type: 'R' | 'PO' | 'DF';
  status: string | null;
  identifier: string | null;
  sku_code: string | null;
  sku_id: number | null;
  brand_id: number | null;
  date: string;
  qty: number;
  price: number;
  tax: number | null;
  currency: string;
}
interface Ret {
  mp_id: number;
  date: string;
  qty: number;
  price: number;
  currency: string;
  sku_id: number | null;
  brand_id: number | null;
}
interface Ad {
  mp_id: number;
  date: string;
  level: string;
  sales: number;
  spend: number;
  sku_id: number | null;
  brand_id: number | null;
}
interface Fee {
  mp_id: number;
  identifier: string;
  frac: number | null;
  fixed: number | null;
  shipping: number | null;
  currency: string;
}
interface Paid {
  mp_id: number;
  order_id: string | null;
  order_item_id: string | null;
  sku_code: string | null;
  amount: number | null;
  currency: string;
}
interface Cost {
  sku_id: number;
  warehouse_id: number;
  purchase: number | null;
  shipping: number | null;
  additional: number | null;
  currency: string;
  /** Epoch milliseconds of dt_update. */
  at: number;
}

export interface PartnerRaw {
  lines: Line[];
  returns: Ret[];
  ads: Ad[];
  fees: Fee[];
  paid: Paid[];
  costs: Cost[];
  served: { warehouse_id: number; mp_id: number }[];
  stock: { warehouse_id: number; sku_code: string; qty: number }[];
  skus: Map<number, { code: string; name: string }>;
  mps: Map<number, { name: string; code: string; currency: string }>;
  rates: DashboardRaw['rates'];
}

export async function readPartnerRaw(db: Db, clientId: number): Promise<PartnerRaw> {
  const q = <T>(query: ReturnType<typeof sql>) => rowsOf<T>(db, query);
  const [lines, returns, ads, fees, paid, costs, served, stock, skus, mps, rateRows] = await Promise.all([
    q<Line>(sql`select mp_id, order_id, order_item_id, order_type as type, order_status as status, identifier,
      sku_code, fk_sku_id as sku_id, fk_brand_id as brand_id, purchase_date::text as date, quantity_ordered as qty,
      item_price::float8 as price, amount_tax::float8 as tax, currency_code as currency
      from orders where client_id = ${clientId}`),
    q<Ret>(sql`select mp_id, return_date::text as date, quantity as qty, price::float8 as price,
      currency_code as currency, fk_sku_id as sku_id, fk_brand_id as brand_id from returns where client_id = ${clientId}`),
    q<Ad>(sql`select mp_id, date::text as date, entity_type as level, sales::float8 as sales, spend::float8 as spend,
      fk_sku_id as sku_id, fk_brand_id as brand_id from ad_metrics_daily where client_id = ${clientId}`),
    q<Fee>(sql`select mp_id, identifier, fee_variable_frac::float8 as frac, fee_fixed::float8 as fixed,
      fee_shipping::float8 as shipping, currency_code as currency from fees where client_id = ${clientId}`),
    q<Paid>(sql`select mp_id, order_id, order_item_id, sku_code, amount::float8 as amount, currency_code as currency
      from settlements where client_id = ${clientId}`),
    q<Cost>(sql`select fk_sku_id as sku_id, fk_warehouse_id as warehouse_id, purchase_cost::float8 as purchase,
      shipping_cost::float8 as shipping, additional_cost::float8 as additional, currency_code as currency,
      (extract(epoch from dt_update) * 1000)::float8 as at from sku_costs where client_id = ${clientId}`),
    q<{ warehouse_id: number; mp_id: number }>(
      sql`select warehouse_id, mp_id from warehouse_marketplaces where client_id = ${clientId}`,
    ),
    q<{ warehouse_id: number; sku_code: string; qty: number }>(
      sql`select fk_warehouse_id as warehouse_id, sku_code, quantity as qty from stock where client_id = ${clientId}`,
    ),
    q<{ id: number; code: string; name: string }>(
      sql`select pk_sku_id as id, sku_code as code, sku_name as name from skus where client_id = ${clientId}`,
    ),
    q<{ id: number; name: string; code: string; currency: string }>(
      sql`select pk_mp_id as id, name, short_code as code, currency_code as currency from marketplaces`,
    ),
    q<{ c: string; d: string; v: number }>(
      sql`select currency_code c, date::text d, units_per_usd::float8 v from currency_rates order by c, d`,
    ),
  ]);
  const rates: DashboardRaw['rates'] = new Map();
  for (const x of rateRows) rates.set(x.c, [...(rates.get(x.c) ?? []), [x.d, x.v]]);
  return {
    lines,
    returns,
    ads,
    fees,
    paid,
    costs,
    served,
    stock,
    skus: new Map(skus.map((s) => [s.id, { code: s.code, name: s.name }])),
    mps: new Map(mps.map((m) => [m.id, { name: m.name, code: m.code, currency: m.currency }])),
    rates,
  };
}

export interface PartnerOracleQuery {
  warehouseId: number;
  /** The warehouse's marketplaces the caller reads. */
  mpIds: number[];
  /** The caller's brand limit (null: none). */
  brandIds: number[] | null;
  start: string;
  end: string;
  currency: string;
}

type Level = { by: 'summary' } | { by: 'marketplace' } | { by: 'sku'; mpId: number };

const round2 = (v: number) => Math.round(v * 100) / 100;
const cancelled = (s: string | null) => ['cancelled', 'canceled'].includes((s ?? '').toLowerCase());

function convert(raw: PartnerRaw, target: string) {
  const asRaw = { rates: raw.rates } as DashboardRaw;
  /** The dashboard's factor: the day's rates, else the nearest earlier, else the first later. */
  const factor = (code: string, day: string) =>
    code === target ? 1 : rate(asRaw, target, day) / rate(asRaw, code, day);
  /** The buying cost rule's rate: the latest on or before the day, else none. */
  const onOrBefore = (code: string, day: string): number | null => {
    let best: number | null = null;
    for (const [d, v] of raw.rates.get(code) ?? []) if (d <= day) best = v;
    return best;
  };
  return { factor, onOrBefore };
}

/** THE BUYING COST RULE (db/facts/costs.ts) written out: the unit cost of a SKU on a marketplace and day. */
function unitCost(raw: PartnerRaw, target: string, skuId: number, mpId: number, day: string): number | null {
  const { onOrBefore } = convert(raw, target);
  const endOfDay = Date.parse(`${addDays(day, 1)}T00:00:00Z`);
  const rows = raw.costs
    .filter((c) => c.sku_id === skuId)
    .map((c) => ({
      c,
      known: c.at < endOfDay,
      serving: raw.served.some((s) => s.warehouse_id === c.warehouse_id && s.mp_id === mpId),
    }))
    .sort(
      (a, b) =>
        Number(b.known) - Number(a.known) ||
        Number(b.serving) - Number(a.serving) ||
        (a.known && b.known ? b.c.at - a.c.at : 0) ||
        a.c.at - b.c.at ||
        a.c.warehouse_id - b.c.warehouse_id,
    );
  const c = rows[0]?.c;
  if (!c || c.purchase === null) return null;
  let k = 1;
  if (c.currency !== target) {
    const to = onOrBefore(target, day);
    const from = onOrBefore(c.currency, day);
    if (to === null || from === null) return null;
    k = to / from;
  }
  return round2((c.purchase + (c.shipping ?? 0) + (c.additional ?? 0)) * k);
}

interface Acc {
  sales: number;
  units: number;
  commission: number;
  fees: number;
  cost: number;
  received: number;
  toReceive: number;
  returnsCount: number;
  returnsAmount: number;
  amsSales: number;
  amsSpend: number;
  orders: Record<'po' | 'df' | 'others', Set<string>>;
}
const acc = (): Acc => ({
  sales: 0,
  units: 0,
  commission: 0,
  fees: 0,
  cost: 0,
  received: 0,
  toReceive: 0,
  returnsCount: 0,
  returnsAmount: 0,
  amsSales: 0,
  amsSpend: 0,
  orders: { po: new Set(), df: new Set(), others: new Set() },
});

/** The figures of a level by key, from the raw rows. */
export function expectedFigures(
  raw: PartnerRaw,
  f: PartnerOracleQuery,
  level: Level,
): Map<number, PartnerSummary> {
  const { factor } = convert(raw, f.currency);
  const inScope = (row: { mp_id: number; date: string; brand_id: number | null }) =>
    (level.by === 'sku' ? row.mp_id === level.mpId : f.mpIds.includes(row.mp_id)) &&
    row.date >= f.start &&
    row.date <= f.end &&
    (f.brandIds === null || (row.brand_id ?? 0) === 0 || f.brandIds.includes(row.brand_id!));
  const keyOf = (row: { mp_id: number; sku_id: number | null }) =>
    level.by === 'summary' ? 0 : level.by === 'marketplace' ? row.mp_id : (row.sku_id ?? 0);
  const out = new Map<number, Acc>();
  const at = (key: number) => {
    if (!out.has(key)) out.set(key, acc());
    return out.get(key)!;
  };

  for (const l of raw.lines) {
    if (cancelled(l.status) || !inScope(l)) continue;
    const a = at(keyOf(l));
    const k = factor(l.currency, l.date);
    a.sales += l.price * k;
    a.units += l.qty;
    const fee =
      l.type === 'R' ? raw.fees.find((x) => x.mp_id === l.mp_id && x.identifier === l.identifier) : undefined;
    const commission = fee ? l.price * (fee.frac ?? 0) * k : 0;
    const fees = fee ? ((fee.fixed ?? 0) + (fee.shipping ?? 0)) * l.qty * factor(fee.currency, l.date) : 0;
    a.commission += commission;
    a.fees += fees;
    const paid = raw.paid.filter(
      (s) =>
        s.mp_id === l.mp_id &&
        s.order_id === l.order_id &&
        (s.order_item_id === l.order_item_id || (s.order_item_id === null && s.sku_code === l.sku_code)),
    );
    a.received += paid.reduce((sum, s) => sum + (s.amount ?? 0) * factor(s.currency, l.date), 0);
    if (paid.length === 0) a.toReceive += (l.price + (l.tax ?? 0)) * k - commission - fees;
    a.orders[l.type === 'PO' ? 'po' : l.type === 'DF' ? 'df' : 'others'].add(`${l.mp_id}:${l.order_id}`);
    if (l.sku_id !== null) a.cost += l.qty * (unitCost(raw, f.currency, l.sku_id, l.mp_id, l.date) ?? 0);
  }
  for (const r of raw.returns) {
    if (!inScope(r)) continue;
    const a = at(keyOf(r));
    a.returnsCount += r.qty;
    a.returnsAmount += r.price * factor(r.currency, r.date);
  }
  for (const ad of raw.ads) {
    if (ad.level !== 'ad_product' || !inScope(ad)) continue;
    const a = at(keyOf(ad));
    const k = factor(raw.mps.get(ad.mp_id)!.currency, ad.date);
    a.amsSales += ad.sales * k;
    a.amsSpend += ad.spend * k;
  }

  const figures = new Map<number, PartnerSummary>();
  for (const [key, a] of out) {
    const parts = {
      sales: round2(a.sales),
      commission: round2(a.commission),
      fees: round2(a.fees),
      buying_cost: round2(a.cost),
      advertising_spend: round2(a.amsSpend),
      returns: round2(a.returnsAmount),
    };
    const counts = Object.fromEntries(
      (['po', 'df', 'others'] as const).filter((t) => a.orders[t].size > 0).map((t) => [t, a.orders[t].size]),
    );
    figures.set(key, {
      sales_amount: parts.sales,
      units_sold: a.units,
      total_commission: parts.commission,
      total_fees: parts.fees,
      buying_cost: parts.buying_cost,
      payment_received: round2(a.received),
      payment_to_receive: round2(a.toReceive),
      profit_loss: profitLoss(parts),
      returns_count: a.returnsCount,
      returns_amount: parts.returns,
      ams_sales: round2(a.amsSales),
      ams_spend: parts.advertising_spend,
      order_types_count: counts,
    });
  }
  return figures;
}

const ZERO = PARTNER_EMPTY_SUMMARY;

export const expectedSummary = (raw: PartnerRaw, f: PartnerOracleQuery): PartnerSummary =>
  f.mpIds.length === 0 ? ZERO : (expectedFigures(raw, f, { by: 'summary' }).get(0) ?? ZERO);

/** Every marketplace of the scope (zeros without facts), ordered by id (the caller sorts the answer alike). */
export function expectedMarketplaces(raw: PartnerRaw, f: PartnerOracleQuery): PartnerMarketplaceRow[] {
  const byMp = expectedFigures(raw, f, { by: 'marketplace' });
  return [...f.mpIds]
    .sort((a, b) => a - b)
    .map((id) => {
      const v = byMp.get(id) ?? ZERO;
      const m = raw.mps.get(id)!;
      return {
        ...v,
        marketplace_id: id,
        marketplace_name: m.name,
        marketplace_code: m.code,
        order_types: orderTypesText(v.order_types_count),
      };
    });
}

/** The SKUs with any line, return or advertising row on the marketplace, ordered by SKU id. */
export function expectedSkus(raw: PartnerRaw, f: PartnerOracleQuery, mpId: number): PartnerSkuRow[] {
  const bySku = expectedFigures(raw, f, { by: 'sku', mpId });
  const days = Math.round((Date.parse(f.end) - Date.parse(f.start)) / 86_400_000) + 1;
  return [...bySku.entries()]
    .sort(([a], [b]) => a - b)
    .map(([id, v]) => {
      const sku =
        id === 0
          ? PARTNER_UNKNOWN_SKU
          : { sku_id: id, sku_code: raw.skus.get(id)!.code, sku_name: raw.skus.get(id)!.name };
      const st =
        id === 0
          ? undefined
          : raw.stock.find((s) => s.warehouse_id === f.warehouseId && s.sku_code === sku.sku_code);
      const current = st ? st.qty : null;
      const unitsAll = raw.lines
        .filter(
          (l) =>
            l.sku_id === id &&
            !cancelled(l.status) &&
            f.mpIds.includes(l.mp_id) &&
            l.date >= f.start &&
            l.date <= f.end &&
            (f.brandIds === null || (l.brand_id ?? 0) === 0 || f.brandIds.includes(l.brand_id!)),
        )
        .reduce((sum, l) => sum + l.qty, 0);
      return {
        ...v,
        sku_id: sku.sku_id,
        sku_code: sku.sku_code,
        sku_name: sku.sku_name,
        order_types: orderTypesText(v.order_types_count ?? {}),
        current_stock: current,
        stock_coverage_days: stockCoverageDays(current, unitsAll, days),
      };
    });
}
