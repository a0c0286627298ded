import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Executor } from '../../../db/facts';
import { ticketComments, ticketHistory, ticketItems, tickets, ticketTypeEtas } from '../../../db/schema';
import { ticketSearchDoc } from '../search-doc';

import type { TicketReads } from './reads';

/** Writes of tickets, items, comments, history, the search document and the client's ETA of a type. */
export function ticketWrites(_db: Executor, reads: TicketReads) {
  const writes = {
    async insertTicket(tx: Db, values: typeof tickets.$inferInsert): Promise<number> {
      const [row] = await tx.insert(tickets).values(values).returning({ id: tickets.pk_ticket_id });
      return row!.id;
    },

    async replaceItems(tx: Db, clientId: number, ticketId: number, items: Record<string, unknown>[]) {
      await tx
        .delete(ticketItems)
        .where(and(eq(ticketItems.client_id, clientId), eq(ticketItems.ticket_id, ticketId)));
      if (items.length === 0) return;
      await tx
        .insert(ticketItems)
        .values(items.map((data, i) => ({ client_id: clientId, ticket_id: ticketId, item_no: i + 1, data })));
    },

    async updateTicket(
      tx: Db,
      clientId: number,
      ticketId: number,
      set: Partial<typeof tickets.$inferInsert>,
    ) {
      if (Object.keys(set).length === 0) return;
      await tx
        .update(tickets)
        .set(set)
        .where(and(eq(tickets.client_id, clientId), eq(tickets.pk_ticket_id, ticketId)));
    },

    async deleteTicket(tx: Db, clientId: number, ticketId: number) {
      await tx
        .delete(tickets)
        .where(and(eq(tickets.client_id, clientId), eq(tickets.pk_ticket_id, ticketId)));
    },

    async updateItem(
      tx: Db,
      clientId: number,
      ticketId: number,
      itemNo: number,
      set: Partial<typeof ticketItems.$inferInsert>,
    ) {
      await tx
        .update(ticketItems)
        .set(set)
        .where(
          and(
            eq(ticketItems.client_id, clientId),
            eq(ticketItems.ticket_id, ticketId),
            eq(ticketItems.item_no, itemNo),
          ),
        );
    },

    async addComments(tx: Db, rows: (typeof ticketComments.$inferInsert)[]) {
      if (rows.length > 0) await tx.insert(ticketComments).values(rows);
    },

    async addHistory(tx: Db, rows: (typeof ticketHistory.$inferInsert)[]) {
      if (rows.length > 0) await tx.insert(ticketHistory).values(rows);
    },

    /** Rebuilds search_doc from the ticket as stored (fields, item values and comments). */
    async refreshSearchDoc(tx: Db, clientId: number, ticketId: number) {
      const head = await reads.header(clientId, ticketId, tx);
      if (!head) return;
      const [items, comments] = await Promise.all([
        reads.items(clientId, ticketId, tx),
        reads.comments(clientId, ticketId, tx),
      ]);
      const doc = ticketSearchDoc({
        ...head,
        items: items.map((i) => ({ ...(i.data as Record<string, unknown>), ...(i.editable_fields ?? {}) })),
        comments: comments.map((c) => c.body),
      });
      await writes.updateTicket(tx, clientId, ticketId, { search_doc: doc });
    },

    async setEta(tx: Db, clientId: number, typeId: string, days: number) {
      await tx
        .insert(ticketTypeEtas)
        .values({ client_id: clientId, ticket_type_id: typeId, eta: days })
        .onConflictDoUpdate({
          target: [ticketTypeEtas.client_id, ticketTypeEtas.ticket_type_id],
          set: { eta: days },
        });
    },
  };
  return writes;
}
