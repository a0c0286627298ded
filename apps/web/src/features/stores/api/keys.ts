/** Query keys of this feature (useTenantQuery appends the selected client). */
export const marketplaceKeys = {
  root: ['ca-marketplaces'] as const,
  marketplaces: ['ca-marketplaces', 'me'] as const,
  stores: ['ca-marketplaces', 'stores'] as const,
  secrets: (mpId: number) => ['ca-marketplaces', 'secrets', mpId] as const,
  priorities: (mpId: number) => ['ca-marketplaces', 'priorities', mpId] as const,
};
