/**
 * Test oracle: the dashboard answers recomputed in plain TypeScript from the RAW rows (orders, returns,
 * ad_metrics_daily, currency_rates), never from the rollups, so a wrong rollup, filter or conversion shows.
 */
import type { MarketingAnswer, SalesAnswer } from '@marketdesk/contracts/dashboard';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

interface Order {
  mp_id: number;
  date: string;
  type: 'R' | 'PO' | 'DF';
  status: string | null;
  price: number;
  sku_id: number | null;
  brand_id: number | null;
}
interface Ret {
  mp_id: number;
  date: string;
  quantity: number;
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

export interface Raw {
  orders: Order[];
  returns: Ret[];
  ads: Ad[];
  /** currency → sorted [date, units_per_usd]. */
  rates: Map<string, [string, number][]>;
  mpCurrency: Map<number, string>;
  /** The client's SKU ids by code. */
  skuIds: Map<string, number>;
}

const q = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

export async function readRaw(db: Db, clientId: number): Promise<Raw> {
  const orders = await q<Order>(
    db,
    sql`select mp_id, purchase_date::text as date, order_type as type, order_status as status,
      item_price::float8 as price, fk_sku_id as sku_id, fk_brand_id as brand_id from orders where client_id = ${clientId}`,
  );
  const returns = await q<Ret>(
    db,
    sql`select mp_id, return_date::text as date, quantity, fk_sku_id as sku_id, fk_brand_id as brand_id
      from returns where client_id = ${clientId}`,
  );
  const ads = await q<Ad>(
    db,
    sql`select mp_id, date::text as date, entity_type as level, sales::float8 as sales, spend::float8 as spend,
      fk_sku_id as sku_id, fk_brand_id as brand_id from ad_metrics_daily where client_id = ${clientId}`,
  );
  const rateRows = await q<{ c: string; d: string; v: number }>(
    db,
    sql`select currency_code c, date::text d, units_per_usd::float8 v from currency_rates order by c, d`,
  );
  const rates = new Map<string, [string, number][]>();
  for (const x of rateRows) rates.set(x.c, [...(rates.get(x.c) ?? []), [x.d, x.v]]);
  const mps = await q<{ id: number; c: string }>(
    db,
    sql`select pk_mp_id id, currency_code c from marketplaces`,
  );
  const skus = await q<{ id: number; code: string }>(
    db,
    sql`select pk_sku_id id, sku_code code from skus where client_id = ${clientId}`,
  );
  return {
    orders,
    returns,
    ads,
    rates,
    mpCurrency: new Map(mps.map((m) => [m.id, m.c])),
    skuIds: new Map(skus.map((s) => [s.code, s.id])),
  };
}

/** Nearest rate on or before the day, else the first after it. */
function rate(raw: Raw, code: string, day: string): number {
  const list = raw.rates.get(code) ?? [];
  let best: number | undefined;
  for (const [d, v] of list) {
    if (d <= day) best = v;
    else return best ?? v;
  }
  if (best === undefined) throw new Error(`no rate for ${code}`);
  return best;
}

export interface OracleQuery {
  start: string;
  /** Already capped to today. */
  end: string;
  /** Effective marketplace / brand filters (null = all) after the access rules; SKU codes as requested. */
  mpIds: number[] | null;
  brandIds: number[] | null;
  skus: string[];
  currency: string;
}

function matcher(raw: Raw, f: OracleQuery) {
  const skuIds = new Set(f.skus.map((c) => raw.skuIds.get(c)).filter((id) => id !== undefined));
  return (row: { mp_id: number; date: string; sku_id: number | null; brand_id: number | null }) =>
    row.date >= f.start &&
    row.date <= f.end &&
    (f.mpIds === null || f.mpIds.includes(row.mp_id)) &&
    (f.brandIds === null || f.brandIds.includes(row.brand_id ?? 0)) &&
    (f.skus.length === 0 || (row.sku_id !== null && skuIds.has(row.sku_id)));
}

const factor = (raw: Raw, mpId: number, day: string, target: string) => {
  const src = raw.mpCurrency.get(mpId)!;
  return src === target ? 1 : rate(raw, target, day) / rate(raw, src, day);
};
const round2 = (v: number) => Math.round(v * 100) / 100;
const cancelled = (s: string | null) => ['cancelled', 'canceled'].includes((s ?? '').toLowerCase());

export function expectedSales(raw: Raw, f: OracleQuery): SalesAnswer {
  const match = matcher(raw, f);
  const acc = new Map<string, { R: number; PO: number; DF: number; ret: number }>();
  const cell = (mp: number, d: string) => {
    const key = `${mp}|${d}`;
    if (!acc.has(key)) acc.set(key, { R: 0, PO: 0, DF: 0, ret: 0 });
    return acc.get(key)!;
  };
  for (const o of raw.orders) if (!cancelled(o.status) && match(o)) cell(o.mp_id, o.date)[o.type] += o.price;
  for (const r of raw.returns) if (match(r)) cell(r.mp_id, r.date).ret += r.quantity;
  const answer: SalesAnswer = { summary: { total_sales_amount: 0, total_returns: 0 }, daily: {} };
  let total = 0;
  for (const [key, v] of acc) {
    const [mp, d] = key.split('|') as [string, string];
    const k = factor(raw, Number(mp), d, f.currency);
    total += (v.R + v.PO + v.DF) * k;
    answer.summary.total_returns += v.ret;
    answer.daily[mp] = answer.daily[mp] ?? {};
    answer.daily[mp][d] = {
      sales_R: round2(v.R * k),
      sales_PO: round2(v.PO * k),
      sales_DF: round2(v.DF * k),
      num_returns: v.ret,
    };
  }
  answer.summary.total_sales_amount = round2(total);
  return answer;
}

export function expectedMarketing(raw: Raw, f: OracleQuery): MarketingAnswer {
  const match = matcher(raw, f);
  const acc = new Map<string, { sales: number; spend: number }>();
  for (const a of raw.ads) {
    if (a.level !== 'ad_product' || !match(a)) continue;
    const key = `${a.mp_id}|${a.date}`;
    const v = acc.get(key) ?? { sales: 0, spend: 0 };
    v.sales += a.sales;
    v.spend += a.spend;
    acc.set(key, v);
  }
  const answer: MarketingAnswer = { summary: { total_ams_sales: 0, total_ams_spend: 0 }, daily: {} };
  let sales = 0;
  let spend = 0;
  for (const [key, v] of acc) {
    const [mp, d] = key.split('|') as [string, string];
    const k = factor(raw, Number(mp), d, f.currency);
    sales += v.sales * k;
    spend += v.spend * k;
    answer.daily[mp] = answer.daily[mp] ?? {};
    answer.daily[mp][d] = { ams_sales: round2(v.sales * k), ams_spend: round2(v.spend * k) };
  }
  answer.summary = { total_ams_sales: round2(sales), total_ams_spend: round2(spend) };
  return answer;
}

/**
 * Compares two answers of the same shape: identical keys, numbers within a cent (the oracle sums binary
 * floats, the database exact decimals, so a value on a half cent may round either way).
 */
export function differences(actual: unknown, expected: unknown, path = ''): string[] {
  if (typeof expected === 'number') {
    return typeof actual === 'number' && Math.abs(actual - expected) <= 0.0101
      ? []
      : [`${path}: ${String(actual)} != ${expected}`];
  }
  if (expected && typeof expected === 'object') {
    if (!actual || typeof actual !== 'object') return [`${path}: missing`];
    const a = actual as Record<string, unknown>;
    const e = expected as Record<string, unknown>;
    const keys = new Set([...Object.keys(a), ...Object.keys(e)]);
    return [...keys].flatMap((k) =>
      k in e ? differences(a[k], e[k], `${path}/${k}`) : [`${path}/${k}: unexpected`],
    );
  }
  return actual === expected ? [] : [`${path}: ${String(actual)} != ${String(expected)}`];
}
