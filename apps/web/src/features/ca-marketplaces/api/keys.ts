/** Query keys of this feature; each holds the client id, so switching client refetches. */
export const marketplaceKeys = {
  root: (clientId: number | null) => ['ca-marketplaces', clientId] as const,
  marketplaces: (clientId: number | null) => ['ca-marketplaces', clientId, 'me'] as const,
  stores: (clientId: number | null) => ['ca-marketplaces', clientId, 'stores'] as const,
  secrets: (clientId: number | null, mpId: number) => ['ca-marketplaces', clientId, 'secrets', mpId] as const,
  priorities: (clientId: number | null, mpId: number) =>
    ['ca-marketplaces', clientId, 'priorities', mpId] as const,
};
