import {
  amazonReportsQuery,
  marketplaceReportFiles,
  spApiStatus,
} from '@marketdesk/contracts/amazon-reports';
import { errorDetail, validationError } from '@marketdesk/contracts/errors';
import { fileIdParams, fileLink } from '@marketdesk/contracts/files';
import { CODE_FLAGS } from '@marketdesk/contracts/permissions';
import { access } from '../../platform/access';
import type { ZodApp } from '../../platform/module';
import { requireCtx } from '../../platform/tenancy';
import type { AmazonReportsService } from './amazon-reports.service';

const tags = ['amazon-reports'];
const refusals = { 401: errorDetail, 403: errorDetail, 404: errorDetail, 422: validationError };
/** Spec 02: the Inventory & Reports screen needs the raw permission view:tickets. */
const screen = access.permission(CODE_FLAGS.view_tickets);

/** Spec 02 section 7: GET /amazon/sp-api/reports/list-all?mp_id; the download link and the connector's status are ours. */
export function registerAmazonReportsRoutes(app: ZodApp, svc: AmazonReportsService) {
  app.get(
    '/amazon/sp-api/reports/list-all',
    {
      config: { access: screen },
      schema: {
        tags,
        summary:
          "The selected client's Amazon report files on the caller's marketplaces (all of them without mp_id), newest first",
        querystring: amazonReportsQuery,
        response: { 200: marketplaceReportFiles, ...refusals },
      },
    },
    (request) => svc.list(requireCtx(request), request.query),
  );

  app.post(
    '/amazon/sp-api/reports/files/:fileId/link',
    {
      config: { access: screen },
      schema: {
        tags,
        summary:
          'A short-lived signed download link of one report file, asked when Download is clicked (404 unless a report of the client on a marketplace of the caller)',
        params: fileIdParams,
        response: { 200: fileLink, ...refusals },
      },
    },
    (request) => svc.link(requireCtx(request), request.params.fileId),
  );

  app.get(
    '/amazon/sp-api/status',
    {
      config: { access: screen },
      schema: {
        tags,
        summary:
          'Whether the SP-API reports connector calls Amazon for the selected client (and marketplace)',
        querystring: amazonReportsQuery,
        response: { 200: spApiStatus, ...refusals },
      },
    },
    (request) => svc.status(requireCtx(request), request.query),
  );
}
