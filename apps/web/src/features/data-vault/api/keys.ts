/** Query keys of the Data Vault grids; an upload or a save invalidates them. */
export const dataVaultKeys = {
  all: ['data-vault'] as const,
  grid: (clientId: number | null, path: string, mpId: number | null) =>
    ['data-vault', clientId, path, mpId] as const,
};
