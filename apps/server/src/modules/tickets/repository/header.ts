import type { TicketStatus, TicketTypeId } from '@marketdesk/contracts/tickets';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { brands, marketplaces, tickets, ticketTypeEtas, ticketTypes } from '../../../db/schema';

/** What every ticket query shares: the header columns of a ticket and its type's ETA for the client. */

export const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

export const eta = sql<number>`coalesce(${ticketTypeEtas.eta}, ${ticketTypes.eta})`.mapWith(Number);

export const headerColumns = {
  pk_ticket_id: tickets.pk_ticket_id,
  fk_ticket_type_id: tickets.fk_ticket_type_id,
  fk_creator_id: tickets.fk_creator_id,
  creator_name: tickets.creator_name,
  fk_owner_id: tickets.fk_owner_id,
  owner_name: tickets.owner_name,
  status: tickets.status,
  percent_completion: tickets.percent_completion,
  dt_creation: tickets.dt_creation,
  dt_assign: tickets.dt_assign,
  dt_completion: tickets.dt_completion,
  fk_mp_id: tickets.fk_mp_id,
  fk_brand_id: tickets.fk_brand_id,
  brand_name: brands.brand_name,
  marketplace_name: marketplaces.name,
  num_items: tickets.num_items,
  description: tickets.description,
  requested_content_type: tickets.requested_content_type,
  drive_link: tickets.drive_link,
  ticket_type_name: ticketTypes.ticket_type_name,
  ticket_type_description: ticketTypes.ticket_type_description,
  eta,
};

export interface TicketHeader {
  pk_ticket_id: number;
  fk_ticket_type_id: TicketTypeId;
  fk_creator_id: number | null;
  creator_name: string;
  fk_owner_id: number | null;
  owner_name: string | null;
  status: TicketStatus;
  percent_completion: number;
  dt_creation: string;
  dt_assign: string | null;
  dt_completion: string | null;
  fk_mp_id: number | null;
  fk_brand_id: number | null;
  brand_name: string | null;
  marketplace_name: string | null;
  num_items: number;
  description: string;
  requested_content_type: string[];
  drive_link: string | null;
  ticket_type_name: string;
  ticket_type_description: string;
  eta: number;
}

type RawHeader = Omit<
  TicketHeader,
  'dt_creation' | 'dt_assign' | 'dt_completion' | 'fk_ticket_type_id' | 'status' | 'requested_content_type'
> & {
  fk_ticket_type_id: string;
  status: string;
  requested_content_type: unknown;
  dt_creation: Date | string;
  dt_assign: Date | string | null;
  dt_completion: Date | string | null;
};

export const toHeader = (r: RawHeader): TicketHeader => ({
  ...r,
  fk_ticket_type_id: r.fk_ticket_type_id as TicketTypeId,
  status: r.status as TicketStatus,
  requested_content_type: Array.isArray(r.requested_content_type)
    ? (r.requested_content_type as string[])
    : [],
  dt_creation: iso(r.dt_creation)!,
  dt_assign: iso(r.dt_assign),
  dt_completion: iso(r.dt_completion),
});

export function headerQuery(db: Db) {
  return db
    .select(headerColumns)
    .from(tickets)
    .innerJoin(ticketTypes, eq(ticketTypes.ticket_type_id, tickets.fk_ticket_type_id))
    .leftJoin(
      ticketTypeEtas,
      and(
        eq(ticketTypeEtas.client_id, tickets.client_id),
        eq(ticketTypeEtas.ticket_type_id, tickets.fk_ticket_type_id),
      ),
    )
    .leftJoin(marketplaces, eq(marketplaces.pk_mp_id, tickets.fk_mp_id))
    .leftJoin(brands, eq(brands.pk_brand_id, tickets.fk_brand_id));
}
