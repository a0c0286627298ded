import { access } from '../access';
import { amazonReportsQuery, marketplaceReportFiles, spApiStatus } from '../amazon-reports';
import { refusals } from '../errors';
import { fileIdParams, fileLink } from '../files';
import { operation } from '../operation';
import { CODE_FLAGS } from '../permissions';

const tags = ['amazon-reports'];
const refused = refusals(401, 403, 404, 422);
/** Spec 02: the Inventory & Reports screen needs the raw permission view:tickets. */
const screen = access.permission(CODE_FLAGS.view_tickets);

/** Spec 02 section 7: GET /amazon/sp-api/reports/list-all?mp_id; the download link and the connector's status are ours. */
export const amazonReportOps = {
  list: operation({
    method: 'GET',
    path: '/amazon/sp-api/reports/list-all',
    summary:
      "The selected client's Amazon report files on the caller's marketplaces (all of them without mp_id), newest first",
    tags,
    access: screen,
    query: amazonReportsQuery,
    answer: marketplaceReportFiles,
    errors: refused,
  }),
  link: operation({
    method: 'POST',
    path: '/amazon/sp-api/reports/files/:fileId/link',
    summary:
      'A short-lived signed download link of one report file, asked when Download is clicked (404 unless a report of the client on a marketplace of the caller)',
    tags,
    access: screen,
    params: fileIdParams,
    answer: fileLink,
    errors: refused,
  }),
  status: operation({
    method: 'GET',
    path: '/amazon/sp-api/status',
    summary: 'Whether the SP-API reports connector calls Amazon for the selected client (and marketplace)',
    tags,
    access: screen,
    query: amazonReportsQuery,
    answer: spApiStatus,
    errors: refused,
  }),
};
