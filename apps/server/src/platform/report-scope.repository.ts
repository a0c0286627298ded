import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Executor } from '../db/facts';
import { rowsOf } from '../db/facts/executor';

/** The queries of the report scope resolver (platform/report-scope.ts); nothing else reads these for access. */

export interface ScopedMarketplace {
  pk_mp_id: number;
  name: string;
  short_code: string;
  currency_code: string;
  country_code: string;
}

export interface Assignments {
  mpIds: number[];
  brandIds: number[];
  warehouseIds: number[];
}

export function reportScopeRepository(db: Db | Executor) {
  return {
    async marketplace(mpId: number): Promise<ScopedMarketplace | null> {
      const [row] = await rowsOf<ScopedMarketplace>(
        db,
        sql`select pk_mp_id, name, short_code, currency_code, country_code from marketplaces
          where pk_mp_id = ${mpId}::int`,
      );
      return row ?? null;
    },

    /** Whether the marketplace is assigned to the user (user_marketplaces). */
    async isAssigned(userId: number, mpId: number): Promise<boolean> {
      const rows = await rowsOf(
        db,
        sql`select 1 from user_marketplaces where user_id = ${userId}::int and mp_id = ${mpId}::int`,
      );
      return rows.length > 0;
    },

    /** The brands assigned to the user (user_brands). */
    async brandIds(userId: number): Promise<number[]> {
      const rows = await rowsOf<{ brand_id: number }>(
        db,
        sql`select brand_id from user_brands where user_id = ${userId}::int order by brand_id`,
      );
      return rows.map((r) => Number(r.brand_id));
    },

    /** The marketplaces, brands and (in the client) warehouses assigned to a user, in one round trip. */
    async assignments(userId: number, clientId: number): Promise<Assignments> {
      const [row] = await rowsOf<{
        mp_ids: number[] | null;
        brand_ids: number[] | null;
        wh_ids: number[] | null;
      }>(
        db,
        sql`select
          (select array_agg(mp_id order by mp_id) from user_marketplaces where user_id = ${userId}::int) as mp_ids,
          (select array_agg(brand_id order by brand_id) from user_brands where user_id = ${userId}::int) as brand_ids,
          (select array_agg(warehouse_id order by warehouse_id) from user_warehouses
            where user_id = ${userId}::int and client_id = ${clientId}::int) as wh_ids`,
      );
      return {
        mpIds: (row?.mp_ids ?? []).map(Number),
        brandIds: (row?.brand_ids ?? []).map(Number),
        warehouseIds: (row?.wh_ids ?? []).map(Number),
      };
    },
  };
}
