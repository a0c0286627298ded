/** Query keys of the Data Vault grids (the grid appends the client); an upload or a save invalidates them. */
export const dataVaultKeys = {
  all: ['data-vault'] as const,
  grid: (path: string, mpId: number | null) => ['data-vault', path, mpId] as const,
};
