/** The screen's texts (spec 02, Administration screens and section 8), exactly as written there. */
export const WAREHOUSE_TEXT = {
  loadFailed: 'Failed to load data',
  created: 'Warehouse created successfully',
  updated: 'Warehouse updated successfully',
  createFailed: 'Failed to create warehouse',
  updateFailed: 'Failed to update warehouse',
  forbidden: 'You do not have permission to manage warehouses',
  empty: 'No warehouses yet. Add the first one.',
} as const;
