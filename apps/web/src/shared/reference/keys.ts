/**
 * The one query key of each piece of reference data (DESIGN 9 "Web kit"): every screen that needs the
 * marketplaces, brands, warehouses, clients, seller ids or users of the selected client reads them through
 * shared/reference, so a change made on one screen (a saved warehouse, a new brand) refreshes every other.
 * Tenant data carries the client id; the user's own marketplaces and brands and the super admin's client list
 * do not (signing out drops every cached answer, SessionEffects).
 */
export const referenceKeys = {
  all: ['reference'] as const,
  /** GET /marketplaces: the user's marketplaces (every one for a super admin). */
  marketplaces: ['reference', 'marketplaces'] as const,
  /** GET /brands: the user's brands (every one for a super admin). */
  brands: ['reference', 'brands'] as const,
  /** GET /clients/list: every client (super admin). */
  clients: ['reference', 'clients'] as const,
  /** GET /warehouses/all: the selected client's warehouses. */
  warehouses: (clientId: number | null) => ['reference', 'warehouses', clientId] as const,
  /** Every seller-id list, for invalidation after a store changed. */
  sellerIdsAll: ['reference', 'seller-ids'] as const,
  /** GET /marketplaces/admin/seller-ids?mp_id=: the selected client's seller ids on one marketplace. */
  sellerIds: (clientId: number | null, mpId: number) => ['reference', 'seller-ids', clientId, mpId] as const,
  /** GET /users/safelist: the selected client's members (owner and assignee pickers). */
  users: (clientId: number | null) => ['reference', 'users', clientId] as const,
};
