import {
  TICKET_LIMITS,
  TICKET_TABS,
  type TicketListQuery,
  type TicketStatus,
  type TicketTab,
} from '@marketdesk/contracts/tickets';
import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/facts';
import { brands, marketplaces, tickets, ticketTypes } from '../../../db/schema';
import { likeEscape } from '../../../platform/grid';

import { headerQuery, toHeader } from './header';

/** The ticket dashboard's queries: one page of a tab with the counts, and the deep search. */

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

/** Every (tab, sub-tab) key the user sees: 'mine', 'mine.pending', … */
export function countKeys(tabs: readonly TicketTab[]): string[] {
  return tabs.flatMap((tab) => [tab, ...TICKET_TABS[tab].map((sub) => `${tab}.${sub}`)]);
}

export function ticketLists(db: Executor) {
  return {
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
  };
}
