/** Query keys of Manage Focused SKUs (useTenantQuery appends the client). */
export const focusedManageKeys = {
  all: ['focused-manage'] as const,
  list: (mpId: number, page: number, size: number) => ['focused-manage', 'list', mpId, page, size] as const,
  search: (mpId: number, term: string) => ['focused-manage', 'search', mpId, term] as const,
};

/**
 * The analysis screen's cached records carry the focused flag too (kept 30 minutes there): a change made here
 * clears them as well (spec 02 section 4, "caches are cleared"). Its key prefix, as that feature writes it
 * (features do not import each other).
 */
export const ANALYSIS_CACHE_PREFIX = ['focused-analyzer'] as const;
