import { FOCUSED_QUERY_ROOTS } from '../../../shared/focused-skus/query-roots';

/** Query keys of Manage Focused SKUs (useTenantQuery appends the client). */
export const focusedManageKeys = {
  all: FOCUSED_QUERY_ROOTS.manage,
  list: (mpId: number, page: number, size: number) =>
    [...FOCUSED_QUERY_ROOTS.manage, 'list', mpId, page, size] as const,
  search: (mpId: number, term: string) => [...FOCUSED_QUERY_ROOTS.manage, 'search', mpId, term] as const,
};
