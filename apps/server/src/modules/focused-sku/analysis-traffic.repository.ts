import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/facts';
import { pgArray, rowsOf } from '../../db/facts/executor';
import type { FactsScope } from './analysis-facts.repository';

/** One stored Business Report period of a product (business_report_traffic), as the analysis reads it. */
export interface TrafficPeriodRow {
  fk_product_id: number;
  start_date: string;
  end_date: string;
  sessions: number;
  page_views: number;
  units_ordered: number;
  buy_box_percentage: number | null;
  /** Which of the two: the latest period, or the week just before it. */
  which: 'latest' | 'previous';
}

/**
 * The traffic of each product from the Business Reports uploaded for its seller SKU (or SKU code when the listing
 * has none): the latest period ending within the 30 days up to the analysis day, and, when that period is a week,
 * the week that ends the day before it starts. Set-based, like analysis-facts.repository.
 */
export function analysisTrafficRepository(ex: Executor) {
  return {
    traffic(s: FactsScope): Promise<TrafficPeriodRow[]> {
      return rowsOf<TrafficPeriodRow>(
        ex,
        sql`with p as (
            select pk_product_id, coalesce(nullif(mp_sku_code, ''), sku_code) as sku from products
            where client_id = ${s.clientId}::int and mp_id = ${s.mpId}::int
              and pk_product_id = any(${pgArray(s.productIds)}::int[])
          ), latest as (
            select distinct on (p.pk_product_id) p.pk_product_id, t.*
            from p join business_report_traffic t on t.client_id = ${s.clientId}::int and t.mp_id = ${s.mpId}::int
              and t.sku_code = p.sku and t.end_date between ${s.date}::date - 29 and ${s.date}::date
            order by p.pk_product_id, t.end_date desc, t.start_date desc
          ), previous as (
            select l.pk_product_id, t.*
            from latest l join business_report_traffic t on t.client_id = l.client_id and t.mp_id = l.mp_id
              and t.sku_code = l.sku_code and t.end_date = l.start_date - 1 and t.start_date = l.start_date - 7
            where l.end_date - l.start_date = 6
          )
          select pk_product_id as fk_product_id, start_date::text, end_date::text, sessions, page_views, units_ordered,
            buy_box_percentage::float8 as buy_box_percentage, 'latest' as which from latest
          union all
          select pk_product_id, start_date::text, end_date::text, sessions, page_views, units_ordered,
            buy_box_percentage::float8, 'previous' from previous`,
      );
    },
  };
}
