import {
  BUSINESS_REPORT_MAX_MONTHS,
  BUSINESS_REPORT_TEXT,
  type BusinessReportQuery,
  type BusinessReportUploaded,
} from '@marketdesk/contracts/business-report';
import { UPLOAD_TEXT } from '@marketdesk/contracts/uploads';
import type { Db } from '../../db/client';
import { queryInvalid } from '../../platform/errors';
import type { FilesService } from '../../platform/files';
import { resolveScope, type ScopedMarketplace } from '../../platform/report-scope';
import type { RequestContext } from '../../platform/tenancy';
import {
  runUpload,
  type UploadFile,
  type UploadLimits,
  type UploadRouteOutcome,
} from '../../platform/uploads';
import { trafficRepository } from './traffic.repository';
import { type TrafficRun, trafficTarget } from './traffic.target';

export interface CheckedUpload {
  mp: ScopedMarketplace;
  start: string;
  end: string;
}

/**
 * Business Report uploads (Seller Central → Reports → Business Reports). Checked before the file is read: the
 * marketplace exists (404), is Amazon's (422), is the user's (403); the period is real, in order, at most two
 * years and not in the future (422). Then the pipeline: kind from the header, every row validated, the period's
 * figures replaced and summed back, all in one transaction, or nothing and the row errors.
 */
export function businessReportService(deps: { db: Db; files: FilesService; limits?: Partial<UploadLimits> }) {
  return {
    async checkUpload(ctx: RequestContext, q: BusinessReportQuery): Promise<CheckedUpload> {
      const scope = await resolveScope(deps.db, ctx, {
        mpId: q.mp_id,
        family: 'AZ',
        refusals: { wrongFamily: () => queryInvalid('mp_id', BUSINESS_REPORT_TEXT.onlyAmazon) },
        dates: {
          start: q.start_date,
          end: q.end_date,
          maxMonths: BUSINESS_REPORT_MAX_MONTHS,
          future: 'refuse',
        },
      });
      return { mp: scope.marketplace!, start: q.start_date, end: q.end_date };
    },

    async upload(
      ctx: RequestContext,
      c: CheckedUpload,
      file: UploadFile,
    ): Promise<UploadRouteOutcome<BusinessReportUploaded>> {
      const run: TrafficRun = {
        reportType: null,
        rows: 0,
        replaced: 0,
        totals: { sessions: 0, page_views: 0, units: 0, sales: 0 },
      };
      const skusOfAsin = await trafficRepository(deps.db).skusOfAsins(ctx.clientId, c.mp.pk_mp_id);
      const outcome = await runUpload({
        db: deps.db,
        files: deps.files,
        target: trafficTarget(
          {
            clientId: ctx.clientId,
            mpId: c.mp.pk_mp_id,
            currency: c.mp.currency_code,
            marketplace: c.mp.name,
            start: c.start,
            end: c.end,
            skusOfAsin,
          },
          run,
        ),
        file,
        ctx: {
          clientId: ctx.clientId,
          userId: ctx.user.id,
          dataType: 'business_report',
          mpId: c.mp.pk_mp_id,
        },
        limits: deps.limits,
      });
      if (!outcome.ok) return outcome;
      return {
        ok: true,
        answer: {
          detail: UPLOAD_TEXT.accepted,
          report_type: run.reportType!,
          upload_id: outcome.uploadId,
          rows: run.rows,
          inserted: outcome.inserted,
          updated: outcome.updated,
          unchanged: outcome.unchanged,
          replaced: run.replaced,
          skipped: outcome.skipped.map((s) => ({ reason: s.reason, rows: s.rows })),
          totals: run.totals,
        },
      };
    },
  };
}
export type BusinessReportService = ReturnType<typeof businessReportService>;
