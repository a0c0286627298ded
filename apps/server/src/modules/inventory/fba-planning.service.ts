import type { FbaPlanningType, FbaPlanningUploaded } from '@marketdesk/contracts/inventory';
import { FLAT_FILE_EXTENSIONS } from '@marketdesk/contracts/uploads';
import type { Db } from '../../db/client';
import { queryInvalid } from '../../platform/errors';
import type { FilesService } from '../../platform/files';
import { resolveScope, type ScopedMarketplace } from '../../platform/report-scope';
import type { RequestContext } from '../../platform/tenancy';
import {
  acceptedAnswer,
  runUpload,
  type UploadFile,
  type UploadLimits,
  type UploadOutcome,
  type UploadTarget,
} from '../../platform/uploads';
import { type PlanningLine, planningLayouts, unknownPlanningHeader } from './fba-planning.report';
import { writePlanning } from './fba-planning.writer';

/** The field only each kind fills: which layout the pipeline read the file with. */
const KIND_FIELD: [string, FbaPlanningType][] = [
  ['age_0_90', 'inventory_age'],
  ['recommended_order_qty', 'restock'],
  ['excess_units', 'excess'],
];

export const FBA_PLANNING_WRONG_MARKETPLACE =
  'FBA planning reports are Amazon reports: choose an Amazon marketplace.';

/**
 * Amazon's FBA inventory-planning downloads uploaded on an AZ marketplace (the Inventory screen): access as
 * Inventory Upload (the module, and a marketplace of the user's), checked before the file is read; the file
 * through the one upload pipeline, all or nothing, with the sum check inside its transaction.
 */
export function fbaPlanningService(deps: {
  db: Db;
  files: FilesService;
  limits?: Partial<UploadLimits>;
  now?: () => Date;
}) {
  return {
    async checkUpload(ctx: RequestContext, q: { mp_id: number }): Promise<ScopedMarketplace> {
      const scope = await resolveScope(deps.db, ctx, {
        mpId: q.mp_id,
        family: 'AZ',
        refusals: { wrongFamily: () => queryInvalid('mp_id', FBA_PLANNING_WRONG_MARKETPLACE) },
      });
      return scope.marketplace!;
    },

    async upload(
      ctx: RequestContext,
      mp: ScopedMarketplace,
      file: UploadFile,
    ): Promise<{ ok: true; answer: FbaPlanningUploaded } | Extract<UploadOutcome, { ok: false }>> {
      const read = { type: null as FbaPlanningType | null, rows: 0, units: 0, removed: 0 };
      const now = deps.now ?? (() => new Date());
      const target: UploadTarget<PlanningLine> = {
        key: `fba-planning:${mp.pk_mp_id}`,
        extensions: FLAT_FILE_EXTENSIONS,
        layouts: planningLayouts(mp.country_code || null),
        refuseHeader: unknownPlanningHeader,
        async write(tx, lines, meta) {
          const reportType = KIND_FIELD.find(([field]) => meta.fields.has(field))![1];
          const written = await writePlanning(
            tx,
            {
              clientId: ctx.clientId,
              mpId: mp.pk_mp_id,
              reportType,
              source: 'upload',
              fileId: meta.fileId,
              asOf: now(),
            },
            lines,
          );
          Object.assign(read, {
            type: reportType,
            rows: lines.length,
            units: written.sums.units,
            removed: written.removed,
          });
          return written;
        },
      };
      const outcome = await runUpload({
        db: deps.db,
        files: deps.files,
        target,
        file,
        ctx: { clientId: ctx.clientId, userId: ctx.user.id, dataType: 'fba_planning', mpId: mp.pk_mp_id },
        limits: deps.limits,
      });
      if (!outcome.ok) return outcome;
      const { marketplaces: _, ...answer } = acceptedAnswer(outcome);
      return {
        ok: true,
        answer: {
          ...answer,
          report_type: read.type!,
          // Every data row of the file: the ones written and the ones read and left (another country's).
          rows: read.rows + answer.skipped.reduce((n, k) => n + k.rows, 0),
          removed: read.removed,
          totals: { units: read.units },
        },
      };
    },
  };
}
export type FbaPlanningService = ReturnType<typeof fbaPlanningService>;
