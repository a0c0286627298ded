/** Query keys of this feature (useTenantQuery appends the selected client). */
export const userKeys = {
  all: ['admin-users'] as const,
  list: ['admin-users', 'list'] as const,
  detail: (id: number) => ['admin-users', 'detail', id] as const,
  options: ['admin-users', 'form-options'] as const,
};
