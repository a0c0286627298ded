import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Executor } from '../../db/facts';
import { rowsOf } from '../../db/facts/executor';
import { likeEscape } from '../../platform/grid';
import type { DataGrid, GridScope } from './grids';

export interface SuggestionRow {
  product_id: number;
  identifier: string;
  title: string | null;
}

/** Queries of the Data Vault besides the grid pages themselves (platform/grid runs those). */
export function dataVaultRepository(db: Db) {
  return {
    /** The grid row of a key condition within the scope, as the grid answers it (null: not this caller's). */
    async gridRow(
      ex: Executor,
      grid: DataGrid,
      scope: GridScope,
      key: SQL,
    ): Promise<Record<string, unknown> | null> {
      const source = grid.source(scope);
      const [row] = await rowsOf<Record<string, unknown>>(
        ex,
        sql`select ${source.select} from ${source.from} where ${source.scope} and ${key}`,
      );
      return row ?? null;
    },

    /** Up to `limit` products of the marketplace whose identifier, SKU or title contains the term. */
    suggestions(clientId: number, mpId: number, term: string, limit: number) {
      const contains = `%${likeEscape(term)}%`;
      return rowsOf<SuggestionRow>(
        db,
        sql`select p.pk_product_id as product_id, p.identifier, p.title from products p
          where p.client_id = ${clientId}::int and p.mp_id = ${mpId}::int
            and (p.identifier ilike ${contains} or p.sku_code ilike ${contains} or p.title ilike ${contains})
          order by (p.identifier ilike ${`${likeEscape(term)}%`}) desc, p.identifier, p.pk_product_id
          limit ${limit}::int`,
      );
    },
  };
}
export type DataVaultRepository = ReturnType<typeof dataVaultRepository>;
