import { priceCheckOps } from '@marketdesk/contracts/operations/price-check';
import type {
  PriceCheckFocusedQuery,
  PriceCheckFocusedRow,
  PriceCheckOrderedQuery,
  PriceCheckOrderedRow,
  PriceCheckTab,
} from '@marketdesk/contracts/price-check';
import { call } from '../../../shared/api/call';
import { useTenantQuery } from '../../../shared/api/tenant-query';

/** What each tab asks and answers. */
export interface PriceCheckCalls {
  focused: { query: PriceCheckFocusedQuery; row: PriceCheckFocusedRow };
  ordered: { query: PriceCheckOrderedQuery; row: PriceCheckOrderedRow };
}
export type PriceCheckQuery<K extends PriceCheckTab> = PriceCheckCalls[K]['query'];
export type PriceCheckRow<K extends PriceCheckTab> = PriceCheckCalls[K]['row'];

/** GET /price-check/focused and GET /price-check/ordered. */
export function getPriceCheck<K extends PriceCheckTab>(
  tab: K,
  query: PriceCheckQuery<K>,
  signal?: AbortSignal,
): Promise<PriceCheckRow<K>[]> {
  if (tab === 'focused')
    return call(priceCheckOps.focused, { query: query as PriceCheckFocusedQuery, signal }) as Promise<
      PriceCheckRow<K>[]
    >;
  return call(priceCheckOps.ordered, { query: query as PriceCheckOrderedQuery, signal }) as Promise<
    PriceCheckRow<K>[]
  >;
}

export const priceCheckKeys = {
  all: ['price-check'] as const,
  tab: (tab: PriceCheckTab, query: unknown) => ['price-check', tab, query] as const,
};

/**
 * A tab's rows for the query its Fetch Data sent (null before the first): asked once per Fetch Data (the
 * screen asks again for the same query), never retried, so a failure is told once and the table emptied.
 */
export function usePriceCheck<K extends PriceCheckTab>(tab: K, query: PriceCheckQuery<K> | null) {
  return useTenantQuery({
    queryKey: priceCheckKeys.tab(tab, query),
    queryFn: ({ signal }) => getPriceCheck(tab, query!, signal),
    enabled: query !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
