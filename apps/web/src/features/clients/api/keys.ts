/**
 * Query keys of this feature (global to a super admin: no client id in the key). The client list itself is
 * reference data (shared/reference: referenceKeys.clients), read by other screens too.
 */
export const clientKeys = {
  all: ['sa-clients'] as const,
  candidates: ['sa-clients', 'candidates'] as const,
};
