import type { DashboardQuery } from '@marketdesk/contracts/dashboard';
import type { Db } from '../../db/client';
import { addDays, earlier, missingRate, resolveScope, todayUtc } from '../../platform/report-scope';
import type { RequestContext } from '../../platform/tenancy';
import type { DashboardRepository } from './dashboard.repository';
import type { DailyScope } from './dashboard.sql';

/**
 * A dashboard query as a DailyScope. Every rule is the report scope's (platform/report-scope `resolveScope`,
 * spec 01 sections 2.5, 4 and 6): marketplaces and brands asked for are narrowed to the user's (admins: all of
 * the client's; asking only for others answers no data; a user without any assignment of a kind sees nothing),
 * a brand-limited user reads their brands and rows without a brand (`withinBrands`), start after end is refused
 * (422) and the end is capped to today. The dashboard adds only its SKU filter (codes to ids).
 */

export { addDays, earlier, missingRate, todayUtc };

export interface ResolvedScope {
  scope: DailyScope;
  /** Nothing can match (a filter narrowed to nothing, or the range is empty after the cap): no query. */
  empty: boolean;
}

export async function dailyScope(
  db: Db,
  repo: DashboardRepository,
  ctx: RequestContext,
  q: DashboardQuery,
): Promise<ResolvedScope> {
  const r = await resolveScope(db, ctx, {
    marketplaces: q.mp_id,
    brands: q.brand_id,
    dates: { start: q.start_date, end: q.end_date },
  });
  const skuIds = q.sku.length > 0 ? await repo.skuIds(ctx.clientId, [...new Set(q.sku)]) : null;
  const dates = r.dates ?? { start: q.start_date, end: q.end_date };
  const scope: DailyScope = {
    clientId: ctx.clientId,
    start: dates.start,
    end: dates.end,
    mpIds: r.mpIds,
    brandIds: r.brandIds,
    brandFilter: q.brand_id.length > 0,
    skuIds,
    currency: q.currency_code,
  };
  return { scope, empty: r.empty || (skuIds !== null && skuIds.length === 0) };
}
