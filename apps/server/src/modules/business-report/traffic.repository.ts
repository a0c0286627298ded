import type { BusinessReportTotals } from '@marketdesk/contracts/business-report';
import { sql } from 'drizzle-orm';
import { type Executor, pgArray, rowsOf } from '../../db/facts/executor';
import { classifyRows, countStates, upsertRows } from '../../platform/uploads';
import type { TrafficRecord } from './report-layouts';

const TABLE = 'business_report_traffic';
const KEY = ['mp_id', 'start_date', 'end_date', 'sku_code'] as const;
const VALUES = [
  'asin',
  'parent_asin',
  'report_type',
  'sessions',
  'page_views',
  'buy_box_percentage',
  'units_ordered',
  'unit_session_percentage',
  'ordered_product_sales',
  'total_order_items',
  'currency_code',
] as const;

/** Which stored rows one upload speaks for: a SKU kind's period, or the days of the by-Date report's period. */
export interface TrafficScope {
  clientId: number;
  mpId: number;
  start: string;
  end: string;
  level: 'sku' | 'day';
}

const within = (s: TrafficScope) =>
  s.level === 'sku'
    ? sql`client_id = ${s.clientId}::int and mp_id = ${s.mpId}::int and start_date = ${s.start}::date
        and end_date = ${s.end}::date and sku_code <> ''`
    : sql`client_id = ${s.clientId}::int and mp_id = ${s.mpId}::int and sku_code = ''
        and start_date = end_date and start_date between ${s.start}::date and ${s.end}::date`;

/** The stored traffic of Business Reports (table business_report_traffic): queries only. */
export function trafficRepository(ex: Executor) {
  return {
    /** Each ASIN's seller SKUs among the client's listings on the marketplace (the by-ASIN report's mapping). */
    async skusOfAsins(clientId: number, mpId: number): Promise<Map<string, string[]>> {
      const rows = await rowsOf<{ asin: string; skus: string[] }>(
        ex,
        sql`select identifier as asin,
            array_agg(distinct coalesce(nullif(mp_sku_code, ''), sku_code) order by coalesce(nullif(mp_sku_code, ''), sku_code)) as skus
          from products where client_id = ${clientId}::int and mp_id = ${mpId}::int group by identifier`,
      );
      return new Map(rows.map((r) => [r.asin, r.skus]));
    },

    /**
     * Writes the upload's rows: new and changed ones upserted, unchanged ones left alone, and the rows of the
     * same scope the file no longer has deleted (a new file of a period replaces that period's figures).
     */
    async replace(
      scope: TrafficScope,
      records: readonly TrafficRecord[],
      extra: { currency: string; fileId: number },
    ) {
      const rows = records.map((r) => ({
        ...r,
        mp_id: scope.mpId,
        currency_code: extra.currency,
        fk_file_id: extra.fileId,
      }));
      const states = await classifyRows(
        ex,
        { table: TABLE, clientId: scope.clientId, key: KEY, compare: VALUES },
        rows,
      );
      await upsertRows(
        ex,
        { table: TABLE, clientId: scope.clientId, columns: [...KEY, ...VALUES, 'fk_file_id'], conflict: KEY },
        rows.filter((_, i) => states[i] !== 'same'),
      );
      const keys = rows.map((r) => `${r.start_date}|${r.sku_code}`);
      const deleted = await rowsOf<{ n: number }>(
        ex,
        sql`with gone as (delete from business_report_traffic where ${within(scope)}
            and not (start_date::text || '|' || sku_code = any(${pgArray(keys)}::text[])) returning 1)
          select count(*)::int as n from gone`,
      );
      return { ...countStates(states), replaced: deleted[0]?.n ?? 0 };
    },

    /** What the scope holds: sessions, page views, units and sales (the sum check reads it after the write). */
    async totals(scope: TrafficScope): Promise<BusinessReportTotals> {
      const [t] = await rowsOf<{ sessions: string; page_views: string; units: string; sales: string }>(
        ex,
        sql`select coalesce(sum(sessions), 0)::text as sessions, coalesce(sum(page_views), 0)::text as page_views,
            coalesce(sum(units_ordered), 0)::text as units, coalesce(sum(ordered_product_sales), 0)::text as sales
          from business_report_traffic where ${within(scope)}`,
      );
      return {
        sessions: Number(t!.sessions),
        page_views: Number(t!.page_views),
        units: Number(t!.units),
        sales: Number(t!.sales),
      };
    },
  };
}
