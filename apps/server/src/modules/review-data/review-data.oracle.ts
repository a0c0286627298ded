/**
 * The review data recomputed from the raw rows in plain TypeScript (tests only): the oracle the figures test
 * compares the calls with. It reads whole tables of one client and applies the README's rules row by row, with
 * none of the report's SQL.
 */
import { prefixOf } from '@marketdesk/contracts/marketplace-registry';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/facts/executor';

export interface OracleFilter {
  clientId: number;
  warehouseId: number;
  mpIds: number[];
  brandIds: number[] | null;
  previous: { start: string; end: string };
  current: { start: string; end: string };
  currency: string;
}

type Raw = Record<string, unknown>;
const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));
const day = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10));
const within = (d: string, p: { start: string; end: string }) => d >= p.start && d <= p.end;
const cancelled = (s: unknown) => ['cancelled', 'canceled'].includes(String(s ?? '').toLowerCase());
const r2 = (n: number) => Math.round(n * 100) / 100;
const pct = (a: number, b: number) => (b === 0 ? null : r2((a / b) * 100));

export async function loadRaw(db: Db, clientId: number) {
  const all = (table: string) =>
    rowsOf<Raw>(db, sql`select * from ${sql.identifier(table)} where client_id = ${clientId}::int`);
  return {
    skus: await all('skus'),
    brands: await rowsOf<Raw>(db, sql`select * from brands`),
    products: await all('products'),
    stock: await all('stock'),
    fba: await all('fba_stock'),
    orders: await all('orders'),
    settlements: await all('settlements'),
    returns: await all('returns'),
    ads: await rowsOf<Raw>(
      db,
      sql`select * from ad_metrics_daily where client_id = ${clientId}::int and entity_type = 'ad_product'`,
    ),
    boxes: await all('buybox_snapshots'),
    catalogue: await all('catalogue_snapshots'),
    rates: await rowsOf<Raw>(db, sql`select * from currency_rates`),
    marketplaces: await rowsOf<Raw>(db, sql`select * from marketplaces`),
  };
}
export type RawData = Awaited<ReturnType<typeof loadRaw>>;

/** Every row of the report, by SKU code, as the README defines each figure. */
export function oracleRows(raw: RawData, f: OracleFilter) {
  // The reports' currency rule: the day's rate, else the nearest earlier one, else the first later one.
  const byCurrency = new Map<string, [string, number][]>();
  for (const r of raw.rates) {
    const list = byCurrency.get(String(r.currency_code)) ?? [];
    list.push([day(r.date), Number(r.units_per_usd)]);
    byCurrency.set(String(r.currency_code), list);
  }
  for (const list of byCurrency.values()) list.sort((a, b) => a[0].localeCompare(b[0]));
  const rateOn = (cur: string, d: string): number | null => {
    let best: number | null = null;
    for (const [x, v] of byCurrency.get(cur) ?? []) {
      if (x <= d) best = v;
      else return best ?? v;
    }
    return best;
  };
  const factor = (cur: string, d: string): number | null => {
    if (cur === f.currency) return 1;
    const s = rateOn(cur, d);
    const t = rateOn(f.currency, d);
    return s === null || t === null ? null : t / s;
  };
  const latest = (cur: string) => rateOn(cur, f.current.end);
  const conv = (amount: unknown, cur: string, d: string) => {
    const k = factor(cur, d);
    return k === null ? 0 : num(amount) * k;
  };
  const mpCurrency = new Map(raw.marketplaces.map((m) => [Number(m.pk_mp_id), String(m.currency_code)]));
  const az = new Set(
    raw.marketplaces.filter((m) => prefixOf(String(m.short_code)) === 'AZ').map((m) => Number(m.pk_mp_id)),
  );
  const mps = new Set(f.mpIds);
  const listed = raw.products.filter((p) => mps.has(Number(p.mp_id)));
  const held = raw.stock.filter((k) => Number(k.fk_warehouse_id) === f.warehouseId);
  const brandName = new Map(raw.brands.map((b) => [Number(b.pk_brand_id), String(b.brand_name)]));
  const inBrands = (b: unknown) =>
    f.brandIds === null || b === null || Number(b) === 0 || f.brandIds.includes(Number(b));
  const skus = raw.skus
    .filter((s) => inBrands(s.fk_brand_id))
    .filter(
      (s) => listed.some((p) => p.sku_code === s.sku_code) || held.some((k) => k.sku_code === s.sku_code),
    )
    .sort((a, b) => (String(a.sku_code) < String(b.sku_code) ? -1 : 1));
  const days = (Date.parse(f.current.end) - Date.parse(f.current.start)) / 86_400_000 + 1;

  return skus.map((s) => {
    const code = String(s.sku_code);
    const mine = listed.filter((p) => p.sku_code === code);
    const productIds = new Set(mine.map((p) => Number(p.pk_product_id)));
    const sellerSkus = new Set(mine.map((p) => `${p.mp_id}|${String(p.mp_sku_code || p.sku_code)}`));
    const fba = raw.fba.filter((x) => sellerSkus.has(`${x.mp_id}|${x.sku_code}`));
    const stockWh = held.filter((k) => k.sku_code === code).reduce((a, k) => a + num(k.quantity), 0);
    const stockFba = fba.reduce((a, x) => a + num(x.available), 0);
    const fee = fba.reduce((a, x) => {
      const cur = mpCurrency.get(Number(x.mp_id))!;
      const k = cur === f.currency ? 1 : (latest(f.currency) ?? Number.NaN) / (latest(cur) ?? Number.NaN);
      return a + num(x.aged_fee) * k;
    }, 0);
    const orders = raw.orders.filter((o) => o.sku_code === code && mps.has(Number(o.mp_id)));
    const sumOf = (type: string, p: { start: string; end: string }, pick: (o: Raw) => number) =>
      orders
        .filter((o) => o.order_type === type && within(day(o.purchase_date), p) && !cancelled(o.order_status))
        .reduce((a, o) => a + pick(o), 0);
    const money = (o: Raw) => conv(o.item_price, String(o.currency_code), day(o.purchase_date));
    const currentR = orders.filter(
      (o) => o.order_type === 'R' && !cancelled(o.order_status) && within(day(o.purchase_date), f.current),
    );
    let received = 0;
    let toReceive = 0;
    for (const o of currentR) {
      const lines = raw.settlements.filter(
        (x) =>
          x.mp_id === o.mp_id &&
          x.order_id === o.order_id &&
          x.transaction_type === 'Order' &&
          (x.order_item_id === o.order_item_id || (x.order_item_id === null && x.sku_code === o.sku_code)),
      );
      const k = factor(String(o.currency_code), day(o.purchase_date)) ?? 0;
      if (lines.length === 0) toReceive += (num(o.item_price) + num(o.amount_tax)) * k;
      // A settlement amount is in its own currency, converted at the line's purchase day.
      else
        received += lines.reduce(
          (a, x) => a + num(x.amount) * (factor(String(x.currency_code), day(o.purchase_date)) ?? 0),
          0,
        );
    }
    const rets = raw.returns.filter(
      (x) => x.sku_code === code && mps.has(Number(x.mp_id)) && within(day(x.return_date), f.current),
    );
    const ads = raw.ads.filter(
      (a) => Number(a.fk_sku_id) === Number(s.pk_sku_id) && mps.has(Number(a.mp_id)),
    );
    const adSum = (p: { start: string; end: string }, pick: (a: Raw) => number) =>
      ads.filter((a) => within(day(a.date), p)).reduce((t, a) => t + pick(a), 0);
    const adMoney = (field: string) => (a: Raw) =>
      conv(a[field], mpCurrency.get(Number(a.mp_id))!, day(a.date));
    const boxes = raw.boxes.filter(
      (b) =>
        productIds.has(Number(b.fk_product_id)) &&
        within(new Date(b.taken_at as string).toISOString().slice(0, 10), f.current),
    );
    const ranks = mine
      .filter((p) => az.has(Number(p.mp_id)))
      .map(
        (p) =>
          raw.catalogue
            .filter(
              (c) => Number(c.fk_product_id) === Number(p.pk_product_id) && within(day(c.date), f.current),
            )
            .sort((a, b) => day(b.date).localeCompare(day(a.date)))[0],
      )
      .filter((c) => c && c.sales_rank !== null)
      .map((c) => Number(c!.sales_rank));
    const units = (p: { start: string; end: string }, type: string) =>
      sumOf(type, p, (o) => num(o.quantity_ordered));
    const salesUnitsCur = units(f.current, 'R');
    const dfUnitsCur = units(f.current, 'DF');
    const total = stockWh + stockFba;
    const perDay = (salesUnitsCur + dfUnitsCur) / days;
    const spendP = adSum(f.previous, adMoney('spend'));
    const spendC = adSum(f.current, adMoney('spend'));
    const salesP = adSum(f.previous, adMoney('sales'));
    const salesC = adSum(f.current, adMoney('sales'));
    const shipped = (p: { start: string; end: string }) => sumOf('PO', p, (o) => num(o.quantity_shipped));
    const ordered = (p: { start: string; end: string }) => sumOf('PO', p, (o) => num(o.quantity_ordered));
    return {
      sku_id: Number(s.pk_sku_id),
      sku_code: code,
      sku_name: String(s.sku_name),
      brand_name: s.fk_brand_id === null ? null : (brandName.get(Number(s.fk_brand_id)) ?? null),
      category: (s.category as string | null) ?? null,
      subcategory: (s.subcategory as string | null) ?? null,
      is_focus_sku: mine.some((p) => p.focused_sku === true),
      LBB: boxes.length === 0 ? null : pct(boxes.filter((b) => !b.is_buy_box_winner).length, boxes.length),
      is_stranded: fba.some((x) => num(x.stranded) > 0),
      stock_p1_wh: stockWh,
      stock_fba: stockFba,
      total_stock: total,
      stock_cover: perDay > 0 ? Math.round((total / perDay) * 10) / 10 : null,
      fba_overage_above_90: fba.reduce((a, x) => a + num(x.aged_91_180) + num(x.aged_181_plus), 0),
      fba_overage_above_180: fba.reduce((a, x) => a + num(x.aged_181_plus), 0),
      overage_fee: r2(fee),
      po_shipped_previous: shipped(f.previous),
      po_shipped_current: shipped(f.current),
      fill_rate_previous: pct(shipped(f.previous), ordered(f.previous)),
      fill_rate_current: pct(shipped(f.current), ordered(f.current)),
      sales_units_previous: units(f.previous, 'R'),
      sales_units_current: salesUnitsCur,
      sales_amount_previous: r2(sumOf('R', f.previous, money)),
      sales_amount_current: r2(sumOf('R', f.current, money)),
      df_units_previous: units(f.previous, 'DF'),
      df_units_current: dfUnitsCur,
      df_amount_previous: r2(sumOf('DF', f.previous, money)),
      df_amount_current: r2(sumOf('DF', f.current, money)),
      payment_received: r2(received),
      payment_to_receive: r2(toReceive),
      loss_amount_current: r2(
        rets.reduce((a, x) => a + conv(x.price, String(x.currency_code), day(x.return_date)), 0),
      ),
      returns_count: rets.reduce((a, x) => a + num(x.quantity), 0),
      az_ranking: ranks.length === 0 ? null : Math.min(...ranks),
      marketing_clicks_previous: adSum(f.previous, (a) => num(a.clicks)),
      marketing_clicks_current: adSum(f.current, (a) => num(a.clicks)),
      marketing_units_previous: adSum(f.previous, (a) => num(a.units)),
      marketing_units_current: adSum(f.current, (a) => num(a.units)),
      marketing_sales_previous: r2(salesP),
      marketing_sales_current: r2(salesC),
      marketing_spend_previous: r2(spendP),
      marketing_spend_current: r2(spendC),
      // ACOS of the sums as shown (to the cent).
      acos_previous: pct(r2(spendP), r2(salesP)),
      acos_current: pct(r2(spendC), r2(salesC)),
    };
  });
}
