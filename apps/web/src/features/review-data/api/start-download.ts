import { reviewDataOps } from '@marketdesk/contracts/operations/review-data';
import type { ReviewDataQuery } from '@marketdesk/contracts/review-data';
import { call } from '../../../shared/api/call';

/** GET /review-data/download/csv: starts the background task, answers its task id. */
export const startReviewDownload = (q: ReviewDataQuery) => call(reviewDataOps.download, { query: q });
