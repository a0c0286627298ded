import { reviewDataOps } from '@marketdesk/contracts/operations/review-data';
import type { ReviewDataQuery } from '@marketdesk/contracts/review-data';
import { keepPreviousData } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { useTenantQuery } from '../../../shared/api/tenant-query';
import { reviewDataKeys } from './keys';

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
