/** Query keys of Manage Focused SKUs (useTenantQuery appends the client). */
export const focusedManageKeys = {
  all: ['focused-manage'] as const,
  list: (mpId: number, page: number, size: number) => ['focused-manage', 'list', mpId, page, size] as const,
  search: (mpId: number, term: string) => ['focused-manage', 'search', mpId, term] as const,
};
