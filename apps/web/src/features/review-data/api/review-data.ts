import { reviewDataOps } from '@marketdesk/contracts/operations/review-data';
import type { ReviewDataQuery } from '@marketdesk/contracts/review-data';
import { keepPreviousData } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { useTenantQuery } from '../../../shared/api/tenant-query';

/** Query keys of the screen (each ends with what it asked for). */
export const reviewDataKeys = {
  all: ['review-data'] as const,
  summary: (q: ReviewDataQuery) => ['review-data', 'summary', q] as const,
  page: (q: ReviewDataQuery, page: number, size: number) => ['review-data', 'page', q, page, size] as const,
};

/** GET /review-data/summary for the generated filter (nothing before Generate). */
export function useReviewSummary(q: ReviewDataQuery | null) {
  return useTenantQuery({
    queryKey: q ? reviewDataKeys.summary(q) : reviewDataKeys.all,
    queryFn: ({ signal }) => call(reviewDataOps.summary, { query: q!, signal }),
    enabled: q !== null,
    retry: false,
  });
}

/** POST /review-data/: one server page (page from 0 here, from 1 on the wire); the page before stays while the next loads. */
export function useReviewPage(q: ReviewDataQuery | null, page: number, size: number) {
  return useTenantQuery({
    queryKey: q ? reviewDataKeys.page(q, page, size) : reviewDataKeys.all,
    queryFn: ({ signal }) =>
      call(reviewDataOps.page, { body: { ...q!, page: page + 1, page_size: size }, signal }),
    enabled: q !== null,
    retry: false,
    placeholderData: keepPreviousData,
  });
}

/** GET /review-data/download/csv: starts the background task, answers its task id. */
export const startReviewDownload = (q: ReviewDataQuery) => call(reviewDataOps.download, { query: q });
