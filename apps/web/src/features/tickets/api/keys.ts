import type { MutationFunction } from '@tanstack/react-query';
import { useRefreshingMutation } from '../../../shared/api/refreshing-mutation';

/**
 * Query keys of the ticket screens (dashboard, detail, form); useTenantQuery appends the selected client, so a
 * client switch never shows another client's tickets. The first element is the area: one
 * `invalidateQueries({ queryKey: ticketKeys.all })` after a write refreshes every list, count, detail and search.
 */
export const ticketKeys = {
  all: ['tickets'] as const,
  /** GET /tickets/all: one page of a tab with the counts (params: tab, subTab, page, rpp, order, orderBy, s). */
  lists: ['tickets', 'list'] as const,
  list: (params: Record<string, unknown>) => ['tickets', 'list', params] as const,
  /** GET /tickets/types: the types the user may see, with the client's ETA. */
  types: ['tickets', 'types'] as const,
  /** GET /tickets/details?id=. */
  detail: (id: number) => ['tickets', 'detail', id] as const,
  /** GET /tickets/search?q=. */
  search: (q: string) => ['tickets', 'search', q] as const,
};

/** A ticket write: once it succeeds every ticket list, count, detail and search is read again. */
export const useTicketWrite = <T, V>(mutationFn: MutationFunction<T, V>) =>
  useRefreshingMutation(ticketKeys.all, mutationFn);
