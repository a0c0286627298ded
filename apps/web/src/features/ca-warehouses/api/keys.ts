/** Query keys of this feature; the client id is part of each, so switching client refetches. */
export const warehouseKeys = {
  all: (clientId: number | null) => ['ca-warehouses', clientId] as const,
};
