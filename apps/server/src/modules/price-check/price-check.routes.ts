import { priceCheckOps } from '@marketdesk/contracts/operations/price-check';
import { type PriceCheckTab, PRICE_CHECK_TEXT as T } from '@marketdesk/contracts/price-check';
import { REPORT_WINDOW_MONTHS } from '@marketdesk/contracts/report-window';
import type { Db } from '../../db/client';
import { forbidden } from '../../platform/errors';
import type { ZodApp } from '../../platform/module';
import { route } from '../../platform/operations';
import { resolveScope, todayUtc } from '../../platform/report-scope';
import { requireCtx } from '../../platform/tenancy';
import { priceCheckService } from './price-check.service';

/** A marketplace that is not the user's is refused with the tab's permission text (spec 02 section 8). */
const refusalsOf = (tab: PriceCheckTab) => ({ notYours: () => forbidden(T.forbidden[tab]) });

/** The two calls (contracts operations/price-check): the scope resolves marketplace, brands and dates. */
export function registerPriceCheckRoutes(app: ZodApp, db: Db) {
  const service = priceCheckService(db);

  route(app, priceCheckOps.focused, async (request) => {
    const scope = await resolveScope(db, requireCtx(request), {
      mpId: request.query.mp_id,
      refusals: refusalsOf('focused'),
    });
    return service.focused({
      clientId: scope.clientId,
      mpId: scope.marketplace.pk_mp_id,
      date: todayUtc(),
      brandIds: scope.brandIds,
    });
  });

  route(app, priceCheckOps.ordered, async (request) => {
    const q = request.query;
    const scope = await resolveScope(db, requireCtx(request), {
      mpId: q.mp_id,
      dates: {
        start: q.start_date,
        end: q.end_date,
        maxMonths: REPORT_WINDOW_MONTHS.priceCheckOrdered,
        texts: { beforeEarliest: T.beforeEarliest, startAfterEnd: T.startAfterEnd },
      },
      refusals: refusalsOf('ordered'),
    });
    if (scope.empty || !scope.dates) return [];
    return service.ordered({
      clientId: scope.clientId,
      mpId: scope.marketplace.pk_mp_id,
      start: scope.dates.start,
      end: scope.dates.end,
      brandIds: scope.brandIds,
    });
  });
}
