import {
  amazonReportsQuery,
  marketplaceReportFiles,
  spApiStatus,
} from '@marketdesk/contracts/amazon-reports';
import { errorDetail, validationError } from '@marketdesk/contracts/errors';
import { CODE_FLAGS } from '@marketdesk/contracts/permissions';
import { access } from '../../platform/access';
import type { ZodApp } from '../../platform/module';
import { requireCtx } from '../../platform/tenancy';
import type { AmazonReportsService } from './amazon-reports.service';

const tags = ['amazon-reports'];
const refusals = { 401: errorDetail, 403: errorDetail, 404: errorDetail, 422: validationError };
/** Spec 02: the Inventory & Reports screen needs the raw permission view:tickets. */
const screen = access.permission(CODE_FLAGS.view_tickets);

/** Spec 02 section 7: GET /amazon/sp-api/reports/list-all?mp_id; the connector's status is ours. */
export function registerAmazonReportsRoutes(app: ZodApp, svc: AmazonReportsService) {
  app.get(
    '/amazon/sp-api/reports/list-all',
    {
      config: { access: screen },
      schema: {
        tags,
        summary: "The selected client's Amazon report files, newest first, each with a signed download path",
        querystring: amazonReportsQuery,
        response: { 200: marketplaceReportFiles, ...refusals },
      },
    },
    (request) => svc.list(requireCtx(request), request.query),
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
