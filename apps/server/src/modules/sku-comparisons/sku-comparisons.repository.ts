import type { SkuComparisonRecord } from '@marketdesk/contracts/sku-comparison';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/facts/executor';
import { skuComparisons } from '../../db/schema';
import { withinBrands } from '../../platform/report-scope';

/** Whose records a history reads: the user's own in the client, within their marketplaces and brands. */
export interface HistoryScope {
  clientId: number;
  userId: number;
  /** null: every marketplace (admins without a filter). */
  mpIds: number[] | null;
  /** null: every brand (see `withinBrands`). */
  brandIds: number[] | null;
}

export interface HistoryRow {
  id: number;
  dt_create: string;
  mp_id: number;
  sku_code: string;
  sku_name: string;
  client_price: number;
  comp1_price: number;
  comp2_price: number;
  client_ranking: number;
  catalog_issues: SkuComparisonRecord['catalog_issues'];
}

export interface DayRow {
  date: string;
  count: number;
  avg_client_price: number;
  avg_comp1_price: number;
  avg_comp2_price: number;
}

/** A record's day: the UTC date of the moment it was made. */
const DAY = sql`(c.dt_create at time zone 'UTC')::date`;

const mine = (
  s: HistoryScope,
): SQL => sql`c.client_id = ${s.clientId}::int and c.fk_user_id = ${s.userId}::int
  and ${s.mpIds === null ? sql`true` : sql`c.mp_id = any(${`{${s.mpIds.map(Math.trunc).join(',')}}`}::int[])`}
  and ${withinBrands(sql`s.fk_brand_id`, s.brandIds)}`;

const FROM = sql`sku_comparisons c join skus s on s.client_id = c.client_id and s.pk_sku_id = c.fk_sku_id`;

export function skuComparisonRepository(db: Db) {
  return {
    /** The client's SKU of this code within the brand limit, or null. */
    async sku(clientId: number, code: string, brandIds: number[] | null) {
      const [row] = await rowsOf<{ pk_sku_id: number; sku_code: string }>(
        db,
        sql`select s.pk_sku_id, s.sku_code from skus s
          where s.client_id = ${clientId}::int and s.sku_code = ${code}
            and ${withinBrands(sql`s.fk_brand_id`, brandIds)}`,
      );
      return row ?? null;
    },

    async insert(values: typeof skuComparisons.$inferInsert) {
      const [row] = await db.insert(skuComparisons).values(values).returning();
      return row!;
    },

    /** The records of the window, newest first. */
    records: (s: HistoryScope, start: string, end: string) =>
      rowsOf<HistoryRow>(
        db,
        sql`select c.pk_id as id, to_char(c.dt_create at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as dt_create,
            c.mp_id, c.sku_code, s.sku_name,
            c.client_price::float8 as client_price, c.comp1_price::float8 as comp1_price,
            c.comp2_price::float8 as comp2_price, c.client_ranking, c.catalog_issues
          from ${FROM}
          where ${mine(s)} and ${DAY} between ${start}::date and ${end}::date
          order by c.dt_create desc, c.pk_id desc`,
      ),

    /** Per day of the window with records: how many, and the average of each price (2 decimals). */
    days: (s: HistoryScope, start: string, end: string) =>
      rowsOf<DayRow>(
        db,
        sql`select to_char(${DAY}, 'YYYY-MM-DD') as date, count(*)::int as count,
            round(avg(c.client_price), 2)::float8 as avg_client_price,
            round(avg(c.comp1_price), 2)::float8 as avg_comp1_price,
            round(avg(c.comp2_price), 2)::float8 as avg_comp2_price
          from ${FROM}
          where ${mine(s)} and ${DAY} between ${start}::date and ${end}::date
          group by ${DAY} order by ${DAY}`,
      ),

    /** Every day up to `today` with a record (for the current streak, which no window cuts short). */
    async activeDays(s: HistoryScope, today: string): Promise<string[]> {
      const rows = await rowsOf<{ date: string }>(
        db,
        sql`select distinct to_char(${DAY}, 'YYYY-MM-DD') as date from ${FROM}
          where ${mine(s)} and ${DAY} <= ${today}::date`,
      );
      return rows.map((r) => r.date);
    },
  };
}
export type SkuComparisonRepository = ReturnType<typeof skuComparisonRepository>;
