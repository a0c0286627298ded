import {
  MARKETPLACE_REGISTRY,
  type MarketplaceFamily,
  type MarketplacePrefix,
  prefixOf,
} from '@marketdesk/contracts/marketplace-registry';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Executor } from '../db/facts';
import { forbidden, notFound, queryInvalid } from './errors';
import { type DateWindowRequest, dateWindow } from './report-dates';
import { reportScopeRepository, type ScopedMarketplace } from './report-scope.repository';
import type { RequestContext } from './tenancy';

/**
 * What a report or data call may read (DESIGN section 9, Report scope), decided in one place: `resolveScope`.
 *
 * - Marketplace: one asked for must exist, be of the family asked (its short-code prefix, or a test of its
 *   family), and be assigned to the user (user_marketplaces); client admins and super admins read every one.
 *   Checked in that order; each refusal is the calling screen's (its status code and text), defaults below.
 *   Marketplaces asked for as a filter (the dashboard) are narrowed to the user's, never refused.
 * - Brands: client admins and super admins are not limited; everyone else is limited to their brands
 *   (user_brands). THE BRAND RULE: a brand-limited user reads and writes the rows whose brand is one of theirs and
 *   the rows without a brand (none has claimed them); never another brand's. `withinBrands` is its only SQL.
 * - Warehouses: the user's (user_warehouses in the client), or every one for admins.
 * - Dates (report-dates.ts): real calendar dates, earliest 2000-01-01, start not after end, the screen's longest
 *   (months) and shortest (days) window, each refused with the screen's text (422); the end is capped to today
 *   (UTC) or, where the screen says so, refused; a window empty after the cap answers no rows (`empty`).
 * - Currency: figures are converted to the currency asked with the rate of each day; a currency without any
 *   rate refuses with `missingRate`.
 */

export {
  addDays,
  type DateRule,
  type DateWindowRequest,
  EARLIEST_DATE,
  earlier,
  todayUtc,
} from './report-dates';
export type { ScopedMarketplace } from './report-scope.repository';

/** Client admins and super admins read every marketplace, brand and warehouse; others only those assigned. */
export const seesEveryMarketplace = (ctx: RequestContext): boolean =>
  ctx.permissions.isSuperAdmin || ctx.permissions.isClientAdmin;

/** The refusals of a screen: what each check throws (defaults: 404 / 404 / 403 with the usual texts). */
export interface ScopeRefusals {
  /** The marketplace does not exist. */
  unknown?: () => Error;
  /** It exists but is not of the family asked (default: as `unknown`). */
  wrongFamily?: () => Error;
  /** It is not assigned to the user. */
  notYours?: () => Error;
}

const MARKETPLACE_NOT_FOUND = () => notFound('Marketplace not found');
const NOT_YOUR_MARKETPLACE = () => forbidden('You do not have access to this marketplace');

export interface ScopeRequest {
  /** The one marketplace the call reads: checked (exists, family, the user's). */
  mpId?: number;
  /** The family it must be of: a short-code prefix ('AZ'), or a test of its registry entry. */
  family?: MarketplacePrefix | ((family: MarketplaceFamily) => boolean);
  /** Marketplaces asked for as a filter: narrowed to the user's (an empty answer means none of them). */
  marketplaces?: readonly number[];
  /** Brands asked for as a filter, narrowed to the user's; `true`: only the user's brand limit. */
  brands?: readonly number[] | true;
  /** Warehouses asked for, narrowed to the user's; `true`: only the user's warehouses. */
  warehouses?: readonly number[] | true;
  /** The date window asked for and the screen's limits and texts (`today` for tests); see report-dates. */
  dates?: DateWindowRequest;
  refusals?: ScopeRefusals;
}

export interface ReportScope {
  clientId: number;
  /** The checked marketplace (with `mpId`), else null. */
  marketplace: ScopedMarketplace | null;
  /** Its family, when its short code names one. */
  family: MarketplaceFamily | null;
  /** The marketplaces read: the checked one, the asked ones narrowed, or all of the user's; null: every one. */
  mpIds: number[] | null;
  /** The brands read (null: every brand, rows without a brand included). See `withinBrands`. */
  brandIds: number[] | null;
  /** The warehouses read (null: every one). */
  warehouseIds: number[] | null;
  /** The date window with the end capped to today; null without `dates`. */
  dates: { start: string; end: string } | null;
  /** Nothing can match: a list the request asked for narrowed to none, or the window is empty after the cap. */
  empty: boolean;
}

/** Converted amounts are null only when a currency has no exchange rate at all. */
export const missingRate = (from: string, to: string) =>
  queryInvalid('currency_code', `No exchange rate between ${from} and ${to} is known`, 'missing_rate');

/** The requested ids that are allowed; `allowed` null means anything goes; no request means all allowed. */
function narrow(
  requested: readonly number[] | true | undefined,
  allowed: readonly number[] | null,
): number[] | null {
  const unique = requested === true || requested === undefined ? [] : [...new Set(requested)];
  if (unique.length === 0) return allowed ? [...allowed] : null;
  return allowed ? unique.filter((id) => allowed.includes(id)) : unique;
}

function ofFamily(mp: ScopedMarketplace, family: NonNullable<ScopeRequest['family']>): boolean {
  const prefix = prefixOf(mp.short_code);
  if (typeof family === 'string') return prefix === family;
  return prefix !== null && family(MARKETPLACE_REGISTRY[prefix]);
}

/**
 * What the caller may read for this request, or the screen's refusal. Assignments are read once, and only
 * those the request needs; admins need none.
 */
export async function resolveScope(
  db: Db | Executor,
  ctx: RequestContext,
  req: ScopeRequest & { mpId: number },
): Promise<ReportScope & { marketplace: ScopedMarketplace }>;
export async function resolveScope(
  db: Db | Executor,
  ctx: RequestContext,
  req?: ScopeRequest,
): Promise<ReportScope>;
export async function resolveScope(
  db: Db | Executor,
  ctx: RequestContext,
  req: ScopeRequest = {},
): Promise<ReportScope> {
  const repo = reportScopeRepository(db);
  const refusals = req.refusals ?? {};
  const dates = req.dates ? dateWindow(req.dates) : null;
  const everything = seesEveryMarketplace(ctx);

  let marketplace: ScopedMarketplace | null = null;
  if (req.mpId !== undefined) {
    marketplace = await repo.marketplace(req.mpId);
    if (!marketplace) throw (refusals.unknown ?? MARKETPLACE_NOT_FOUND)();
    if (req.family !== undefined && !ofFamily(marketplace, req.family)) {
      throw (refusals.wrongFamily ?? refusals.unknown ?? MARKETPLACE_NOT_FOUND)();
    }
    if (!everything && !(await repo.isAssigned(ctx.user.id, marketplace.pk_mp_id))) {
      throw (refusals.notYours ?? NOT_YOUR_MARKETPLACE)();
    }
  }

  const mine = everything ? null : await repo.assignments(ctx.user.id, ctx.clientId);
  const mpIds = marketplace ? [marketplace.pk_mp_id] : narrow(req.marketplaces, mine?.mpIds ?? null);
  const brandIds = narrow(req.brands, mine?.brandIds ?? null);
  const warehouseIds = narrow(req.warehouses, mine?.warehouseIds ?? null);
  // Only the lists the request narrows can leave nothing to read (a user without warehouses still reads sales).
  const asked = [
    req.mpId !== undefined || req.marketplaces !== undefined ? mpIds : null,
    req.brands !== undefined ? brandIds : null,
    req.warehouses !== undefined ? warehouseIds : null,
  ];
  const nothing = asked.some((l) => l !== null && l.length === 0);
  const prefix = marketplace ? prefixOf(marketplace.short_code) : null;
  return {
    clientId: ctx.clientId,
    marketplace,
    family: prefix ? MARKETPLACE_REGISTRY[prefix] : null,
    mpIds,
    brandIds,
    warehouseIds,
    dates,
    empty: nothing || (dates !== null && dates.start > dates.end),
  };
}

/** The brand limit of a user: null for client admins and super admins, else their brands (user_brands). */
export async function brandLimit(
  db: Db | Executor,
  userId: number,
  unlimited: boolean,
): Promise<number[] | null> {
  return unlimited ? null : reportScopeRepository(db).brandIds(userId);
}

/**
 * THE BRAND RULE as SQL, on a row's brand column, for reading and writing alike: null limit (no brand limit) lets
 * every row through; a limit lets through the rows whose brand is one of its ids and the rows without a brand
 * (null, or the dashboard's unknown brand 0), which no brand has claimed: a seller sees the new codes they upload
 * (created without a brand) until their brand is set, and may upload the same file again.
 */
export function withinBrands(brandColumn: SQL, brandIds: readonly number[] | null): SQL {
  if (brandIds === null) return sql`true`;
  const ids = `{${brandIds.map((b) => Math.trunc(b)).join(',')}}`;
  // coalesce keeps the condition true or false (never null), so `not withinBrands(…)` is exact.
  return sql`(coalesce(${brandColumn}, 0) = 0 or ${brandColumn} = any(${ids}::int[]))`;
}
