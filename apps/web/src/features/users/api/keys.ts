/** Query keys of this feature; the first element is the area so a client switch refetches them. */
export const userKeys = {
  all: ['admin-users'] as const,
  list: (clientId: number | null) => ['admin-users', 'list', clientId] as const,
  detail: (clientId: number | null, id: number) => ['admin-users', 'detail', clientId, id] as const,
  options: (clientId: number | null) => ['admin-users', 'form-options', clientId] as const,
};
