import { FOCUSED_QUERY_ROOTS } from '../../../shared/focused-skus/query-roots';

/** Query keys of the analysis screen; every key of a marketplace starts with analyzerKeys.marketplace(mpId). */
export const analyzerKeys = {
  all: FOCUSED_QUERY_ROOTS.analyzer,
  marketplace: (mpId: number) => [...FOCUSED_QUERY_ROOTS.analyzer, mpId] as const,
  list: (mpId: number, query: unknown) => [...FOCUSED_QUERY_ROOTS.analyzer, mpId, 'list', query] as const,
  categories: (mpId: number) => [...FOCUSED_QUERY_ROOTS.analyzer, mpId, 'categories'] as const,
  detail: (mpId: number, asin: string) => [...FOCUSED_QUERY_ROOTS.analyzer, mpId, 'detail', asin] as const,
};
