import {
  BUSINESS_VIEW_DATE_TEXTS,
  BUSINESS_VIEW_TEXT,
  BUSINESS_VIEW_WINDOW_MONTHS,
  type BusinessViewQuery,
  type BusinessViewRow,
} from '@marketdesk/contracts/business-view';
import type { GridPage } from '@marketdesk/contracts/grid';
import type { TaskStarted } from '@marketdesk/contracts/tasks';
import type { Db } from '../../db/client';
import type { GridSelection } from '../../platform/grid';
import { resolveScope } from '../../platform/report-scope';
import { checkGridExport, type TasksService } from '../../platform/tasks';
import type { RequestContext } from '../../platform/tenancy';
import {
  type BusinessViewScope,
  businessViewRepository,
  businessViewSource,
} from './business-view.repository';
import { toBusinessViewRow } from './business-view.rows';
import { BUSINESS_VIEW_EXPORT_KIND, type BusinessViewExportPayload } from './export.task';

type Filters = Pick<BusinessViewQuery, 'mp_id' | 'start_date' | 'end_date'>;

export function businessViewService(deps: { db: Db; tasks: TasksService; today?: () => string }) {
  const { db } = deps;
  const repo = businessViewRepository(db);

  /**
   * What the report reads (platform/report-scope): the user's marketplace (404 unknown, 403 not theirs), their
   * brands and warehouses, and the window: 2000-01-01 at the earliest, the start not after the end, the end not
   * after today and at most 3 months after the start, each refused (422) with the screen's words.
   */
  async function scopeOf(ctx: RequestContext, q: Filters) {
    const scope = await resolveScope(db, ctx, {
      mpId: q.mp_id,
      brands: true,
      warehouses: true,
      dates: {
        start: q.start_date,
        end: q.end_date,
        today: deps.today?.(),
        maxMonths: BUSINESS_VIEW_WINDOW_MONTHS,
        future: 'refuse',
        texts: BUSINESS_VIEW_DATE_TEXTS,
      },
    });
    const dates = scope.dates!;
    const report: BusinessViewScope = {
      clientId: ctx.clientId,
      mpId: scope.marketplace.pk_mp_id,
      start: dates.start,
      end: dates.end,
      brandIds: scope.brandIds,
      warehouseIds: scope.warehouseIds,
    };
    return { report, marketplace: scope.marketplace };
  }

  return {
    /** One page of the report in the grid protocol, rows numbered by their place in the whole report. */
    async page(ctx: RequestContext, q: BusinessViewQuery): Promise<GridPage<BusinessViewRow>> {
      const { report } = await scopeOf(ctx, q);
      const offset = (q.cursor - 1) * q.size;
      const { rows, total } = await repo.page(report, q, offset, q.size);
      return {
        items: rows.map((r, i) => toBusinessViewRow(r, offset + i + 1)),
        next_page: q.cursor * q.size < total ? q.cursor + 1 : null,
        current_page: q.cursor,
        previous_page: q.cursor > 1 ? q.cursor - 1 : null,
        total,
      };
    },

    /**
     * Starts the CSV export of every row the selection matches (the whole report in the grid's order). Refused
     * before anything is queued: a sort, filter or search outside the report's columns (422), no row (404).
     */
    async startExport(ctx: RequestContext, q: BusinessViewQuery): Promise<TaskStarted> {
      const { report, marketplace } = await scopeOf(ctx, q);
      const selection: GridSelection = { sort: q.sort, filter: q.filter, search: q.search };
      await checkGridExport(db, businessViewSource(report), selection);
      const { clientId: _, ...scope } = report;
      const payload: BusinessViewExportPayload = {
        scope: {
          ...scope,
          brandIds: scope.brandIds ? [...scope.brandIds] : null,
          warehouseIds: scope.warehouseIds ? [...scope.warehouseIds] : null,
        },
        shortCode: marketplace.short_code,
        currency: marketplace.currency_code,
        selection,
      };
      return deps.tasks.startTask({
        clientId: ctx.clientId,
        userId: ctx.user.id,
        kind: BUSINESS_VIEW_EXPORT_KIND,
        label: BUSINESS_VIEW_TEXT.exportLabel(marketplace.name, report.start, report.end),
        payload,
      });
    },
  };
}

export type BusinessViewService = ReturnType<typeof businessViewService>;
