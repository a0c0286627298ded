import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Executor, OrderLineKey } from '../../db/facts';
import { json, rowsOf } from '../../db/facts/executor';
import type { ScopedMarketplace } from '../../platform/report-scope';

export type MarketplaceRow = ScopedMarketplace;

/** Queries of Purchase Order and DF Orders Management besides grid pages (platform/grid) and writes (db/facts). */
export function vendorOrdersRepository(db: Db) {
  return {
    /** The database it reads, for the report scope (platform/report-scope) of scopeOf. */
    db,

    /** Which of these line keys are lines of the type within the client and marketplace (the others are not). */
    lineKeys(ex: Executor, clientId: number, mpId: number, orderType: 'PO' | 'DF', keys: OrderLineKey[]) {
      return rowsOf<{ order_id: string; order_item_id: string }>(
        ex,
        sql`select o.order_id, o.order_item_id from orders o
          join jsonb_to_recordset(${json(keys)}) as k(order_id text, order_item_id text)
            on o.order_id = k.order_id and o.order_item_id = k.order_item_id
          where o.client_id = ${clientId}::int and o.mp_id = ${mpId}::int and o.order_type = ${orderType}`,
      );
    },

    /** Which of these DF order ids the marketplace already holds (to count the orders an upload inserts). */
    async existingOrderIds(
      ex: Executor,
      clientId: number,
      mpId: number,
      ids: string[],
    ): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await rowsOf<{ order_id: string }>(
        ex,
        sql`select distinct order_id from orders where client_id = ${clientId}::int and mp_id = ${mpId}::int
          and order_id in (select jsonb_array_elements_text(${json(ids)}))`,
      );
      return new Set(rows.map((r) => r.order_id));
    },
  };
}
export type VendorOrdersRepository = ReturnType<typeof vendorOrdersRepository>;
