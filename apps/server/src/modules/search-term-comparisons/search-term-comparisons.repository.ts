import type { SearchTermHistoryRow, SearchTermRecord } from '@marketdesk/contracts/search-term-comparison';
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { searchTermComparisons } from '../../db/schema';

const t = searchTermComparisons;

type Stored = typeof t.$inferSelect;

/** A stored row as the history answers it (spec 02 "Search-term history row": fk_mp_id, fk_client_id). */
const toRow = (r: Stored): SearchTermHistoryRow => ({
  pk_id: r.pk_id,
  fk_mp_id: r.mp_id,
  fk_client_id: r.client_id,
  dt_create: r.dt_create.toISOString(),
  search_term: r.search_term,
  client_retailer_sku: r.client_retailer_sku,
  client_price: Number(r.client_price),
  client_delivery_days: r.client_delivery_days,
  client_slot: r.client_slot as SearchTermHistoryRow['client_slot'],
  comp1_retailer_sku: r.comp1_retailer_sku,
  comp1_price: Number(r.comp1_price),
  comp1_delivery_days: r.comp1_delivery_days,
  comp1_slot: r.comp1_slot as SearchTermHistoryRow['comp1_slot'],
  comp2_retailer_sku: r.comp2_retailer_sku,
  comp2_price: Number(r.comp2_price),
  comp2_delivery_days: r.comp2_delivery_days,
  comp2_slot: r.comp2_slot as SearchTermHistoryRow['comp2_slot'],
  bid_actions: r.bid_actions as SearchTermHistoryRow['bid_actions'],
});

const money = (v: number) => v.toFixed(2);

/** Queries only: the search_term_comparisons rows of one client. */
export function searchTermComparisonsRepository(db: Db) {
  return {
    async insert(
      clientId: number,
      mpId: number,
      userId: number,
      r: SearchTermRecord,
    ): Promise<SearchTermHistoryRow> {
      const [row] = await db
        .insert(t)
        .values({
          client_id: clientId,
          mp_id: mpId,
          fk_user_id: userId,
          ...r,
          client_price: money(r.client_price),
          comp1_price: money(r.comp1_price),
          comp2_price: money(r.comp2_price),
        })
        .returning();
      return toRow(row!);
    },

    /** The user's rows in the client made on the days from `start` to `end` (UTC dates, inclusive). */
    async ofUser(
      clientId: number,
      userId: number,
      start: string,
      end: string,
    ): Promise<SearchTermHistoryRow[]> {
      const rows = await db
        .select()
        .from(t)
        .where(
          and(
            eq(t.client_id, clientId),
            eq(t.fk_user_id, userId),
            gte(t.dt_create, sql`(${start}::date)::timestamp at time zone 'UTC'`),
            lt(t.dt_create, sql`(${end}::date + 1)::timestamp at time zone 'UTC'`),
          ),
        )
        .orderBy(desc(t.dt_create), desc(t.pk_id));
      return rows.map(toRow);
    },
  };
}

export type SearchTermComparisonsRepository = ReturnType<typeof searchTermComparisonsRepository>;
