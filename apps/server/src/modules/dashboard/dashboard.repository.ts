import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  type DailyScope,
  type MarketingRow,
  marketingDailySql,
  type SalesRow,
  salesDailySql,
} from './dashboard.sql';

export interface SkuSuggestionRow {
  sku_code: string;
  sku_name: string;
}

/** Queries of the dashboard: rollups, the user's assignments and the client's SKUs. */
export function dashboardRepository(db: Db) {
  const rows = async <T>(query: SQL): Promise<T[]> =>
    ((await db.execute(query)) as unknown as { rows: T[] }).rows;

  return {
    salesDaily: (scope: DailyScope) => rows<SalesRow>(salesDailySql(scope)),

    marketingDaily: (scope: DailyScope) => rows<MarketingRow>(marketingDailySql(scope)),

    /** The marketplaces and brands assigned to a user (user_marketplaces, user_brands), in one round trip. */
    async assignments(userId: number): Promise<{ mpIds: number[]; brandIds: number[] }> {
      const [row] = await rows<{ mp_ids: number[] | null; brand_ids: number[] | null }>(sql`select
        (select array_agg(mp_id order by mp_id) from user_marketplaces where user_id = ${userId}) as mp_ids,
        (select array_agg(brand_id order by brand_id) from user_brands where user_id = ${userId}) as brand_ids`);
      return { mpIds: (row?.mp_ids ?? []).map(Number), brandIds: (row?.brand_ids ?? []).map(Number) };
    },

    /** Ids of the client's SKUs with these codes (unknown codes match nothing). */
    async skuIds(clientId: number, codes: readonly string[]): Promise<number[]> {
      if (codes.length === 0) return [];
      const found = await rows<{ id: number }>(sql`select s.pk_sku_id as id from skus s
        where s.client_id = ${clientId}
          and s.sku_code in (select jsonb_array_elements_text(${JSON.stringify(codes)}::jsonb))`);
      return found.map((r) => Number(r.id));
    },

    /**
     * Up to `limit` of the client's SKUs whose code or name contains `term` (case-insensitive), codes starting
     * with it first. `brandIds` null: any brand; otherwise only SKUs of those brands.
     */
    skuSuggestions(clientId: number, term: string, brandIds: readonly number[] | null, limit: number) {
      // LIKE wildcards in the user's text are literal characters.
      const escaped = term.replace(/[\\%_]/g, (c) => `\\${c}`);
      const contains = `%${escaped}%`;
      const prefix = `${escaped}%`;
      const brandFilter = brandIds
        ? sql`and s.fk_brand_id = any(${`{${brandIds.map((b) => Math.trunc(b)).join(',')}}`}::int[])`
        : sql``;
      return rows<SkuSuggestionRow>(sql`select s.sku_code, s.sku_name from skus s
        where s.client_id = ${clientId} and (s.sku_code ilike ${contains} or s.sku_name ilike ${contains})
        ${brandFilter}
        order by (s.sku_code ilike ${prefix}) desc, s.sku_code
        limit ${limit}`);
    },
  };
}
export type DashboardRepository = ReturnType<typeof dashboardRepository>;
