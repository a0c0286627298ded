import {
  TICKET_LIMITS,
  TICKET_ORDER_BY,
  TICKET_TABS,
  type TicketListQuery,
  type TicketTab,
} from '@marketdesk/contracts/tickets';

export type TicketOrderBy = (typeof TICKET_ORDER_BY)[number];

/** The dashboard's whole state, read from the address (spec 03 section 2) so a view can be bookmarked. */
export interface DashboardView {
  tab: TicketTab;
  /** The sub-tab, or undefined for a tab without sub-tabs. */
  subTab: string | undefined;
  /** Page from 0, as sent to GET /tickets/all. */
  page: number;
  rpp: number;
  order: 'asc' | 'desc';
  orderBy: TicketOrderBy;
  /** The search text ('' for none). */
  s: string;
  /** d=true: s is a deep search (GET /tickets/search) rather than the quick filter of the list. */
  deep: boolean;
  /** A ticket to scroll to and flash. */
  scrollTo: number | null;
}

/** The address parameters, in the spec's names. */
export type ViewParam = 'tab' | 'subTab' | 'page' | 'rpp' | 'order' | 'orderBy' | 's' | 'd' | 'scrollTo';

const int = (raw: string | null): number | null =>
  raw !== null && /^\d{1,9}$/.test(raw) ? Number(raw) : null;

/**
 * The view an address shows to a user with these tabs: a tab the user cannot see falls back to the first tab
 * (All Tickets for an assigner), a missing sub-tab to the tab's first; any other unknown value to its default
 * (page 0, 50 rows, dt_creation descending), so a shared link never breaks the page.
 */
export function readView(params: URLSearchParams, tabs: readonly TicketTab[]): DashboardView {
  const rawTab = params.get('tab') as TicketTab | null;
  const tab = rawTab && tabs.includes(rawTab) ? rawTab : (tabs[0] ?? 'unassigned');
  const subs: readonly string[] = TICKET_TABS[tab];
  const rawSub = params.get('subTab');
  const rpp = int(params.get('rpp'));
  const orderBy = params.get('orderBy') as TicketOrderBy | null;
  const s = (params.get('s') ?? '').trim();
  const scrollTo = int(params.get('scrollTo'));
  return {
    tab,
    subTab: rawSub && subs.includes(rawSub) ? rawSub : subs[0],
    page: int(params.get('page')) ?? 0,
    rpp: rpp !== null && (TICKET_LIMITS.pageSizes as readonly number[]).includes(rpp) ? rpp : 50,
    order: params.get('order') === 'asc' ? 'asc' : 'desc',
    orderBy: orderBy && TICKET_ORDER_BY.includes(orderBy) ? orderBy : 'dt_creation',
    s,
    deep: params.get('d') === 'true' && s.length >= TICKET_LIMITS.deepSearchMin,
    scrollTo: scrollTo && scrollTo > 0 ? scrollTo : null,
  };
}

export type ViewChange = Partial<Record<ViewParam, string | number | boolean | null>>;

/**
 * The address after a change: null or '' removes a parameter. A change of what is shown (tab, sub-tab, page
 * size, sort, search) goes back to the first page; a new tab takes its first sub-tab; any change but one that
 * names scrollTo drops it (the ticket was found).
 */
export function changeView(params: URLSearchParams, change: ViewChange): URLSearchParams {
  const next = new URLSearchParams(params);
  if ('tab' in change) next.delete('subTab');
  if (['tab', 'subTab', 'rpp', 'order', 'orderBy', 's', 'd'].some((k) => k in change)) next.delete('page');
  if (!('scrollTo' in change)) next.delete('scrollTo');
  for (const [key, value] of Object.entries(change)) {
    if (value === null || value === undefined || value === '' || value === false) next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}

/** GET /tickets/all's query for a view (the quick filter s only when it is not a deep search). */
export function listQuery(v: DashboardView): TicketListQuery {
  return {
    tab: v.tab,
    subTab: v.subTab,
    page: v.page,
    rpp: v.rpp,
    order: v.order,
    orderBy: v.orderBy,
    s: v.s && !v.deep ? v.s : undefined,
  };
}
