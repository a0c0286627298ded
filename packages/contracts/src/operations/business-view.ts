import { access, refusing } from '../access';
import {
  BUSINESS_VIEW_PATHS,
  BUSINESS_VIEW_TEXT,
  businessViewPage,
  businessViewQuery,
} from '../business-view';
import { errorDetail, refusals } from '../errors';
import { operation } from '../operation';
import { MODULE_FLAGS } from '../permissions';
import { taskStarted } from '../tasks';

const tags = ['business view'];
const refused = refusals(401, 403, 404, 422);
/** Business View needs the module business_view (spec 02 section 6); a 403 carries the screen's text. */
const viewer = refusing(access.module(MODULE_FLAGS.business_view), BUSINESS_VIEW_TEXT.forbidden);

/** Business View (spec 02 section 7; issue 20 item 3): one page of the report and its background export. */
export const businessViewOps = {
  report: operation({
    method: 'GET',
    path: BUSINESS_VIEW_PATHS.report,
    summary:
      "One page of the business view of a marketplace over a window of at most 3 months: a row per listing with its sales (normal, DF, PO, total), channel metrics, stock and marketing (sort, filter and search on the report's own columns)",
    tags,
    access: viewer,
    query: businessViewQuery,
    answer: businessViewPage,
    errors: refused,
  }),
  download: operation({
    method: 'GET',
    path: BUSINESS_VIEW_PATHS.download,
    summary:
      'Export every row of the business view matching sort, filter and search to CSV in the background; answers the task to poll (POST /tasks/task-status)',
    tags,
    access: viewer,
    query: businessViewQuery,
    answer: taskStarted,
    errors: { ...refused, 429: errorDetail, 503: errorDetail },
  }),
};

export type BusinessViewOps = typeof businessViewOps;
