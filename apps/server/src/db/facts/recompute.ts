import { sql } from 'drizzle-orm';
import { type Executor, rowsOf } from './executor';
import { settledLinesSql } from './settled-lines';

/**
 * Recomputes every rollup from the raw rows with plain whole-table GROUP BYs (independent of the keyed
 * refresh in rollups.ts) and answers the rows that differ, as text, at most `limit` per table. Used by tests
 * (an empty answer means the dashboard tables are exactly what the raw rows say) and usable as a health check.
 */
export async function rollupDifferences(ex: Executor, limit = 20): Promise<string[]> {
  const salesSku = sql`
    select client_id, date, mp_id, brand_id, sku_id, sum(sales_r) sales_r, sum(sales_po) sales_po, sum(sales_df) sales_df,
      sum(units_r) units_r, sum(units_po) units_po, sum(units_df) units_df, sum(num_returns) num_returns,
      sum(returns_amount) returns_amount
    from (
      select client_id, purchase_date date, mp_id, coalesce(fk_brand_id, 0) brand_id, coalesce(fk_sku_id, 0) sku_id,
        case when order_type = 'R' then item_price else 0 end sales_r,
        case when order_type = 'PO' then item_price else 0 end sales_po,
        case when order_type = 'DF' then item_price else 0 end sales_df,
        case when order_type = 'R' then quantity_ordered else 0 end units_r,
        case when order_type = 'PO' then quantity_ordered else 0 end units_po,
        case when order_type = 'DF' then quantity_ordered else 0 end units_df,
        0 num_returns, 0 returns_amount
      from orders where order_status is null or lower(order_status) not in ('cancelled', 'canceled')
      union all
      select client_id, return_date, mp_id, coalesce(fk_brand_id, 0), coalesce(fk_sku_id, 0), 0, 0, 0, 0, 0, 0, quantity, price
      from returns
    ) raw group by 1, 2, 3, 4, 5`;
  const adsSku = sql`
    select client_id, date, mp_id, coalesce(fk_brand_id, 0) brand_id, coalesce(fk_sku_id, 0) sku_id,
      sum(sales) ams_sales, sum(spend) ams_spend, sum(impressions) impressions, sum(clicks) clicks,
      sum(orders) orders, sum(units) units
    from ad_metrics_daily where entity_type = 'ad_product' group by 1, 2, 3, 4, 5`;
  const listing = sql`
    select client_id, mp_id, date, identifier, sku_code, sum(sales_r) sales_r, sum(sales_po) sales_po,
      sum(sales_df) sales_df, sum(units_r) units_r, sum(units_po) units_po, sum(units_df) units_df,
      sum(num_returns) num_returns, sum(paid) paid, sum(order_lines) order_lines, sum(return_lines) return_lines
    from (
      select client_id, mp_id, purchase_date date, coalesce(identifier, '') identifier, coalesce(sku_code, '') sku_code,
        case when order_type = 'R' then item_price else 0 end sales_r,
        case when order_type = 'PO' then item_price else 0 end sales_po,
        case when order_type = 'DF' then item_price else 0 end sales_df,
        case when order_type = 'R' then quantity_ordered else 0 end units_r,
        case when order_type = 'PO' then quantity_ordered else 0 end units_po,
        case when order_type = 'DF' then quantity_ordered else 0 end units_df,
        0 num_returns, 0 paid, 1 order_lines, 0 return_lines
      from orders where order_status is null or lower(order_status) not in ('cancelled', 'canceled')
      union all
      select client_id, mp_id, return_date, coalesce(identifier, ''), coalesce(sku_code, ''), 0, 0, 0, 0, 0, 0, quantity, 0,
        0, 1
      from returns
      union all
      select o.client_id, o.mp_id, o.purchase_date, coalesce(o.identifier, ''), coalesce(o.sku_code, ''),
        0, 0, 0, 0, 0, 0, 0, st.amount, 0, 0
      from orders o, settlements st
      where st.client_id = o.client_id and st.mp_id = o.mp_id and st.order_id = o.order_id
        and st.order_item_id = o.order_item_id and st.deposit_date is not null and st.amount is not null
        and (o.order_status is null or lower(o.order_status) not in ('cancelled', 'canceled'))
    ) raw group by 1, 2, 3, 4, 5`;
  // A settlement line of an order line: same marketplace and order, and the same item id or, without one, SKU code.
  const settles = (x: string) =>
    sql.raw(`${x}.client_id = o.client_id and ${x}.mp_id = o.mp_id and ${x}.order_id = o.order_id
      and (${x}.order_item_id = o.order_item_id or (${x}.order_item_id is null and ${x}.sku_code = o.sku_code))`);
  const lines = sql`
    select client_id, mp_id, date, order_type, currency_code, identifier, sku_code, sku_id, brand_id,
      sum(lines) lines, sum(units) units, sum(shipped) shipped, sum(sales) sales, sum(gross) gross,
      sum(open_units) open_units, sum(open_sales) open_sales, sum(open_gross) open_gross,
      sum(open_order_gross) open_order_gross, sum(paid) paid, sum(paid_order) paid_order
    from (
      select o.client_id, o.mp_id, o.purchase_date date, o.order_type, o.currency_code,
        coalesce(o.identifier, '') identifier, coalesce(o.sku_code, '') sku_code, coalesce(o.fk_sku_id, 0) sku_id,
        coalesce(o.fk_brand_id, 0) brand_id, 1 lines, o.quantity_ordered units,
        coalesce(o.quantity_shipped, 0) shipped, o.item_price sales, o.item_price + coalesce(o.amount_tax, 0) gross,
        case when a.any then 0 else o.quantity_ordered end open_units,
        case when a.any then 0 else o.item_price end open_sales,
        case when a.any then 0 else o.item_price + coalesce(o.amount_tax, 0) end open_gross,
        case when a.by_order then 0 else o.item_price + coalesce(o.amount_tax, 0) end open_order_gross,
        0 paid, 0 paid_order
      from orders o cross join lateral (
        select exists (select 1 from settlements x where ${settles('x')}) as any,
          exists (select 1 from settlements x where ${settles('x')} and x.transaction_type = 'Order') as by_order
      ) a
      where o.order_status is null or lower(o.order_status) not in ('cancelled', 'canceled')
      union all
      select o.client_id, o.mp_id, o.purchase_date, o.order_type, x.currency_code, coalesce(o.identifier, ''),
        coalesce(o.sku_code, ''), coalesce(o.fk_sku_id, 0), coalesce(o.fk_brand_id, 0), 0, 0, 0, 0, 0, 0, 0, 0, 0,
        coalesce(x.amount, 0), case when x.transaction_type = 'Order' then coalesce(x.amount, 0) else 0 end
      from orders o join settlements x on ${settles('x')}
      where o.order_status is null or lower(o.order_status) not in ('cancelled', 'canceled')
    ) raw group by 1, 2, 3, 4, 5, 6, 7, 8, 9`;
  const settled = sql`select x.client_id, r.* from (select distinct client_id from orders) x
    cross join lateral (${settledLinesSql({ clientId: sql`x.client_id`, lines: sql`(select * from orders where client_id = x.client_id)` })}) r`;
  const salesCols = [
    'sales_r',
    'sales_po',
    'sales_df',
    'units_r',
    'units_po',
    'units_df',
    'num_returns',
    'returns_amount',
  ];
  const adsCols = ['ams_sales', 'ams_spend', 'impressions', 'clicks', 'orders', 'units'];
  const checks = [
    {
      table: 'sales_daily_listing',
      expected: listing,
      keys: ['client_id', 'mp_id', 'date', 'identifier', 'sku_code'],
      cols: [
        'sales_r',
        'sales_po',
        'sales_df',
        'units_r',
        'units_po',
        'units_df',
        'num_returns',
        'paid',
        'order_lines',
        'return_lines',
      ],
    },
    {
      table: 'sales_daily_lines',
      expected: lines,
      keys: [
        'client_id',
        'mp_id',
        'date',
        'order_type',
        'currency_code',
        'identifier',
        'sku_code',
        'sku_id',
        'brand_id',
      ],
      cols: [
        'lines',
        'units',
        'shipped',
        'sales',
        'gross',
        'open_units',
        'open_sales',
        'open_gross',
        'open_order_gross',
        'paid',
        'paid_order',
      ],
    },
    {
      table: 'reconciliation_lines',
      // Each line and what was paid for it, brought together by grouping on the line's key, not by a join (a join
      // to the lateral per-client match could be planned as a rescan of it per line).
      expected: sql`select client_id, mp_id, date, order_id, order_item_id, max(sku_code) as sku_code,
          max(identifier) as identifier, max(fk_brand_id) as fk_brand_id, max(quantity_ordered) as quantity_ordered,
          max(item_price) as item_price, max(tax) as tax, max(price) as price, bool_or(settled) as settled,
          sum(received) as received, sum(received_tax) as received_tax, sum(commission) as commission,
          sum(fee) as fee, sum(refund) as refund, max(first) as first
        from (
          select o.client_id, o.mp_id, o.purchase_date as date, o.order_id, o.order_item_id, o.sku_code,
            o.identifier, o.fk_brand_id, o.quantity_ordered, round(o.item_price * 100)::bigint as item_price,
            round(coalesce(o.amount_tax, 0) * 100)::bigint as tax,
            round(o.item_price * 100)::bigint + round(coalesce(o.amount_shipping, 0) * 100)::bigint
              - round(coalesce(o.amount_discount, 0) * 100)::bigint as price, false as settled, 0 as received,
            0 as received_tax, 0 as commission, 0 as fee, 0 as refund, null as first
          from orders o
          where o.order_type = 'R' and (o.order_status is null or lower(o.order_status) not in ('cancelled', 'canceled'))
          union all
          select s.client_id, s.mp_id, s.purchase_date, s.order_id, s.order_item_id, null, null, null, null, null,
            null, null, true, s.received, s.received_tax, s.commission, s.fee, s.refund, s.first
          from (${settled}) s
        ) x group by client_id, mp_id, date, order_id, order_item_id`,
      keys: ['client_id', 'mp_id', 'date', 'order_id', 'order_item_id'],
      cols: [
        'sku_code',
        'identifier',
        'fk_brand_id',
        'quantity_ordered',
        'item_price',
        'tax',
        'price',
        'settled',
        'received',
        'received_tax',
        'commission',
        'fee',
        'refund',
        'first',
      ],
    },
    {
      table: 'sales_daily_sku',
      expected: salesSku,
      keys: ['client_id', 'date', 'mp_id', 'brand_id', 'sku_id'],
      cols: salesCols,
    },
    {
      table: 'sales_daily_brand',
      expected: sql`select client_id, date, mp_id, brand_id, ${sql.raw(salesCols.map((c) => `sum(${c}) ${c}`).join(', '))}
        from (${salesSku}) s group by 1, 2, 3, 4`,
      keys: ['client_id', 'date', 'mp_id', 'brand_id'],
      cols: salesCols,
    },
    {
      table: 'ads_daily_sku',
      expected: adsSku,
      keys: ['client_id', 'date', 'mp_id', 'brand_id', 'sku_id'],
      cols: adsCols,
    },
    {
      table: 'ads_daily_brand',
      expected: sql`select client_id, date, mp_id, brand_id, ${sql.raw(adsCols.map((c) => `sum(${c}) ${c}`).join(', '))}
        from (${adsSku}) s group by 1, 2, 3, 4`,
      keys: ['client_id', 'date', 'mp_id', 'brand_id'],
      cols: adsCols,
    },
  ];
  const out: string[] = [];
  for (const c of checks) {
    const on = c.keys.map((k) => `e.${k} = a.${k}`).join(' and ');
    const differs = c.cols.map((k) => `e.${k} is distinct from a.${k}`).join(' or ');
    const rows = await rowsOf<Record<string, unknown>>(
      ex,
      sql`select ${sql.raw(`'${c.table}'`)} as tbl, row_to_json(e)::text as expected, row_to_json(a)::text as actual
        from (${c.expected}) e full join ${sql.identifier(c.table)} a on ${sql.raw(on)}
        where ${sql.raw(`e.client_id is null or a.client_id is null or ${differs}`)}
        limit ${limit}`,
    );
    for (const r of rows) out.push(`${r.tbl}: expected ${r.expected} actual ${r.actual}`);
  }
  return out;
}
