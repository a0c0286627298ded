/**
 * The one query key of each piece of reference data (DESIGN 9 "Web kit"): every screen that needs the
 * marketplaces, brands, warehouses, clients, seller ids or users of the selected client reads them through
 * shared/reference, so a change made on one screen (a saved warehouse, a new brand) refreshes every other.
 * useTenantQuery appends the selected client to each (shared/api/tenant-query); invalidating one of these
 * keys reaches every client's copy.
 */
export const referenceKeys = {
  all: ['reference'] as const,
  /** The marketplaces a picker offers (GET /marketplaces, or the client's for its client admin). */
  marketplaces: ['reference', 'marketplaces'] as const,
  /** GET /brands: the user's brands (every one for a super admin). */
  brands: ['reference', 'brands'] as const,
  /** GET /clients/list: every client (super admin). */
  clients: ['reference', 'clients'] as const,
  /** GET /warehouses/all: the selected client's warehouses. */
  warehouses: ['reference', 'warehouses'] as const,
  /** Every seller-id list, for invalidation after a store changed. */
  sellerIdsAll: ['reference', 'seller-ids'] as const,
  /** GET /marketplaces/admin/seller-ids?mp_id=: the selected client's seller ids on one marketplace. */
  sellerIds: (mpId: number) => ['reference', 'seller-ids', mpId] as const,
  /** GET /users/safelist: the selected client's members (owner and assignee pickers). */
  users: ['reference', 'users'] as const,
};
