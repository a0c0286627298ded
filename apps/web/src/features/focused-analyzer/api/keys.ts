/** Query keys of the analysis screen; every key of a marketplace starts with analyzerKeys.marketplace(mpId). */
export const analyzerKeys = {
  all: ['focused-analyzer'] as const,
  marketplace: (mpId: number) => ['focused-analyzer', mpId] as const,
  list: (mpId: number, query: unknown) => ['focused-analyzer', mpId, 'list', query] as const,
  detail: (mpId: number, asin: string) => ['focused-analyzer', mpId, 'detail', asin] as const,
};
