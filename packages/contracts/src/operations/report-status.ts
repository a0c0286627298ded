import { access } from '../access';
import { refusals } from '../errors';
import { operation } from '../operation';
import { noQuery } from '../primitives';
import {
  reportPipelineAnswer,
  reportProfilesAnswer,
  reportProfilesQuery,
  reportStatusAnswer,
  reportStatusQuery,
  reportTypesAnswer,
} from '../report-status';

const tags = ['report status'];
/** AMS Report Pull Status needs marketing:ams_reports_status:view (spec 03 section 6). */
const viewer = access.permission('marketing:ams_reports_status:view');

/** AMS Reports Pull Status (issue 21 item 3, spec 03 section 7). */
export const reportStatusOps = {
  types: operation({
    method: 'GET',
    path: '/reports/types',
    summary: 'The Ads API report types the pipeline requests (the report types filter)',
    tags,
    access: viewer,
    query: noQuery,
    answer: reportTypesAnswer,
    errors: refusals(401, 403),
  }),
  profiles: operation({
    method: 'GET',
    path: '/reports/profiles',
    summary:
      "The caller's advertising profiles on a marketplace, by seller (the Profile filter; the spec does not show this call)",
    tags,
    access: viewer,
    query: reportProfilesQuery,
    answer: reportProfilesAnswer,
    errors: refusals(401, 403, 404, 422),
  }),
  pipeline: operation({
    method: 'GET',
    path: '/reports/pipeline',
    summary:
      "Whether the caller's client has an Amazon Ads API account connected; without one the report pipeline is off (ours: not in the spec)",
    tags,
    access: viewer,
    query: noQuery,
    answer: reportPipelineAnswer,
    errors: refusals(401, 403),
  }),
  status: operation({
    method: 'GET',
    path: '/reports/status',
    summary:
      "The caller's Ads API report requests made in a window of days (optionally one marketplace, one profile, some report types): the rows, their counts and the requests per day",
    tags,
    access: viewer,
    query: reportStatusQuery,
    answer: reportStatusAnswer,
    errors: refusals(401, 403, 404, 422),
  }),
};

export type ReportStatusOps = typeof reportStatusOps;
