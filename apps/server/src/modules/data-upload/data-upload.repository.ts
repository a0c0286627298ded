import { prefixOf } from '@marketdesk/contracts/marketplace-registry';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/facts/executor';
import { isAssignedMarketplace } from '../../platform/report-scope';
import type { MarketplaceInfo } from './targets';

/** Queries of the upload and template calls besides the writes (targets do those). */
export function dataUploadRepository(db: Db) {
  return {
    async marketplace(mpId: number): Promise<MarketplaceInfo | null> {
      const [row] = await rowsOf<MarketplaceInfo>(
        db,
        sql`select pk_mp_id, name, short_code, currency_code, country_code from marketplaces
          where pk_mp_id = ${mpId}::int`,
      );
      return row ?? null;
    },

    /** Whether the marketplace is assigned to the user (platform/report-scope). */
    isAssigned: (userId: number, mpId: number) => isAssignedMarketplace(db, userId, mpId),

    /**
     * The AZ marketplaces an uploader may write into: those assigned to them, or every one (userId null: client
     * and super admins, who have every marketplace); with whether the client has a store there.
     */
    async amazonMarketplaces(clientId: number, userId: number | null): Promise<MarketplaceInfo[]> {
      const rows = await rowsOf<MarketplaceInfo>(
        db,
        sql`select pk_mp_id, name, short_code, currency_code, country_code,
            exists (select 1 from stores s where s.client_id = ${clientId}::int and s.mp_id = m.pk_mp_id) as has_store
          from marketplaces m
          where ${
            userId === null
              ? sql`true`
              : sql`exists (select 1 from user_marketplaces u
            where u.user_id = ${userId}::int and u.mp_id = m.pk_mp_id)`
          }
          order by pk_mp_id`,
      );
      return rows.filter((m) => prefixOf(m.short_code) === 'AZ');
    },
  };
}
export type DataUploadRepository = ReturnType<typeof dataUploadRepository>;
