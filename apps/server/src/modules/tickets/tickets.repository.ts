import {
  TICKET_LIMITS,
  TICKET_TABS,
  type TicketHistoryEntry,
  type TicketListQuery,
  type TicketStatus,
  type TicketTab,
  type TicketTypeId,
} from '@marketdesk/contracts/tickets';
import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Executor } from '../../db/facts';
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
} from '../../db/schema';
import { likeEscape } from '../../platform/grid';
import { ticketSearchDoc } from './search-doc';

/** Queries of the ticket tables; every one is bound to a client. Rules live in the policy and the service. */

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

const eta = sql<number>`coalesce(${ticketTypeEtas.eta}, ${ticketTypes.eta})`.mapWith(Number);

const headerColumns = {
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

const toHeader = (r: RawHeader): TicketHeader => ({
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

function headerQuery(db: Db) {
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

/** The SQL of `ticketInTab` (contracts): the one rule, written for the database. */
export function tabCondition(userId: number, tab: TicketTab, sub?: string): SQL {
  const status = (...s: TicketStatus[]) => inArray(tickets.status, s);
  const unowned = isNull(tickets.fk_owner_id);
  switch (tab) {
    case 'unassigned':
      return unowned;
    case 'all':
      return sub === 'unassigned'
        ? unowned
        : sub === 'assigned'
          ? sql`${tickets.fk_owner_id} is not null`
          : sql`true`;
    case 'review':
      return sub === 'reviewed'
        ? status('REVIEWED')
        : sub === 'pending'
          ? status('RESOLVED')
          : status('RESOLVED', 'REVIEWED');
    case 'mine': {
      const mine = eq(tickets.fk_owner_id, userId);
      return sub ? and(mine, eq(tickets.status, sub.toUpperCase()))! : mine;
    }
    case 'raised': {
      const raised = eq(tickets.fk_creator_id, userId);
      if (sub === 'open') return and(raised, status('PENDING', 'INPROGRESS'))!;
      if (sub === 'review') return and(raised, status('RESOLVED'))!;
      if (sub === 'reviewed') return and(raised, status('REVIEWED'))!;
      return raised;
    }
  }
}

const ORDER_COLUMNS: Record<Exclude<TicketListQuery['orderBy'], 'age'>, SQL | typeof tickets.pk_ticket_id> = {
  pk_ticket_id: tickets.pk_ticket_id,
  fk_ticket_type_id: sql`${tickets.fk_ticket_type_id}`,
  creator_name: sql`${tickets.creator_name}`,
  owner_name: sql`${tickets.owner_name}`,
  status: sql`${tickets.status}`,
  percent_completion: sql`${tickets.percent_completion}`,
  dt_creation: sql`${tickets.dt_creation}`,
  dt_assign: sql`${tickets.dt_assign}`,
  dt_completion: sql`${tickets.dt_completion}`,
  marketplace_name: sql`${marketplaces.name}`,
  brand_name: sql`${brands.brand_name}`,
  num_items: sql`${tickets.num_items}`,
};

export interface Visibility {
  clientId: number;
  types: readonly string[];
}

const visible = (v: Visibility): SQL =>
  v.types.length === 0
    ? sql`false`
    : and(eq(tickets.client_id, v.clientId), inArray(tickets.fk_ticket_type_id, [...v.types]))!;

/** The quick filter: ticket id, type, creator, owner, marketplace and brand. */
function quickFilter(s: string | undefined): SQL | undefined {
  const text = s?.trim();
  if (!text) return undefined;
  const like = `%${likeEscape(text)}%`;
  return sql`(${tickets.pk_ticket_id}::text ilike ${like} or ${tickets.fk_ticket_type_id} ilike ${like}
    or ${ticketTypes.ticket_type_name} ilike ${like} or ${tickets.creator_name} ilike ${like}
    or coalesce(${tickets.owner_name}, '') ilike ${like} or coalesce(${marketplaces.name}, '') ilike ${like}
    or coalesce(${brands.brand_name}, '') ilike ${like})`;
}

export function ticketsRepository(db: Executor) {
  const repo = {
    transaction: <T>(run: (tx: Executor) => Promise<T>) => db.transaction((tx) => run(tx)),

    /** One page of a tab, the total of that tab and the count of every (tab, sub-tab) key asked for. */
    async list(v: Visibility, userId: number, q: TicketListQuery, countKeys: string[]) {
      const filter = quickFilter(q.s);
      const base = and(visible(v), filter);
      const where = and(base, tabCondition(userId, q.tab, q.subTab));
      // Age grows as creation goes back: ascending age is descending creation time (same index, same ties).
      const byAge = q.orderBy === 'age';
      const dir = (q.order === 'asc') !== byAge ? asc : desc;
      const column = q.orderBy === 'age' ? ORDER_COLUMNS.dt_creation : ORDER_COLUMNS[q.orderBy];
      const page = headerQuery(db)
        .where(where)
        .orderBy(dir(column), dir(tickets.pk_ticket_id))
        .limit(q.rpp)
        .offset(q.page * q.rpp);
      const selections: Record<string, SQL<number>> = {
        total: sql<number>`count(*) filter (where ${where})`.mapWith(Number),
      };
      countKeys.forEach((key, i) => {
        const [tab, sub] = key.split('.') as [TicketTab, string | undefined];
        selections[`c${i}`] = sql<number>`count(*) filter (where ${tabCondition(userId, tab, sub)})`.mapWith(
          Number,
        );
      });
      // Without a quick filter the counts read tickets alone, which tickets_client_counts_idx answers by an
      // index-only scan; the joins are only for the names the quick filter matches.
      const counting = db.select(selections).from(tickets);
      const aggregate = filter
        ? counting
            .innerJoin(ticketTypes, eq(ticketTypes.ticket_type_id, tickets.fk_ticket_type_id))
            .leftJoin(marketplaces, eq(marketplaces.pk_mp_id, tickets.fk_mp_id))
            .leftJoin(brands, eq(brands.pk_brand_id, tickets.fk_brand_id))
            .where(base)
        : counting.where(base);
      const [rows, [agg]] = await Promise.all([page, aggregate]);
      const counts = Object.fromEntries(countKeys.map((k, i) => [k, agg?.[`c${i}`] ?? 0]));
      return { rows: rows.map(toHeader), total: agg?.total ?? 0, counts };
    },

    /** Deep search over search_doc (trigram index), newest first, at most 300. */
    async search(v: Visibility, q: string) {
      const like = `%${likeEscape(q.toLowerCase())}%`;
      const rows = await headerQuery(db)
        .where(and(visible(v), sql`${tickets.search_doc} like ${like}`))
        .orderBy(desc(tickets.dt_creation), desc(tickets.pk_ticket_id))
        .limit(TICKET_LIMITS.deepSearchMax);
      return rows.map(toHeader);
    },

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
      const head = await repo.header(clientId, ticketId, tx);
      if (!head) return;
      const [items, comments] = await Promise.all([
        repo.items(clientId, ticketId, tx),
        repo.comments(clientId, ticketId, tx),
      ]);
      const doc = ticketSearchDoc({
        ...head,
        items: items.map((i) => ({ ...(i.data as Record<string, unknown>), ...(i.editable_fields ?? {}) })),
        comments: comments.map((c) => c.body),
      });
      await repo.updateTicket(tx, clientId, ticketId, { search_doc: doc });
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

    async setEta(tx: Db, clientId: number, typeId: string, days: number) {
      await tx
        .insert(ticketTypeEtas)
        .values({ client_id: clientId, ticket_type_id: typeId, eta: days })
        .onConflictDoUpdate({
          target: [ticketTypeEtas.client_id, ticketTypeEtas.ticket_type_id],
          set: { eta: days },
        });
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
  return repo;
}
export type TicketsRepository = ReturnType<typeof ticketsRepository>;

/** Every (tab, sub-tab) key the user sees: 'mine', 'mine.pending', … */
export function countKeys(tabs: readonly TicketTab[]): string[] {
  return tabs.flatMap((tab) => [tab, ...TICKET_TABS[tab].map((sub) => `${tab}.${sub}`)]);
}
