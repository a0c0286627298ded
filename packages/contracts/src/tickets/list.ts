import { z } from 'zod';
import { pageParam } from '../paging';
import { idParam, name } from '../primitives';
import { TICKET_LIMITS } from './model';
import { type Ticket, ticketRow } from './ticket';

/** Tickets: Tabs (section 2). One rule for the server's SQL and the web's filtering of deep-search results.. */

export const TICKET_TABS = {
  all: ['unassigned', 'assigned'],
  review: ['pending', 'reviewed'],
  unassigned: [],
  mine: ['pending', 'inprogress', 'resolved', 'reviewed'],
  raised: ['open', 'review', 'reviewed'],
} as const;
export type TicketTab = keyof typeof TICKET_TABS;
export const TICKET_TAB_LABEL: Record<TicketTab, string> = {
  all: 'All Tickets',
  review: 'Review Tickets',
  unassigned: 'Unassigned',
  mine: 'My Tickets',
  raised: 'Tickets I Raised',
};
export const TICKET_SUBTAB_LABEL: Record<string, string> = {
  'all.unassigned': 'Unassigned',
  'all.assigned': 'Assigned',
  'review.pending': 'Review Pending',
  'review.reviewed': 'Reviewed',
  'mine.pending': 'Pending',
  'mine.inprogress': 'In Progress',
  'mine.resolved': 'Resolved',
  'mine.reviewed': 'Reviewed',
  'raised.open': 'Pending / In Progress',
  'raised.review': 'Open to Review',
  'raised.reviewed': 'Reviewed',
};

export interface TicketRights {
  assigner: boolean;
  reviewer: boolean;
  eta: boolean;
  create: boolean;
}
/** The tabs a user sees, in order: All Tickets first (assigner), Review Tickets before My Tickets (reviewer). */
export function visibleTabs(r: Pick<TicketRights, 'assigner' | 'reviewer'>): TicketTab[] {
  const tabs: TicketTab[] = [];
  if (r.assigner) tabs.push('all');
  tabs.push('unassigned');
  if (r.reviewer) tabs.push('review');
  tabs.push('mine', 'raised');
  return tabs;
}

type TabTicket = Pick<Ticket, 'fk_owner_id' | 'fk_creator_id' | 'status'>;
/** Whether a ticket belongs to a tab/sub-tab for the user (sub-tab undefined: the tab's union). */
export function ticketInTab(t: TabTicket, userId: number, tab: TicketTab, sub?: string): boolean {
  const s = t.status;
  switch (tab) {
    case 'unassigned':
      return t.fk_owner_id === null;
    case 'all':
      return sub === 'unassigned'
        ? t.fk_owner_id === null
        : sub === 'assigned'
          ? t.fk_owner_id !== null
          : true;
    case 'review':
      return sub === 'reviewed'
        ? s === 'REVIEWED'
        : sub === 'pending'
          ? s === 'RESOLVED'
          : s === 'RESOLVED' || s === 'REVIEWED';
    case 'mine':
      return t.fk_owner_id === userId && (sub ? s === sub.toUpperCase() : true);
    case 'raised':
      if (t.fk_creator_id !== userId) return false;
      if (sub === 'open') return s === 'PENDING' || s === 'INPROGRESS';
      if (sub === 'review') return s === 'RESOLVED';
      if (sub === 'reviewed') return s === 'REVIEWED';
      return true;
  }
}

export const TICKET_ORDER_BY = [
  'pk_ticket_id',
  'fk_ticket_type_id',
  'creator_name',
  'owner_name',
  'status',
  'percent_completion',
  'dt_creation',
  'dt_assign',
  'dt_completion',
  'marketplace_name',
  'brand_name',
  'num_items',
  /** Time since creation: the reverse of dt_creation (the Age column). */
  'age',
] as const;

/** GET /tickets/all: one server page of a tab, plus the count of every tab and sub-tab the user sees. */
export const ticketListQuery = z.object({
  tab: z.enum(Object.keys(TICKET_TABS) as [TicketTab, ...TicketTab[]]).default('unassigned'),
  subTab: z.string().max(20).optional(),
  page: pageParam(Math.max(...TICKET_LIMITS.pageSizes), 0).default(0),
  rpp: z.coerce
    .number()
    .int()
    .refine((n) => (TICKET_LIMITS.pageSizes as readonly number[]).includes(n), 'Unsupported page size')
    .default(TICKET_LIMITS.defaultPageSize),
  order: z.enum(['asc', 'desc']).default('desc'),
  orderBy: z.enum(TICKET_ORDER_BY).default('dt_creation'),
  /** Quick filter over the header fields (id, type, creator, owner, marketplace, brand). */
  s: name(200).optional(),
});
export type TicketListQuery = z.infer<typeof ticketListQuery>;
export const ticketListAnswer = z.object({
  tickets: z.array(ticketRow),
  total: z.number().int(),
  /** 'mine', 'mine.pending', …: every tab and sub-tab the user sees. */
  counts: z.record(z.string(), z.number().int()),
  rights: z.object({ assigner: z.boolean(), reviewer: z.boolean(), eta: z.boolean(), create: z.boolean() }),
});
export type TicketListAnswer = z.infer<typeof ticketListAnswer>;

export const ticketSearchQuery = z.object({ q: name(200).pipe(z.string().min(TICKET_LIMITS.deepSearchMin)) });
export const ticketSearchAnswer = z.array(ticketRow);
export const ticketDetailsQuery = z.object({ id: idParam() });
export const ticketIdParams = z.object({ id: idParam() });
