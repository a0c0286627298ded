import type { DashboardQuery } from '@marketdesk/contracts/dashboard';
import { addDays, earlier, queryInvalid, seesEveryMarketplace, todayUtc } from '../../platform/report-scope';
import type { RequestContext } from '../../platform/tenancy';
import type { DashboardRepository } from './dashboard.repository';
import type { DailyScope } from './dashboard.sql';

/**
 * The access and date rules shared by every dashboard call (spec 01 sections 2.5, 4 and 6):
 * - marketplaces and brands are limited to the user's assignments (user_marketplaces, user_brands); super
 *   admins and client admins see all of the client's. A requested id outside the allowed set is ignored (the
 *   pickers only offer allowed ones, so this only happens with hand-made requests); asking only for ids
 *   outside it therefore answers no data. No filter means every allowed one. A user without any assignment of
 *   a kind sees nothing (fail closed).
 * - rows of lines whose SKU or brand is unknown (brand 0) are visible only to users without a brand limit.
 * - start after end is refused (422); the end date is then capped to today (UTC).
 */

export { addDays, earlier, queryInvalid, todayUtc };

const isRealDate = (s: string): boolean => {
  const t = Date.parse(`${s}T00:00:00Z`);
  return Number.isFinite(t) && new Date(t).toISOString().slice(0, 10) === s;
};

/** The requested ids that are allowed; `allowed` null means anything goes; no request means all allowed. */
function narrow(requested: readonly number[], allowed: readonly number[] | null): number[] | null {
  const unique = [...new Set(requested)];
  if (unique.length === 0) return allowed ? [...allowed] : null;
  return allowed ? unique.filter((id) => allowed.includes(id)) : unique;
}

export interface ResolvedScope {
  scope: DailyScope;
  /** The requested range is empty after capping the end to today: answer no rows without a query. */
  empty: boolean;
}

export async function resolveScope(
  repo: DashboardRepository,
  ctx: RequestContext,
  q: DashboardQuery,
  today = todayUtc(),
): Promise<ResolvedScope> {
  for (const field of ['start_date', 'end_date'] as const) {
    if (!isRealDate(q[field])) throw queryInvalid(field, 'Not a valid calendar date', 'date');
  }
  if (q.start_date > q.end_date) {
    throw queryInvalid('start_date', 'start_date must not be after end_date', 'date_order');
  }
  const end = earlier(q.end_date, today);

  const unrestricted = seesEveryMarketplace(ctx);
  const allowed = unrestricted ? null : await repo.assignments(ctx.user.id);
  const skuIds = q.sku.length > 0 ? await repo.skuIds(ctx.clientId, [...new Set(q.sku)]) : null;
  const scope: DailyScope = {
    clientId: ctx.clientId,
    start: q.start_date,
    end,
    mpIds: narrow(q.mp_id, allowed?.mpIds ?? null),
    brandIds: narrow(q.brand_id, allowed?.brandIds ?? null),
    skuIds,
    currency: q.currency_code,
  };
  const nothing = [scope.mpIds, scope.brandIds, scope.skuIds].some((l) => l !== null && l.length === 0);
  return { scope, empty: nothing || scope.start > scope.end };
}

/** Converted amounts are null only when a currency has no exchange rate at all. */
export const missingRate = (from: string, to: string) =>
  queryInvalid('currency_code', `No exchange rate between ${from} and ${to} is known`, 'missing_rate');
