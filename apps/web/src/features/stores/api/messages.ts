/** The screen's texts (spec 02, Administration screens and section 8), exactly as written there. */
export const MARKETPLACE_TEXT = {
  loadFailed: 'Failed to load marketplaces',
  tokenLoadFailed: 'Failed to fetch token data',
  dataLoadFailed: 'Failed to load data',
  created: 'Store created successfully',
  updated: 'Credentials updated successfully',
  saveFailed: 'Failed to save credentials',
  forbidden: 'You do not have permission to manage marketplaces',
  empty: 'No marketplaces found.',
  noStores: 'No stores yet',
  noWarehouses: 'No warehouses yet: add them under Warehouses to rank them here.',
} as const;
