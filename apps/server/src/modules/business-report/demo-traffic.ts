import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { insertRows, rowsOf } from '../../db/facts/executor';
import { COUNTED_ORDER_SQL } from '../../db/facts/order-status';
import { businessReportTraffic } from '../../db/schema';

/** A deterministic number in [0, n) from the parts (the same demo on every fresh start). */
const pick = (n: number, ...parts: (string | number)[]) =>
  createHash('sha256').update(parts.join('\u0000')).digest().readUInt32BE(0) % n;

const DAY = 86_400_000;
/** Weekly Business Reports the demo seller uploaded, the last ending yesterday. */
const WEEKS = 8;
const iso = (t: number) => new Date(t).toISOString().slice(0, 10);

/**
 * The demo's Business Reports, as if each client had uploaded the weekly Detail Page Sales and Traffic by Child
 * Item report of every Amazon marketplace for the last WEEKS weeks: units and sales are the orders of the week;
 * sessions follow from a conversion of 4 to 14 % per SKU, which about one SKU in eight loses by half in the last
 * week (so the analysis raises CONVERSION_DROP), and page views are a few more than sessions.
 */
export async function writeDemoTraffic(deps: { db: Db }) {
  const end = Date.parse(`${iso(Date.now() - DAY)}T00:00:00Z`);
  const start = end - (WEEKS * 7 - 1) * DAY;
  const weeks = await rowsOf<{
    client_id: number;
    mp_id: number;
    sku: string;
    asin: string;
    week: number;
    units: number;
    sales: string;
    items: number;
    currency_code: string;
  }>(
    deps.db,
    sql`with p as (
        select distinct on (p.client_id, p.mp_id, coalesce(nullif(p.mp_sku_code, ''), p.sku_code))
          p.client_id, p.mp_id, coalesce(nullif(p.mp_sku_code, ''), p.sku_code) as sku, p.identifier, p.sku_code,
          m.currency_code
        from products p join marketplaces m on m.pk_mp_id = p.mp_id and m.short_code like 'AZ%'
        order by 1, 2, 3, p.pk_product_id
      ), w as (select generate_series(0, ${WEEKS - 1}::int) as week),
      -- The window's orders summed once per listing and week: joined per product and week instead, the orders
      -- were read again for each pair (most of the demo seed's time).
      o as (
        select o.client_id, o.mp_id, o.identifier, o.sku_code, (o.purchase_date - ${iso(start)}::date) / 7 as week,
          sum(o.quantity_ordered) as units, sum(o.item_price) as sales, count(o.order_item_id) as items
        from orders o
        where o.order_type = 'R' and ${COUNTED_ORDER_SQL}
          and o.purchase_date between ${iso(start)}::date and ${iso(end)}::date
          and o.mp_id in (select pk_mp_id from marketplaces where short_code like 'AZ%')
        group by 1, 2, 3, 4, 5
      )
      select p.client_id, p.mp_id, p.sku, p.identifier as asin, w.week, p.currency_code,
        coalesce(sum(o.units), 0)::int as units, coalesce(sum(o.sales), 0)::text as sales,
        coalesce(sum(o.items), 0)::int as items
      from p cross join w
      left join o on o.client_id = p.client_id and o.mp_id = p.mp_id and o.identifier = p.identifier
        and o.sku_code in (p.sku, p.sku_code) and o.week = w.week
      group by 1, 2, 3, 4, 5, 6`,
  );
  const rows = weeks.map((w) => {
    const base = 4 + pick(11, w.client_id, w.mp_id, w.sku, 'conversion');
    const drops = pick(8, w.client_id, w.mp_id, w.sku, 'drop') === 0 && w.week === WEEKS - 1;
    const conversion = drops ? base / 2 : base;
    const sessions =
      w.units > 0
        ? Math.round((w.units * 100) / conversion)
        : 20 + pick(200, w.client_id, w.mp_id, w.sku, w.week, 'sessions');
    const from = start + w.week * 7 * DAY;
    return {
      client_id: w.client_id,
      mp_id: w.mp_id,
      start_date: iso(from),
      end_date: iso(from + 6 * DAY),
      sku_code: w.sku,
      asin: w.asin,
      report_type: 'child_item',
      sessions,
      page_views: sessions + pick(Math.max(1, Math.round(sessions / 3)), w.sku, w.week, 'views'),
      buy_box_percentage: 80 + pick(21, w.sku, w.week, 'box'),
      units_ordered: w.units,
      unit_session_percentage: sessions > 0 ? Math.round((w.units / sessions) * 10_000) / 100 : null,
      ordered_product_sales: Number(w.sales),
      total_order_items: w.items,
      currency_code: w.currency_code,
    };
  });
  await insertRows(deps.db, businessReportTraffic, rows);
  return rows.length;
}
