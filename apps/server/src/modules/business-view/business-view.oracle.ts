/**
 * The business view recomputed in plain TypeScript from the raw rows (tests only): every table is read with a
 * plain select (no sums, no joins the report makes), and each figure is computed the way the README states it.
 * Amounts are summed in cents, so a figure matches the report to the cent or not at all.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/facts/executor';
import type { BusinessViewScope } from './business-view.repository';

/** What the oracle recomputes: the report's own scope (client, marketplace, window, brands, warehouses). */
export type OracleScope = BusinessViewScope;

/** One listing's figures; amounts in cents. */
export interface OracleRow {
  pk_product_id: number;
  retailer_sku: string;
  mp_sku_code: string | null;
  sku_code: string;
  title: string | null;
  brand_name: string | null;
  category: string | null;
  subcategory: string | null;
  sales: Record<'normal' | 'df' | 'po' | 'total', { q: number; cents: number }>;
  buybox_win_percentage: number | null;
  sales_rank: number | null;
  rating: number | null;
  rating_count: number | null;
  payment_cents: number;
  num_returns: number;
  p1: number;
  non_p1: number;
  fba: number;
  marketing_sales_cents: number;
  marketing_units: number;
  marketing_spend_cents: number;
}

type Product = {
  pk_product_id: number;
  identifier: string;
  mp_sku_code: string;
  sku_code: string;
  fk_sku_id: number | null;
  title: string | null;
  category: string | null;
  subcategory: string | null;
};

const toCents = (v: string | number | null) => (v === null ? 0 : Math.round(Number(v) * 100));
const inWindow = (d: string, s: OracleScope) => d >= s.start && d <= s.end;
const counted = (status: string | null) => !['cancelled', 'canceled'].includes((status ?? '').toLowerCase());

/** The listing a line belongs to: same identifier, SKU code blank or one of the listing's; seller SKU first. */
function listingOf(all: Product[], identifier: string | null, skuCode: string | null): Product | null {
  const sku = skuCode ?? '';
  const candidates = all.filter(
    (p) => p.identifier === identifier && (sku === '' || sku === p.sku_code || sku === p.mp_sku_code),
  );
  const rank = (p: Product) => [p.mp_sku_code === sku ? 0 : 1, p.sku_code === sku ? 0 : 1, p.pk_product_id];
  candidates.sort((a, b) => {
    const x = rank(a);
    const y = rank(b);
    return x[0]! - y[0]! || x[1]! - y[1]! || x[2]! - y[2]!;
  });
  return candidates[0] ?? null;
}

export async function businessViewOracle(db: Db, s: OracleScope): Promise<OracleRow[]> {
  const all = await rowsOf<Product>(
    db,
    sql`select pk_product_id, identifier, mp_sku_code, sku_code, fk_sku_id, title, category, subcategory
      from products where client_id = ${s.clientId} and mp_id = ${s.mpId}`,
  );
  const skuRows = await rowsOf<{ pk_sku_id: number; fk_brand_id: number | null }>(
    db,
    sql`select pk_sku_id, fk_brand_id from skus where client_id = ${s.clientId}`,
  );
  const brandNames = await rowsOf<{ pk_brand_id: number; brand_name: string }>(
    db,
    sql`select pk_brand_id, brand_name from brands`,
  );
  const brandOfSku = new Map(skuRows.map((r) => [r.pk_sku_id, r.fk_brand_id]));
  const nameOf = new Map(brandNames.map((b) => [b.pk_brand_id, b.brand_name]));
  const orders = await rowsOf<{
    order_id: string;
    order_item_id: string;
    order_type: 'R' | 'DF' | 'PO';
    identifier: string | null;
    sku_code: string | null;
    purchase_date: string;
    order_status: string | null;
    quantity_ordered: number;
    item_price: string;
  }>(
    db,
    sql`select order_id, order_item_id, order_type, identifier, sku_code, to_char(purchase_date, 'YYYY-MM-DD') as purchase_date,
      order_status, quantity_ordered, item_price from orders where client_id = ${s.clientId} and mp_id = ${s.mpId}`,
  );
  const returns = await rowsOf<{
    identifier: string | null;
    sku_code: string | null;
    return_date: string;
    quantity: number;
  }>(
    db,
    sql`select identifier, sku_code, to_char(return_date, 'YYYY-MM-DD') as return_date, quantity
      from returns where client_id = ${s.clientId} and mp_id = ${s.mpId}`,
  );
  const settled = await rowsOf<{
    order_id: string | null;
    order_item_id: string | null;
    deposit_date: string | null;
    amount: string | null;
  }>(
    db,
    sql`select order_id, order_item_id, deposit_date::text, amount from settlements
      where client_id = ${s.clientId} and mp_id = ${s.mpId}`,
  );
  const boxes = await rowsOf<{ fk_product_id: number; day: string; is_buy_box_winner: boolean }>(
    db,
    sql`select fk_product_id, to_char(taken_at at time zone 'UTC', 'YYYY-MM-DD') as day, is_buy_box_winner
      from buybox_snapshots where client_id = ${s.clientId}`,
  );
  const snaps = await rowsOf<{
    fk_product_id: number;
    date: string;
    sales_rank: number | null;
    reviews_average_rating: string | null;
    reviews_count: number;
  }>(
    db,
    sql`select fk_product_id, to_char(date, 'YYYY-MM-DD') as date, sales_rank, reviews_average_rating, reviews_count
      from catalogue_snapshots where client_id = ${s.clientId}`,
  );
  const stockRows = await rowsOf<{ fk_warehouse_id: number; sku_code: string; quantity: number }>(
    db,
    sql`select fk_warehouse_id, sku_code, quantity from stock where client_id = ${s.clientId}`,
  );
  const priorities = await rowsOf<{ fk_warehouse_id: number; priority: number }>(
    db,
    sql`select fk_warehouse_id, priority from warehouse_priorities where client_id = ${s.clientId} and mp_id = ${s.mpId}`,
  );
  const serving = await rowsOf<{ warehouse_id: number }>(
    db,
    sql`select warehouse_id from warehouse_marketplaces where client_id = ${s.clientId} and mp_id = ${s.mpId}`,
  );
  const fba = await rowsOf<{ sku_code: string; available: number }>(
    db,
    sql`select sku_code, available from fba_stock where client_id = ${s.clientId} and mp_id = ${s.mpId}`,
  );
  const ads = await rowsOf<{
    fk_sku_id: number | null;
    date: string;
    sales: string;
    units: number;
    spend: string;
  }>(
    db,
    sql`select fk_sku_id, to_char(date, 'YYYY-MM-DD') as date, sales, units, spend from ad_metrics_daily
      where client_id = ${s.clientId} and mp_id = ${s.mpId} and entity_type = 'ad_product'`,
  );

  const rows = new Map<number, OracleRow>();
  for (const p of all) {
    const brandId = p.fk_sku_id === null ? null : (brandOfSku.get(p.fk_sku_id) ?? null);
    if (s.brandIds !== null && brandId !== null && brandId !== 0 && !s.brandIds.includes(brandId)) continue;
    const zero = () => ({ q: 0, cents: 0 });
    rows.set(p.pk_product_id, {
      pk_product_id: p.pk_product_id,
      retailer_sku: p.identifier,
      mp_sku_code: p.mp_sku_code === '' ? null : p.mp_sku_code,
      sku_code: p.sku_code,
      title: p.title,
      brand_name: brandId === null ? null : (nameOf.get(brandId) ?? null),
      category: p.category,
      subcategory: p.subcategory,
      sales: { normal: zero(), df: zero(), po: zero(), total: zero() },
      buybox_win_percentage: null,
      sales_rank: null,
      rating: null,
      rating_count: null,
      payment_cents: 0,
      num_returns: 0,
      p1: 0,
      non_p1: 0,
      fba: 0,
      marketing_sales_cents: 0,
      marketing_units: 0,
      marketing_spend_cents: 0,
    });
  }

  // Sales, and the window's counted lines for the payments.
  const paidLines = new Map<string, OracleRow>();
  for (const o of orders) {
    if (!inWindow(o.purchase_date, s) || !counted(o.order_status)) continue;
    const listing = listingOf(all, o.identifier, o.sku_code);
    const row = listing && rows.get(listing.pk_product_id);
    if (!row) continue;
    const kind = o.order_type === 'R' ? 'normal' : o.order_type === 'DF' ? 'df' : 'po';
    for (const k of [kind, 'total'] as const) {
      row.sales[k].q += o.quantity_ordered;
      row.sales[k].cents += toCents(o.item_price);
    }
    paidLines.set(`${o.order_id}|${o.order_item_id}`, row);
  }
  for (const st of settled) {
    const row = paidLines.get(`${st.order_id}|${st.order_item_id}`);
    if (row && st.deposit_date !== null) row.payment_cents += toCents(st.amount);
  }
  for (const r of returns) {
    if (!inWindow(r.return_date, s)) continue;
    const listing = listingOf(all, r.identifier, r.sku_code);
    const row = listing && rows.get(listing.pk_product_id);
    if (row) row.num_returns += r.quantity;
  }

  const p1 = new Set(priorities.filter((p) => p.priority === 1).map((p) => p.fk_warehouse_id));
  const serves = new Set(serving.map((w) => w.warehouse_id));
  const products = new Map(all.map((p) => [p.pk_product_id, p]));
  for (const row of rows.values()) {
    const p = products.get(row.pk_product_id)!;
    const seen = boxes.filter((b) => b.fk_product_id === p.pk_product_id && inWindow(b.day, s));
    if (seen.length > 0) {
      const wins = seen.filter((b) => b.is_buy_box_winner).length;
      row.buybox_win_percentage = Math.round((10_000 * wins) / seen.length) / 100;
    }
    const latest = snaps
      .filter((c) => c.fk_product_id === p.pk_product_id && inWindow(c.date, s))
      .sort((a, b) => b.date.localeCompare(a.date))[0];
    if (latest) {
      row.sales_rank = latest.sales_rank;
      row.rating = latest.reviews_average_rating === null ? null : Number(latest.reviews_average_rating);
      row.rating_count = latest.reviews_count;
    }
    for (const st of stockRows) {
      if (st.sku_code !== p.sku_code) continue;
      if (s.warehouseIds !== null && !s.warehouseIds.includes(st.fk_warehouse_id)) continue;
      if (p1.has(st.fk_warehouse_id)) row.p1 += st.quantity;
      else if (serves.has(st.fk_warehouse_id)) row.non_p1 += st.quantity;
    }
    for (const f of fba) {
      if ((p.mp_sku_code !== '' && f.sku_code === p.mp_sku_code) || f.sku_code === p.sku_code)
        row.fba += f.available;
    }
    for (const a of ads) {
      if (a.fk_sku_id === null || a.fk_sku_id !== p.fk_sku_id || !inWindow(a.date, s)) continue;
      row.marketing_sales_cents += toCents(a.sales);
      row.marketing_units += a.units;
      row.marketing_spend_cents += toCents(a.spend);
    }
  }
  return [...rows.values()];
}
