/** Query keys of this feature (marketplaces are global: no client id in the key). */
export const marketplaceKeys = {
  all: ['sa-marketplaces'] as const,
  list: ['sa-marketplaces', 'list'] as const,
  secrets: (mpId: number) => ['sa-marketplaces', 'app-secrets', mpId] as const,
};
