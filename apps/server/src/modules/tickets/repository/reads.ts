import type { TicketHistoryEntry } from '@marketdesk/contracts/tickets';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Executor } from '../../../db/facts';
import {
  brands,
  marketplaces,
  ticketComments,
  ticketHistory,
  ticketItems,
  tickets,
  ticketTypeEtas,
  ticketTypes,
  users,
} from '../../../db/schema';

import { eta, headerQuery, iso, type TicketHeader, toHeader } from './header';

/** Reads of one ticket (header, items, comments, history), the types with their ETA, users and references. */
export function ticketReads(db: Executor) {
  return {
    async header(clientId: number, ticketId: number, tx: Db = db): Promise<TicketHeader | null> {
      const [row] = await headerQuery(tx)
        .where(and(eq(tickets.client_id, clientId), eq(tickets.pk_ticket_id, ticketId)))
        .limit(1);
      return row ? toHeader(row) : null;
    },

    /** Locks the ticket row for a write (PostgreSQL; PGlite runs one transaction at a time). */
    async lock(tx: Db, clientId: number, ticketId: number) {
      await tx.execute(
        sql`select 1 from ${tickets} where ${tickets.client_id} = ${clientId} and ${tickets.pk_ticket_id} = ${ticketId} for update`,
      );
    },

    items: (clientId: number, ticketId: number, tx: Db = db) =>
      tx
        .select()
        .from(ticketItems)
        .where(and(eq(ticketItems.client_id, clientId), eq(ticketItems.ticket_id, ticketId)))
        .orderBy(asc(ticketItems.item_no)),

    comments: (clientId: number, ticketId: number, tx: Db = db) =>
      tx
        .select()
        .from(ticketComments)
        .where(and(eq(ticketComments.client_id, clientId), eq(ticketComments.ticket_id, ticketId)))
        .orderBy(asc(ticketComments.created_at), asc(ticketComments.id)),

    async history(clientId: number, ticketId: number, tx: Db = db): Promise<TicketHistoryEntry[]> {
      const rows = await tx
        .select()
        .from(ticketHistory)
        .where(and(eq(ticketHistory.client_id, clientId), eq(ticketHistory.ticket_id, ticketId)))
        .orderBy(asc(ticketHistory.at), asc(ticketHistory.id));
      return rows.map((r) => ({
        at: iso(r.at)!,
        user_id: r.user_id,
        user_name: r.user_name,
        field: r.field as TicketHistoryEntry['field'],
        from: r.from_value,
        to: r.to_value,
      }));
    },

    /** The ticket types with this client's ETA. */
    types: (clientId: number) =>
      db
        .select({
          ticket_type_id: ticketTypes.ticket_type_id,
          ticket_type_name: ticketTypes.ticket_type_name,
          ticket_type_description: ticketTypes.ticket_type_description,
          eta,
        })
        .from(ticketTypes)
        .leftJoin(
          ticketTypeEtas,
          and(
            eq(ticketTypeEtas.client_id, clientId),
            eq(ticketTypeEtas.ticket_type_id, ticketTypes.ticket_type_id),
          ),
        ),

    async typeEta(tx: Db, clientId: number, typeId: string): Promise<number | null> {
      const [row] = await tx
        .select({ eta })
        .from(ticketTypes)
        .leftJoin(
          ticketTypeEtas,
          and(
            eq(ticketTypeEtas.client_id, clientId),
            eq(ticketTypeEtas.ticket_type_id, ticketTypes.ticket_type_id),
          ),
        )
        .where(eq(ticketTypes.ticket_type_id, typeId));
      return row?.eta ?? null;
    },

    async user(id: number, tx: Db = db) {
      const [row] = await tx.select().from(users).where(eq(users.id, id));
      return row ?? null;
    },

    /** Whether a marketplace and a brand (each optional) exist. */
    async referencesExist(tx: Db, mpId: number | null | undefined, brandId: number | null | undefined) {
      const mp = mpId
        ? await tx
            .select({ id: marketplaces.pk_mp_id })
            .from(marketplaces)
            .where(eq(marketplaces.pk_mp_id, mpId))
        : [1];
      const brand = brandId
        ? await tx.select({ id: brands.pk_brand_id }).from(brands).where(eq(brands.pk_brand_id, brandId))
        : [1];
      return mp.length > 0 && brand.length > 0;
    },
  };
}
export type TicketReads = ReturnType<typeof ticketReads>;
