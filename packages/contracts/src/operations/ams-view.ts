import { access } from '../access';
import {
  amsAdGroupParams,
  amsAdGroups,
  amsAdProducts,
  amsNegatives,
  amsNegativesQuery,
  amsQuery,
  amsSearchTerms,
  amsSearchTermsQuery,
  amsSellers,
  amsTargets,
} from '../ams-view';
import { refusals } from '../errors';
import { operation } from '../operation';
import { noQuery } from '../primitives';
import { taskStarted } from '../tasks';

const tags = ['ams view'];
/** AMS View needs ams_view:view (spec 03 section 6). */
const viewer = access.permission('ams_view:view');
const refused = refusals(401, 403, 404, 422);
const exportRefused = refusals(401, 403, 404, 422, 429);

/** AMS View (issue 21 item 1; spec 03 section 7). Export answers are ours: the spec shows only `{task_id}`. */
export const amsViewOps = {
  sellers: operation({
    method: 'GET',
    path: '/ams-view/sellers',
    summary:
      "The advertising profiles (sellers) the user may see: the client's profiles on advertising marketplaces, limited to the user's assigned profiles and marketplaces (admins: all)",
    tags,
    access: viewer,
    query: noQuery,
    answer: amsSellers,
    errors: refused,
  }),
  adGroups: operation({
    method: 'GET',
    path: '/ams-view/ad-groups',
    summary:
      "A seller's ad groups with their metrics over the window (ad_product level of the ad metrics; an ad group without advertised products: its targets' level, else its search terms') and the totals",
    tags,
    access: viewer,
    query: amsQuery,
    answer: amsAdGroups,
    errors: refused,
  }),
  adProducts: operation({
    method: 'GET',
    path: '/ams-view/ad-products/:adGroupId',
    summary: "An ad group's advertised products (ASINs) with their metrics (ad_product level) and the totals",
    tags,
    access: viewer,
    params: amsAdGroupParams,
    query: amsQuery,
    answer: amsAdProducts,
    errors: refused,
  }),
  targets: operation({
    method: 'GET',
    path: '/ams-view/targets/:adGroupId',
    summary:
      "An ad group's targets (target, type, status, bid) with their metrics (target level) and the totals",
    tags,
    access: viewer,
    params: amsAdGroupParams,
    query: amsQuery,
    answer: amsTargets,
    errors: refused,
  }),
  searchTerms: operation({
    method: 'GET',
    path: '/ams-view/search-terms/:adGroupId',
    summary:
      "An ad group's search terms (optionally of one target) with their metrics (search_term level) and the totals",
    tags,
    access: viewer,
    params: amsAdGroupParams,
    query: amsSearchTermsQuery,
    answer: amsSearchTerms,
    errors: refused,
  }),
  negatives: operation({
    method: 'GET',
    path: '/ams-view/negatives/:adGroupId',
    summary: "An ad group's negative keywords (keyword text, match type, status, bid)",
    tags,
    access: viewer,
    params: amsAdGroupParams,
    query: amsNegativesQuery,
    answer: amsNegatives,
    errors: refused,
  }),
  exportAdGroups: operation({
    method: 'GET',
    path: '/ams-view/ad-groups/export',
    summary: 'Starts the CSV of the ad groups grid as a background task; answers its task_id',
    tags,
    access: viewer,
    query: amsQuery,
    answer: taskStarted,
    errors: exportRefused,
  }),
  exportAdProducts: operation({
    method: 'GET',
    path: '/ams-view/ad-products/:adGroupId/export',
    summary: 'Starts the CSV of the ASINs grid as a background task; answers its task_id',
    tags,
    access: viewer,
    params: amsAdGroupParams,
    query: amsQuery,
    answer: taskStarted,
    errors: exportRefused,
  }),
  exportTargets: operation({
    method: 'GET',
    path: '/ams-view/targets/:adGroupId/export',
    summary: 'Starts the CSV of the targets grid as a background task; answers its task_id',
    tags,
    access: viewer,
    params: amsAdGroupParams,
    query: amsQuery,
    answer: taskStarted,
    errors: exportRefused,
  }),
  exportSearchTerms: operation({
    method: 'GET',
    path: '/ams-view/search-terms/:adGroupId/export',
    summary: 'Starts the CSV of the search terms grid (optionally of one target) as a background task',
    tags,
    access: viewer,
    params: amsAdGroupParams,
    query: amsSearchTermsQuery,
    answer: taskStarted,
    errors: exportRefused,
  }),
  exportNegatives: operation({
    method: 'GET',
    path: '/ams-view/negatives/:adGroupId/export',
    summary: 'Starts the CSV of the negative keywords as a background task; answers its task_id',
    tags,
    access: viewer,
    params: amsAdGroupParams,
    query: amsNegativesQuery,
    answer: taskStarted,
    errors: exportRefused,
  }),
};

export type AmsViewOps = typeof amsViewOps;
