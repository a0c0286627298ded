import { prefixOf } from '@marketdesk/contracts/marketplace-registry';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/facts/executor';
import type { MarketplaceInfo } from './targets';

/** Queries of the upload and template calls besides the writes (targets do those). */
export function dataUploadRepository(db: Db) {
  return {
    /**
     * The AZ marketplaces among these (the uploader's, platform/report-scope; null: every one, for client and
     * super admins), with whether the client has a store there.
     */
    async amazonMarketplaces(clientId: number, mpIds: readonly number[] | null): Promise<MarketplaceInfo[]> {
      const rows = await rowsOf<MarketplaceInfo>(
        db,
        sql`select pk_mp_id, name, short_code, currency_code, country_code,
            exists (select 1 from stores s where s.client_id = ${clientId}::int and s.mp_id = m.pk_mp_id) as has_store
          from marketplaces m
          where ${mpIds === null ? sql`true` : sql`m.pk_mp_id = any(${`{${mpIds.map((id) => Math.trunc(id)).join(',')}}`}::int[])`}
          order by pk_mp_id`,
      );
      return rows.filter((m) => prefixOf(m.short_code) === 'AZ');
    },
  };
}
export type DataUploadRepository = ReturnType<typeof dataUploadRepository>;
