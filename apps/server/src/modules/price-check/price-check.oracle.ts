/**
 * The Price Check rows recomputed in plain TypeScript from the raw rows (used by tests only): orders, products,
 * skus, brands, prices, fees, sku_costs, warehouse_marketplaces and currency_rates read as they are, and every
 * figure derived here without the server's SQL or contracts' rule functions, in integer cents.
 */
import type { PriceCheckFocusedRow, PriceCheckOrderedRow } from '@marketdesk/contracts/price-check';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/facts';
import { rowsOf } from '../../db/facts/executor';

interface Raw {
  mpCurrency: string;
  products: {
    id: number;
    identifier: string;
    mp_sku_code: string;
    sku_code: string;
    fk_sku_id: number | null;
    title: string | null;
    focused: boolean;
    brand: number | null;
  }[];
  prices: Map<
    number,
    { regular: number | null; sale: number | null; from: string | null; to: string | null }
  >;
  fees: Map<string, { price: number | null; frac: number | null; fixed: number | null; ship: number | null }>;
  costs: {
    sku: number;
    wh: number;
    purchase: number | null;
    ship: number | null;
    extra: number | null;
    cur: string;
    day: string;
  }[];
  serving: Set<number>;
  rates: Map<string, { date: string; v: number }[]>;
  orders: {
    order_id: string;
    item: string;
    date: string;
    type: string;
    status: string | null;
    identifier: string | null;
    sku_code: string | null;
    sku: number | null;
    brand: number | null;
    q: number;
    price: number;
    tax: number | null;
  }[];
  brandNames: Map<number, string>;
}

export async function readRaw(db: Executor, clientId: number, mpId: number): Promise<Raw> {
  const q = <T>(query: ReturnType<typeof sql>) => rowsOf<T>(db, query);
  const [mp] = await q<{ c: string }>(
    sql`select currency_code as c from marketplaces where pk_mp_id = ${mpId}`,
  );
  const products = await q<Raw['products'][number]>(
    sql`select p.pk_product_id as id, p.identifier, p.mp_sku_code, p.sku_code, p.fk_sku_id, p.title,
      p.focused_sku as focused, s.fk_brand_id as brand from products p
      left join skus s on s.client_id = p.client_id and s.pk_sku_id = p.fk_sku_id
      where p.client_id = ${clientId} and p.mp_id = ${mpId}`,
  );
  const prices = await q<{
    id: number;
    regular: number | null;
    sale: number | null;
    from: string | null;
    to: string | null;
  }>(
    sql`select fk_product_id as id, regular_price::float8 as regular, sale_price::float8 as sale,
      sale_start_date::text as from, sale_end_date::text as to from prices where client_id = ${clientId}`,
  );
  const fees = await q<{
    identifier: string;
    price: number | null;
    frac: number | null;
    fixed: number | null;
    ship: number | null;
  }>(
    sql`select identifier, selling_price::float8 as price, fee_variable_frac::float8 as frac,
      fee_fixed::float8 as fixed, fee_shipping::float8 as ship from fees
      where client_id = ${clientId} and mp_id = ${mpId}`,
  );
  const costs = await q<Raw['costs'][number]>(
    sql`select fk_sku_id as sku, fk_warehouse_id as wh, purchase_cost::float8 as purchase,
      shipping_cost::float8 as ship, additional_cost::float8 as extra, currency_code as cur,
      to_char(dt_update at time zone 'UTC', 'YYYY-MM-DD') as day from sku_costs where client_id = ${clientId}`,
  );
  const serving = await q<{ w: number }>(
    sql`select warehouse_id as w from warehouse_marketplaces where client_id = ${clientId} and mp_id = ${mpId}`,
  );
  const rates = await q<{ date: string; cur: string; v: number }>(
    sql`select date::text as date, currency_code as cur, units_per_usd::float8 as v from currency_rates`,
  );
  const orders = await q<Raw['orders'][number]>(
    sql`select order_id, order_item_id as item, purchase_date::text as date, order_type as type,
      order_status as status, identifier, sku_code, fk_sku_id as sku, fk_brand_id as brand,
      quantity_ordered as q, item_price::float8 as price, amount_tax::float8 as tax
      from orders where client_id = ${clientId} and mp_id = ${mpId}`,
  );
  const brands = await q<{ id: number; name: string }>(
    sql`select pk_brand_id as id, brand_name as name from brands`,
  );
  const rateMap = new Map<string, { date: string; v: number }[]>();
  for (const r of rates) rateMap.set(r.cur, [...(rateMap.get(r.cur) ?? []), { date: r.date, v: r.v }]);
  return {
    mpCurrency: mp!.c,
    products,
    prices: new Map(prices.map((p) => [p.id, p])),
    fees: new Map(fees.map((f) => [f.identifier, f])),
    costs,
    serving: new Set(serving.map((s) => s.w)),
    rates: rateMap,
    orders,
    brandNames: new Map(brands.map((b) => [b.id, b.name])),
  };
}

/** Half away from zero, of a value known to lie near a whole number of hundredths or finer. */
const c2 = (x: number) => Math.sign(x) * Math.round(Math.abs(x) * 100 + 1e-7);
const fromCents = (c: number | null) => (c === null ? null : c / 100);
const allowed = (brand: number | null, brandIds: readonly number[] | null) =>
  brandIds === null || !brand || brandIds.includes(brand);

function rateOn(raw: Raw, cur: string, day: string): number | null {
  const list = (raw.rates.get(cur) ?? [])
    .filter((r) => r.date <= day)
    .sort((a, b) => b.date.localeCompare(a.date));
  return list[0]?.v ?? null;
}

/** Landed unit cost in cents on `day`: known rows (serving first, newest), else the first known (if allowed). */
function unitCostCents(raw: Raw, sku: number | null, day: string, firstKnown: boolean): number | null {
  if (sku === null) return null;
  const rows = raw.costs.filter((c) => c.sku === sku);
  const serving = (c: Raw['costs'][number]) => (raw.serving.has(c.wh) ? 1 : 0);
  const known = rows
    .filter((c) => c.day <= day)
    .sort((a, b) => serving(b) - serving(a) || b.day.localeCompare(a.day) || a.wh - b.wh);
  const later = rows
    .filter((c) => c.day > day)
    .sort((a, b) => serving(b) - serving(a) || a.day.localeCompare(b.day) || a.wh - b.wh);
  const c = known[0] ?? (firstKnown ? later[0] : undefined);
  if (!c || c.purchase === null) return null;
  const total = c.purchase + (c.ship ?? 0) + (c.extra ?? 0);
  if (c.cur === raw.mpCurrency) return c2(total);
  const tgt = rateOn(raw, raw.mpCurrency, day);
  const src = rateOn(raw, c.cur, day);
  return tgt === null || src === null ? null : c2((total * tgt) / src);
}

function profitOf(sellingCents: number | null, costs: (number | null)[]) {
  if (sellingCents === null || costs.some((c) => c === null))
    return { profit: null, profit_percentage: null };
  const profit = (costs as number[]).reduce((s, c) => s - c, sellingCents);
  const pct =
    sellingCents > 0
      ? (Math.sign(profit) * Math.round(Math.abs(profit * 10_000) / sellingCents)) / 100
      : null;
  return { profit: profit / 100, profit_percentage: pct === 0 ? 0 : pct };
}

export function expectedFocused(
  raw: Raw,
  today: string,
  brandIds: readonly number[] | null,
): PriceCheckFocusedRow[] {
  return raw.products
    .filter((p) => p.focused && allowed(p.brand, brandIds))
    .map((p) => {
      const pr = raw.prices.get(p.id);
      const fee = raw.fees.get(p.identifier);
      const saleRuns =
        pr?.sale != null && pr.from !== null && pr.from <= today && (pr.to === null || pr.to >= today);
      const price = saleRuns ? pr!.sale : (pr?.regular ?? fee?.price ?? null);
      const priceC = price === null ? null : c2(price);
      const commission =
        fee && priceC !== null
          ? c2((priceC / 100) * (fee.frac ?? 0) + (fee.fixed ?? 0) + (fee.ship ?? 0))
          : null;
      const buying = unitCostCents(raw, p.fk_sku_id, today, false);
      return {
        asin: p.identifier,
        sku: p.mp_sku_code || p.sku_code,
        title: p.title,
        buying_price: fromCents(buying),
        commission_fee: fromCents(commission),
        selling_price: fromCents(priceC),
        ...profitOf(priceC, [commission, buying]),
      };
    })
    .sort((a, b) => a.asin.localeCompare(b.asin) || a.sku.localeCompare(b.sku));
}

export function expectedOrdered(
  raw: Raw,
  start: string,
  end: string,
  brandIds: readonly number[] | null,
): PriceCheckOrderedRow[] {
  return raw.orders
    .filter(
      (o) =>
        o.type === 'R' &&
        o.date >= start &&
        o.date <= end &&
        !['cancelled', 'canceled'].includes((o.status ?? '').toLowerCase()) &&
        allowed(o.brand, brandIds),
    )
    .sort(
      (a, b) =>
        b.date.localeCompare(a.date) || a.order_id.localeCompare(b.order_id) || a.item.localeCompare(b.item),
    )
    .map((o) => {
      const fee = o.identifier === null ? undefined : raw.fees.get(o.identifier);
      const taxC = c2(o.tax ?? 0);
      const sellingC = c2(o.price) + taxC;
      const commission = fee ? c2((sellingC * Math.round((fee.frac ?? 0) * 10_000)) / 1_000_000) : null;
      const shipping = fee ? c2((fee.ship ?? 0) * o.q) : null;
      const other = fee ? c2((fee.fixed ?? 0) * o.q) : null;
      const unit = unitCostCents(raw, o.sku, o.date, true);
      const buying = unit === null ? null : unit * o.q;
      const listings = raw.products.filter((p) => p.identifier === o.identifier);
      const own = listings.filter((p) => [p.sku_code, p.mp_sku_code].includes(o.sku_code ?? ''));
      const title = ([...own].sort((a, b) => a.id - b.id)[0] ?? [...listings].sort((a, b) => a.id - b.id)[0])
        ?.title;
      return {
        order_id: o.order_id,
        asin: o.identifier,
        sku: o.sku_code,
        title: title ?? null,
        brand: o.brand ? (raw.brandNames.get(o.brand) ?? null) : null,
        buying_price: fromCents(buying),
        commission_fee: fromCents(commission),
        selling_price: sellingC / 100,
        shipping_fee: fromCents(shipping),
        taxes: taxC / 100,
        other_fees: fromCents(other),
        ...profitOf(sellingC, [commission, buying, shipping, taxC, other]),
      };
    });
}
