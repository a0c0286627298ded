import type { ReconciliationSelection } from '@marketdesk/contracts/reconciliation';
import { sql } from 'drizzle-orm';
import { type Executor, pgArray, rowsOf } from '../../db/facts/executor';
import {
  ENTRY_COLUMNS,
  entriesFilter,
  entriesOrder,
  entriesWith,
  type ReconciliationWindow,
  type ReturnKinds,
  returnKindsSql,
} from './reconciliation.entries-sql';

export type { ReconciliationWindow } from './reconciliation.entries-sql';

/** One entry as the statement answers it: amounts in integer cents, status and category decided. */
export interface EntryRow {
  order_id: string;
  order_item_id: string;
  sku_code: string | null;
  identifier: string | null;
  purchase_date: string;
  quantity: number;
  item_price: number;
  tax: number;
  returned: number;
  settlement_id: string | null;
  settlement_date: string | null;
  received: number;
  received_tax: number;
  commission: number;
  fee: number;
  expected: number;
  actual: number;
  discrepancy: number;
  status: 'matched' | 'unmatched' | 'returned';
  category: 'missing_payment' | 'fee_overcharge' | 'unrefunded_return' | 'lost_unit' | 'other' | null;
}

/**
 * The summary cards over every entry of the window (the report: a filter narrows the table, not the cards), in
 * cents, and how many entries the filters match (the table's pages).
 */
export interface SummaryRow {
  matching: number;
  total: number;
  matched: number;
  unmatched: number;
  returned: number;
  discrepancy: number;
}

/** The entries of a selection in its order (the export reads it through a cursor). */
export const entriesQuery = (w: ReconciliationWindow, s: ReconciliationSelection) =>
  sql`${entriesWith(w)} select ${ENTRY_COLUMNS} from e where ${entriesFilter(s)} order by ${entriesOrder(s)}`;

export function reconciliationRepository(db: Executor) {
  return {
    /**
     * The last day the marketplace's settlements reach (their end date, else the posting or deposit date);
     * null when it has none.
     */
    async settledThrough(clientId: number, mpId: number): Promise<string | null> {
      const [row] = await rowsOf<{ through: string | null }>(
        db,
        sql`select max(coalesce(end_date, posted_date, deposit_date))::text as through from settlements
          where client_id = ${clientId}::int and mp_id = ${mpId}::int`,
      );
      return row?.through ?? null;
    },

    /**
     * The window's summary, the count of matching entries and one page of them. The first statement decides every
     * line of the window, keeping only what the summary, filters and sort need, and answers the summary with the
     * page's keys in order (each key row carries the summary; an empty page answers one row of it alone); the
     * second computes those entries in full. One snapshot for both (repeatable read), so the page is the one
     * the summary counted.
     */
    async page(
      w: ReconciliationWindow,
      s: ReconciliationSelection,
      offset: number,
      limit: number,
    ): Promise<{ summary: SummaryRow; rows: EntryRow[] }> {
      type Found = { [K in keyof SummaryRow as `s_${K}`]: number } & {
        purchase_date: string | null;
        order_id: string | null;
        order_item_id: string | null;
      };
      return db.transaction(
        async (tx) => {
          const [kinds] = await rowsOf<{ by_item: boolean; by_order_sku: boolean }>(tx, returnKindsSql(w));
          const joined: ReturnKinds = { byItem: kinds!.by_item, byOrderSku: kinds!.by_order_sku };
          const found = await rowsOf<Found>(
            tx,
            sql`${entriesWith(w, joined, { only: s.sort })}
            select sm.*, pg.* from (select (count(*) filter (where ${entriesFilter(s)}))::int as s_matching,
                count(*)::int as s_total,
                (count(*) filter (where status = 'matched'))::int as s_matched,
                (count(*) filter (where status = 'unmatched'))::int as s_unmatched,
                (count(*) filter (where status = 'returned'))::int as s_returned,
                coalesce(sum(discrepancy), 0)::float8 as s_discrepancy from e) sm
            left join lateral (select purchase_date::text, order_id, order_item_id from e where ${entriesFilter(s)}
              order by ${entriesOrder(s)} limit ${limit}::int offset ${offset}::bigint) pg on true`,
          );
          const first = found[0]!;
          const summary: SummaryRow = {
            matching: first.s_matching,
            total: first.s_total,
            matched: first.s_matched,
            unmatched: first.s_unmatched,
            returned: first.s_returned,
            discrepancy: first.s_discrepancy,
          };
          // The left join's one row of an empty page has no entry.
          const keys = found.filter((r) => r.order_id !== null);
          if (keys.length === 0) return { summary, rows: [] };
          const page = sql`select * from unnest(${pgArray(keys.map((k) => k.purchase_date))}::date[],
            ${pgArray(keys.map((k) => k.order_id))}::text[], ${pgArray(keys.map((k) => k.order_item_id))}::text[])`;
          const rows = await rowsOf<EntryRow>(
            tx,
            sql`${entriesWith(w, joined, { keys: page })}
            select ${ENTRY_COLUMNS} from e order by ${entriesOrder(s)}`,
          );
          return { summary, rows };
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
    },
  };
}

export type ReconciliationRepository = ReturnType<typeof reconciliationRepository>;
