import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/facts/executor';
import type { MarketplaceInfo } from './targets';

/** Queries of the upload and template calls besides the writes (targets do those). */
export function dataUploadRepository(db: Db) {
  return {
    async marketplace(mpId: number): Promise<MarketplaceInfo | null> {
      const [row] = await rowsOf<MarketplaceInfo>(
        db,
        sql`select pk_mp_id, name, short_code, currency_code from marketplaces where pk_mp_id = ${mpId}::int`,
      );
      return row ?? null;
    },

    /** Whether the marketplace is assigned to the user (user_marketplaces, as the dashboard scope reads it). */
    async isAssigned(userId: number, mpId: number): Promise<boolean> {
      const rows = await rowsOf(
        db,
        sql`select 1 from user_marketplaces where user_id = ${userId}::int and mp_id = ${mpId}::int`,
      );
      return rows.length > 0;
    },
  };
}
export type DataUploadRepository = ReturnType<typeof dataUploadRepository>;
