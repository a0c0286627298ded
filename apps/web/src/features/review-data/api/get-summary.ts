import { reviewDataOps } from '@marketdesk/contracts/operations/review-data';
import type { ReviewDataQuery } from '@marketdesk/contracts/review-data';
import { call } from '../../../shared/api/call';
import { useTenantQuery } from '../../../shared/api/tenant-query';
import { reviewDataKeys } from './keys';

/** GET /review-data/summary for the generated filter (nothing before Generate). */
export function useReviewSummary(q: ReviewDataQuery | null) {
  return useTenantQuery({
    queryKey: q ? reviewDataKeys.summary(q) : reviewDataKeys.all,
    queryFn: ({ signal }) => call(reviewDataOps.summary, { query: q!, signal }),
    enabled: q !== null,
    retry: false,
  });
}
