import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/facts/executor';
import { withinBrands } from '../../platform/report-scope';
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

/** Queries of the dashboard: rollups and the client's SKUs (the user's assignments: platform/report-scope). */
export function dashboardRepository(db: Db) {
  const rows = <T>(query: SQL): Promise<T[]> => rowsOf<T>(db, query);

  return {
    salesDaily: (scope: DailyScope) => rows<SalesRow>(salesDailySql(scope)),

    marketingDaily: (scope: DailyScope) => rows<MarketingRow>(marketingDailySql(scope)),

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
     * with it first, within the brand limit (platform/report-scope `withinBrands`; null: every SKU).
     */
    skuSuggestions(clientId: number, term: string, brandIds: readonly number[] | null, limit: number) {
      // LIKE wildcards in the user's text are literal characters.
      const escaped = term.replace(/[\\%_]/g, (c) => `\\${c}`);
      const contains = `%${escaped}%`;
      const prefix = `${escaped}%`;
      return rows<SkuSuggestionRow>(sql`select s.sku_code, s.sku_name from skus s
        where s.client_id = ${clientId} and (s.sku_code ilike ${contains} or s.sku_name ilike ${contains})
        and ${withinBrands(sql`s.fk_brand_id`, brandIds)}
        order by (s.sku_code ilike ${prefix}) desc, s.sku_code
        limit ${limit}`);
    },
  };
}
export type DashboardRepository = ReturnType<typeof dashboardRepository>;
