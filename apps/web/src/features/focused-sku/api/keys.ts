import { FOCUSED_QUERY_ROOTS } from './query-roots';

/** Query keys of the analysis screen; every key of a marketplace starts with analyzerKeys.marketplace(mpId). */
export const analyzerKeys = {
  all: FOCUSED_QUERY_ROOTS.analyzer,
  marketplace: (mpId: number) => [...FOCUSED_QUERY_ROOTS.analyzer, mpId] as const,
  list: (mpId: number, query: unknown) => [...FOCUSED_QUERY_ROOTS.analyzer, mpId, 'list', query] as const,
  categories: (mpId: number) => [...FOCUSED_QUERY_ROOTS.analyzer, mpId, 'categories'] as const,
  detail: (mpId: number, asin: string) => [...FOCUSED_QUERY_ROOTS.analyzer, mpId, 'detail', asin] as const,
};

/** Query keys of Manage Focused SKUs (useTenantQuery appends the client). */
export const focusedManageKeys = {
  all: FOCUSED_QUERY_ROOTS.manage,
  list: (mpId: number, page: number, size: number) =>
    [...FOCUSED_QUERY_ROOTS.manage, 'list', mpId, page, size] as const,
  search: (mpId: number, term: string) => [...FOCUSED_QUERY_ROOTS.manage, 'search', mpId, term] as const,
};
