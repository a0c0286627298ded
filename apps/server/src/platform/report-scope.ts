import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/facts/executor';
import type { RequestContext } from './tenancy';

/**
 * What a report or data screen may read (DESIGN section 9, Report scope), in one place: the marketplaces of a
 * user (assigned in user_marketplaces; client admins and super admins see all of the client's), and the date
 * rules every dated call shares. Screens choose their own refusal texts; the rules are these.
 */

export interface ScopedMarketplace {
  pk_mp_id: number;
  name: string;
  short_code: string;
  currency_code: string;
}

/** Client admins and super admins read every marketplace; others only those assigned to them. */
export const seesEveryMarketplace = (ctx: RequestContext): boolean =>
  ctx.permissions.isSuperAdmin || ctx.permissions.isClientAdmin;

export async function findMarketplace(db: Db, mpId: number): Promise<ScopedMarketplace | null> {
  const [row] = await rowsOf<ScopedMarketplace>(
    db,
    sql`select pk_mp_id, name, short_code, currency_code from marketplaces where pk_mp_id = ${mpId}::int`,
  );
  return row ?? null;
}

/** Whether the marketplace is assigned to the user (user_marketplaces). */
export async function isAssignedMarketplace(db: Db, userId: number, mpId: number): Promise<boolean> {
  const rows = await rowsOf(
    db,
    sql`select 1 from user_marketplaces where user_id = ${userId}::int and mp_id = ${mpId}::int`,
  );
  return rows.length > 0;
}

/** The brands assigned to the user (user_brands). */
export async function assignedBrandIds(db: Db, userId: number): Promise<number[]> {
  const rows = await rowsOf<{ brand_id: number }>(
    db,
    sql`select brand_id from user_brands where user_id = ${userId}::int order by brand_id`,
  );
  return rows.map((r) => Number(r.brand_id));
}

/** Whether the caller may read this marketplace's data. */
export async function mayReadMarketplace(db: Db, ctx: RequestContext, mpId: number): Promise<boolean> {
  return seesEveryMarketplace(ctx) || isAssignedMarketplace(db, ctx.user.id, mpId);
}

/** A 422 in the usual list shape (`{detail: [{loc, msg, type}]}`), for a rule the schema cannot express. */
export const queryInvalid = (field: string, msg: string, type = 'value_error') =>
  Object.assign(new Error(msg), {
    statusCode: 422,
    validationContext: 'querystring',
    validation: [{ instancePath: `/${field}`, message: msg, keyword: type }],
  });

/** Today's date in UTC: the latest end date a report answers. */
export const todayUtc = (): string => new Date().toISOString().slice(0, 10);

/** The earlier of two ISO dates. */
export const earlier = (a: string, b: string): string => (a < b ? a : b);

/** Shifts an ISO date by whole days. */
export const addDays = (s: string, days: number): string =>
  new Date(Date.parse(`${s}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
