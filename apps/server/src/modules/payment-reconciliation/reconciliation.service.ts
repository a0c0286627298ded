import {
  fromCents,
  RECONCILIATION_WINDOW_MONTHS,
  type ReconciliationBody,
  type ReconciliationReport,
  SETTLEMENT_GRACE_DAYS,
  RECONCILIATION_TEXT as TX,
} from '@marketdesk/contracts/reconciliation';
import type { TaskStarted } from '@marketdesk/contracts/tasks';
import type { Db } from '../../db/client';
import { addDays, resolveScope } from '../../platform/report-scope';
import type { TasksService } from '../../platform/tasks';
import type { RequestContext } from '../../platform/tenancy';
import { RECONCILIATION_EXPORT_KIND, type ReconciliationExportPayload } from './export.task';
import { toEntry } from './reconciliation.entry';
import { type ReconciliationWindow, reconciliationRepository } from './reconciliation.repository';

/** The date rules of spec 02 section 5 with the screen's texts (the body's dates; an end after today refused). */
const DATE_TEXTS = {
  beforeEarliest: TX.beforeEarliest,
  startAfterEnd: TX.startAfterEnd,
  endAfterToday: TX.endAfterToday,
  tooLong: TX.windowTooLong,
} as const;

export function reconciliationService(deps: { db: Db; tasks: TasksService }) {
  const { db } = deps;
  const repo = reconciliationRepository(db);

  /**
   * What the report reads (platform/report-scope): the user's marketplace (404 unknown, 403 not theirs), their
   * brands, and the window (spec 02 section 5, each broken rule a 422 with its text); then how far the
   * marketplace's settlements reach, less the grace days: what is due by then.
   */
  async function windowOf(ctx: RequestContext, body: ReconciliationBody) {
    const scope = await resolveScope(db, ctx, {
      mpId: body.marketplace_id,
      brands: true,
      dates: {
        start: body.start_date,
        end: body.end_date,
        maxMonths: RECONCILIATION_WINDOW_MONTHS,
        future: 'refuse',
        texts: DATE_TEXTS,
        in: 'body',
      },
    });
    const mpId = scope.marketplace.pk_mp_id;
    const settledThrough = await repo.settledThrough(ctx.clientId, mpId);
    const window: ReconciliationWindow = {
      clientId: ctx.clientId,
      mpId,
      start: body.start_date,
      end: body.end_date,
      brandIds: scope.brandIds ? [...scope.brandIds] : null,
      dueBy: settledThrough ? addDays(settledThrough, -SETTLEMENT_GRACE_DAYS) : null,
    };
    return { window, marketplace: scope.marketplace, identifier: scope.family?.identifier ?? null };
  }

  return {
    /**
     * POST /payment-reconciliation/report: the summary over every regular order line of the window the filters
     * match, and one page of their entries in the chosen order.
     */
    async report(ctx: RequestContext, body: ReconciliationBody): Promise<ReconciliationReport> {
      const { window, identifier } = await windowOf(ctx, body);
      const offset = (body.page - 1) * body.page_size;
      const { summary, rows } = await repo.page(window, body, offset, body.page_size);
      return {
        total_orders: summary.total,
        matched_orders: summary.matched,
        unmatched_orders: summary.unmatched,
        returned_orders: summary.returned,
        total_discrepancy: fromCents(summary.discrepancy),
        entries: rows.map((r) => toEntry(r, identifier)),
        total: summary.matching,
        page: body.page,
        page_size: body.page_size,
      };
    },

    /**
     * Starts the CSV of every entry the filters match, in the report's sort (the page fields are ignored), as a
     * background task; the window is checked first, so a refused report queues nothing.
     */
    async startExport(ctx: RequestContext, body: ReconciliationBody): Promise<TaskStarted> {
      const { window, marketplace, identifier } = await windowOf(ctx, body);
      const { clientId: _, ...scope } = window;
      const { page: _p, page_size: _s, ...selection } = body;
      const payload: ReconciliationExportPayload = {
        window: scope,
        selection,
        shortCode: marketplace.short_code,
        currency: marketplace.currency_code,
        identifier,
      };
      return deps.tasks.startTask({
        clientId: ctx.clientId,
        userId: ctx.user.id,
        kind: RECONCILIATION_EXPORT_KIND,
        label: TX.exportLabel(marketplace.short_code, body.start_date, body.end_date),
        payload,
      });
    },
  };
}

export type ReconciliationService = ReturnType<typeof reconciliationService>;
