import { type ResolvedPermissions, resolvePermissions } from '@marketdesk/contracts/permissions';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Executor } from '../db/facts';
import { json, rowsOf } from '../db/facts/executor';
import { identityRepository } from './identity.repository';
import { brandLimit, withinBrands } from './report-scope';
import type { RequestContext } from './tenancy';

/**
 * Which SKUs a user may read and write (spec 01: users see the brands assigned to them), the one rule of every
 * path that reads or writes SKU and SKU-cost rows: the Data Vault grids (read, edit, export), the SKU upload,
 * the invoice upload and the Accept of an invoice's T16 row.
 *
 * - Client admins and super admins: every SKU of the client (`null`).
 * - Everyone else reads and writes the SKUs of the brands assigned to them (user_brands) and SKUs without a brand:
 *   the one brand rule, platform/report-scope `withinBrands`. An upload creates new codes without a brand; their
 *   uploader sees them, and the same file uploaded again is not refused.
 *
 * A SKU outside the scope is answered as if it did not exist (404 on the grid, the unknown-SKU row error in an
 * upload), so the answer does not tell which codes the client has.
 */
export type SkuBrandLimit = readonly number[] | null;

/** Client admins and super admins see every brand, as they see every marketplace (report-scope). */
const limitOf = (db: Db, userId: number, p: ResolvedPermissions): Promise<SkuBrandLimit> =>
  brandLimit(db, userId, p.isSuperAdmin || p.isClientAdmin);

/** The brand limit of the caller (null: every brand). */
export const skuBrandLimit = (db: Db, ctx: RequestContext) => limitOf(db, ctx.user.id, ctx.permissions);

/**
 * The brand limit of a user in a client from their roles, for a write made in their name where only their id
 * travels (the Accept of a ticket row): what skuBrandLimit answers their own requests.
 */
export async function userSkuBrandLimit(db: Db, userId: number, clientId: number): Promise<SkuBrandLimit> {
  const [user] = await rowsOf<{ is_sa: boolean }>(db, sql`select is_sa from users where id = ${userId}::int`);
  const grants = await identityRepository(db).grants(userId, clientId);
  return limitOf(db, userId, resolvePermissions({ ...grants, isSuperAdmin: user?.is_sa === true }));
}

/** The client's SKUs the limit lets the caller see, by code. */
export async function visibleSkuIds(
  ex: Executor,
  clientId: number,
  limit: SkuBrandLimit,
): Promise<Map<string, number>> {
  const rows = await rowsOf<{ id: number; code: string }>(
    ex,
    sql`select s.pk_sku_id as id, s.sku_code as code from skus s
      where s.client_id = ${clientId}::int and ${withinBrands(sql`s.fk_brand_id`, limit)}`,
  );
  return new Map(rows.map((r) => [r.code, Number(r.id)]));
}

/** The codes of the client's SKUs outside the limit (none for client admins and super admins), or of `among`. */
export async function hiddenSkuCodes(
  ex: Executor,
  clientId: number,
  limit: SkuBrandLimit,
  among?: readonly string[],
): Promise<Set<string>> {
  if (limit === null || among?.length === 0) return new Set();
  const only = among ? sql`and s.sku_code in (select jsonb_array_elements_text(${json(among)}))` : sql``;
  const rows = await rowsOf<{ code: string }>(
    ex,
    sql`select s.sku_code as code from skus s
      where s.client_id = ${clientId}::int and not ${withinBrands(sql`s.fk_brand_id`, limit)} ${only}`,
  );
  return new Set(rows.map((r) => r.code));
}

/**
 * The row error of a SKU code the caller may not write: the same words whether the code is another brand's
 * or no SKU at all, so an upload does not tell which codes exist.
 */
export const notYourSku = (code: string) => `SKU '${code}' is not one of your SKUs.`;
