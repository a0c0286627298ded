import { access } from '../access';
import { refusals } from '../errors';
import { operation } from '../operation';
import { reviewDataBody, reviewDataPage, reviewDataQuery, reviewDataSummary } from '../review-data';
import { taskStarted } from '../tasks';

const tags = ['review data'];
const refused = refusals(401, 403, 404, 422);
/** Review Data needs the module review_data (review_data:view), spec 03 section 6. */
const viewer = access.module('review_data');

/** Review Data (issue 20, spec 03 section 7). The download's answer is ours: the spec does not show it. */
export const reviewDataOps = {
  summary: operation({
    method: 'GET',
    path: '/review-data/summary',
    summary:
      "The summary of a warehouse's review data: SKUs, stock, current sales, growth against the previous period, payments, loss and returns, and the marketplaces read",
    tags,
    access: viewer,
    query: reviewDataQuery,
    answer: reviewDataSummary,
    errors: refused,
  }),
  page: operation({
    method: 'POST',
    path: '/review-data/',
    summary:
      "One page of a warehouse's review data (one row per SKU, every column of each group for both periods), ordered by SKU code",
    tags,
    access: viewer,
    body: reviewDataBody,
    answer: reviewDataPage,
    errors: refused,
  }),
  download: operation({
    method: 'GET',
    path: '/review-data/download/csv',
    summary:
      'Starts the CSV of the whole review data (every SKU, every column) as a background task; answers its task_id',
    tags,
    access: viewer,
    query: reviewDataQuery,
    answer: taskStarted,
    errors: refusals(401, 403, 404, 422, 429),
  }),
};

export type ReviewDataOps = typeof reviewDataOps;
