import { MARKETPLACE_REGISTRY, prefixOf } from '@marketdesk/contracts/marketplace-registry';
import type { Db } from '../db/client';
import type { Executor } from '../db/facts';
import { type ProfileScope, profileScopeRepository, type VisibleProfile } from './profile-scope.repository';
import { resolveScope, type ScopeRefusals, type ScopeRequest, seesEveryMarketplace } from './report-scope';
import type { RequestContext } from './tenancy';

/**
 * Which advertising profiles (seller_profiles) a caller may see (DESIGN section 9, Report scope), decided in one
 * place. THE PROFILE RULE: the profiles of the selected client on the marketplaces the caller sees through
 * `resolveScope` (with `mpId`: that one marketplace, checked there with the screen's refusals; with `family`:
 * only marketplaces of that family); client admins and super admins (`seesEveryMarketplace`) see every such
 * profile, everyone else only the profiles assigned to them (user_profiles). A profile asked for outside that,
 * another client's included, answers the caller's 404 (`visibleProfile`), never data, so the answer does not tell
 * which profiles exist.
 */

export { type ProfileScope, type VisibleProfile, withinProfiles } from './profile-scope.repository';

export interface ProfileScopeRequest {
  /** The one marketplace read: checked by resolveScope (exists, of the family, the caller's). */
  mpId?: number;
  /** The family the marketplaces must be of: a short-code prefix ('AZ'), or a test of its registry entry. */
  family?: ScopeRequest['family'];
  /** The screen's refusals of the marketplace check (defaults: resolveScope's). */
  refusals?: ScopeRefusals;
}

/** Whether a short code is of the family asked (its prefix, or the test of its registry entry). */
function inFamily(shortCode: string, family: NonNullable<ScopeRequest['family']>): boolean {
  const prefix = prefixOf(shortCode);
  if (prefix === null) return false;
  return typeof family === 'string' ? prefix === family : family(MARKETPLACE_REGISTRY[prefix]);
}

/** The caller's profile scope for this request (for queries that join profiles: `withinProfiles`). */
export async function profileScope(
  db: Db | Executor,
  ctx: RequestContext,
  req: ProfileScopeRequest = {},
): Promise<ProfileScope> {
  const { mpId, family, refusals } = req;
  const scope = await resolveScope(db, ctx, {
    ...(mpId === undefined ? {} : { mpId }),
    ...(family === undefined ? {} : { family }),
    ...(refusals === undefined ? {} : { refusals }),
  });
  let mpIds: readonly number[] | null = scope.mpIds;
  // With one marketplace resolveScope checked its family; otherwise narrow the marketplaces to the family.
  if (family !== undefined && mpId === undefined) {
    const codes = await profileScopeRepository(db).marketplaceCodes(mpIds);
    mpIds = codes.filter((m) => inFamily(m.short_code, family)).map((m) => Number(m.pk_mp_id));
  }
  return { clientId: ctx.clientId, mpIds, userId: seesEveryMarketplace(ctx) ? null : ctx.user.id };
}

/** The profiles of a scope (optionally only `profileId`), by marketplace name, seller name and profile id. */
export function profilesWithin(
  db: Db | Executor,
  scope: ProfileScope,
  profileId?: string,
): Promise<VisibleProfile[]> {
  return profileScopeRepository(db).profiles(scope, profileId);
}

/** The profiles the caller may see (optionally one marketplace, one family, one profile). */
export async function visibleProfiles(
  db: Db | Executor,
  ctx: RequestContext,
  req: ProfileScopeRequest & { profileId?: string } = {},
): Promise<VisibleProfile[]> {
  const { family, mpId, profileId } = req;
  if (family !== undefined && mpId === undefined) {
    // The same profiles as profileScope's narrowed marketplaces give, with the family tested on each profile's
    // own marketplace: one statement instead of the marketplaces' codes first (every AMS View call asks this).
    const { family: _, ...rest } = req;
    const rows = await profilesWithin(db, await profileScope(db, ctx, rest), profileId);
    return rows.filter((r) => inFamily(r.short_code, family));
  }
  return profilesWithin(db, await profileScope(db, ctx, req), profileId);
}

/**
 * The one profile a call names, as the caller may see it, or the caller's `notFound` (404): for a profile of
 * another client, not assigned, of another marketplace or family, and for a marketplace (`mpId`) the caller may
 * not read, so nothing tells which profiles or marketplaces exist.
 */
export async function visibleProfile(
  db: Db | Executor,
  ctx: RequestContext,
  profileId: string,
  req: { mpId?: number; family?: ScopeRequest['family']; notFound: () => Error },
): Promise<VisibleProfile> {
  const { notFound, ...rest } = req;
  const refusals = { unknown: notFound, wrongFamily: notFound, notYours: notFound };
  const [profile] = await visibleProfiles(db, ctx, { ...rest, profileId, refusals });
  if (!profile) throw notFound();
  return profile;
}
