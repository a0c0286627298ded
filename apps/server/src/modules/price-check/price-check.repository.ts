import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/facts';
import { landedCostOnDay } from '../../db/facts/costs';
import { rowsOf } from '../../db/facts/executor';
import { COUNTED_ORDER_SQL } from '../../db/facts/order-status';
import { withinBrands } from '../../platform/report-scope';

/** What the ordered tab reads: one marketplace's order lines in a window, within the user's brands. */
export interface OrderedScope {
  clientId: number;
  mpId: number;
  start: string;
  end: string;
  brandIds: readonly number[] | null;
}

/** One order line with what its row needs: title, brand, the fee rule of its identifier, its unit cost. */
export interface OrderLineRow {
  order_id: string;
  order_item_id: string;
  purchase_date: string;
  identifier: string | null;
  sku_code: string | null;
  title: string | null;
  brand: string | null;
  quantity: number;
  item_price: number;
  amount_tax: number | null;
  has_fee_rule: boolean;
  fee_variable_frac: number | null;
  fee_fixed: number | null;
  fee_shipping: number | null;
  /** Landed cost per unit on the order's day in the marketplace currency (THE BUYING COST RULE). */
  unit_cost: number | null;
}

export function priceCheckRepository(ex: Executor) {
  return {
    /**
     * The marketplace's orders (order type R: the lines its fee rules apply to; vendor PO and DF lines are not
     * sold on the marketplace) of the window, not cancelled (the dashboard's counted lines), newest first.
     * Title: the marketplace's listing of the line's identifier, the one of the line's SKU first. Brand: the
     * line's (resolved from its SKU by the fact writer).
     */
    orderLines(s: OrderedScope): Promise<OrderLineRow[]> {
      const unitCost = landedCostOnDay({
        clientId: sql`o.client_id`,
        skuId: sql`o.fk_sku_id`,
        mpId: sql`o.mp_id`,
        day: sql`o.purchase_date`,
        currency: sql`m.currency_code`,
        before: 'first-known',
      });
      return rowsOf<OrderLineRow>(
        ex,
        sql`select o.order_id, o.order_item_id, to_char(o.purchase_date, 'YYYY-MM-DD') as purchase_date,
            o.identifier, o.sku_code, pt.title, b.brand_name as brand, o.quantity_ordered as quantity,
            o.item_price::float8 as item_price, o.amount_tax::float8 as amount_tax,
            f.pk_fee_id is not null as has_fee_rule, f.fee_variable_frac::float8 as fee_variable_frac,
            f.fee_fixed::float8 as fee_fixed, f.fee_shipping::float8 as fee_shipping,
            ${unitCost} as unit_cost
          from orders o
          join marketplaces m on m.pk_mp_id = o.mp_id
          left join brands b on b.pk_brand_id = o.fk_brand_id
          left join fees f on f.client_id = o.client_id and f.mp_id = o.mp_id and f.identifier = o.identifier
          left join lateral (
            select p.title from products p
            where p.client_id = o.client_id and p.mp_id = o.mp_id and p.identifier = o.identifier
            order by (coalesce(o.sku_code, '') in (p.sku_code, p.mp_sku_code)) desc, p.pk_product_id
            limit 1
          ) pt on true
          where o.client_id = ${s.clientId}::int and o.mp_id = ${s.mpId}::int
            and o.purchase_date between ${s.start}::date and ${s.end}::date
            and o.order_type = 'R' and ${COUNTED_ORDER_SQL}
            and ${withinBrands(sql`o.fk_brand_id`, s.brandIds)}
          order by o.purchase_date desc, o.order_id, o.order_item_id`,
      );
    },
  };
}
