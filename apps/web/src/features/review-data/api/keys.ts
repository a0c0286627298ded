import type { ReviewDataQuery } from '@marketdesk/contracts/review-data';

/** Query keys of the screen (each ends with what it asked for). */
export const reviewDataKeys = {
  all: ['review-data'] as const,
  summary: (q: ReviewDataQuery) => ['review-data', 'summary', q] as const,
  page: (q: ReviewDataQuery, page: number, size: number) => ['review-data', 'page', q, page, size] as const,
};
