/** Query keys of this feature (clients are global to a super admin: no client id in the key). */
export const clientKeys = {
  all: ['sa-clients'] as const,
  list: ['sa-clients', 'list'] as const,
  candidates: ['sa-clients', 'candidates'] as const,
};
