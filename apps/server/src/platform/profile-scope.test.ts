import { resolvePermissions } from '@marketdesk/contracts/permissions';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper';
import { rowsOf } from '../db/facts/executor';
import type { AuthUser } from './identity.repository';
import { profileScope, visibleProfile, visibleProfiles, withinProfiles } from './profile-scope';
import type { RequestContext } from './tenancy';

/**
 * THE PROFILE RULE (platform/profile-scope) on a real database: a client admin sees every profile of the client,
 * a user only the ones assigned to them on their marketplaces; marketplace and family filters; a profile asked for
 * outside that (another client's, not assigned, off the user's marketplaces, of another family) is the caller's 404.
 */
let t: TestApp;
let clientId: number;
let az1: number;
let az2: number;
let fk: number;
let user: AuthUser;
let admin: AuthUser;
/** Client profiles: P1 on az1 (assigned), P2 on az1 (not assigned), P3 on az2 (assigned, marketplace not the
 * user's), PF on fk (assigned; Flipkart has no advertising); PX another client's on az1 (assigned there). */
const id = { P1: '', P2: '', P3: '', PF: '', PX: '' };

/** The context of a request by this user of the client (the factory's user row is the signed-in user). */
const ctxOf = (who: AuthUser, isClientAdmin = false): RequestContext => {
  const none = resolvePermissions({ codes: [], roleNames: [], isSuperAdmin: false });
  return { user: who, clientId, permissions: { ...none, isClientAdmin } };
};
const ids = (rows: { profile_id: string }[]) => rows.map((r) => r.profile_id).sort();
const gone = Object.assign(new Error('Profile not found'), { statusCode: 404 });
const notFound = () => gone;

beforeAll(async () => {
  t = await createTestApp();
  clientId = (await t.make.client()).pk_client_id;
  const otherClient = (await t.make.client()).pk_client_id;
  az1 = (await t.make.marketplace({ name: 'Amazon A profile-scope' })).pk_mp_id;
  az2 = (await t.make.marketplace({ name: 'Amazon B profile-scope' })).pk_mp_id;
  fk = (await t.make.marketplace({ name: 'Flipkart profile-scope', short_code: `FK_${Date.now()}` }))
    .pk_mp_id;

  const p1 = await t.make.profile(clientId, az1, { seller_name: 'Alpha' });
  const p2 = await t.make.profile(clientId, az1, { seller_name: 'Beta', seller_type: 'vendor' });
  const p3 = await t.make.profile(clientId, az2, { seller_name: 'Gamma' });
  const pf = await t.make.profile(clientId, fk, { seller_name: 'Delta' });
  const px = await t.make.profile(otherClient, az1, { seller_name: 'Other' });
  Object.assign(id, { P1: p1.profile_id, P2: p2.profile_id, P3: p3.profile_id, PF: pf.profile_id });
  id.PX = px.profile_id;

  const m = await t.make.member(clientId, { permissions: [] });
  user = m.user;
  await t.make.assign.marketplace(user.id, az1);
  await t.make.assign.marketplace(user.id, fk);
  for (const p of [p1, p3, pf, px]) await t.make.assign.profile(user.id, p);
  admin = (await t.make.member(clientId, { permissions: [] })).user;
});
afterAll(() => t?.close());

describe('visibleProfiles', () => {
  it('gives a client admin every profile of the client (none of another client), with the marketplace', async () => {
    const rows = await visibleProfiles(t.db, ctxOf(admin, true));
    expect(ids(rows)).toEqual([id.P1, id.P2, id.P3, id.PF].sort());
    // By marketplace name, then seller name.
    expect(rows.map((r) => r.seller_name)).toEqual(['Alpha', 'Beta', 'Gamma', 'Delta']);
    const beta = rows.find((r) => r.profile_id === id.P2)!;
    expect(beta).toEqual({
      profile_id: id.P2,
      seller_name: 'Beta',
      seller_type: 'vendor',
      mp_id: az1,
      mp_name: 'Amazon A profile-scope',
      short_code: expect.stringMatching(/^AZ-/),
      country_code: 'US',
      currency_code: 'USD',
    });
  });

  it('gives a user only the profiles assigned to them on their marketplaces', async () => {
    // P2 is not assigned; P3 is assigned but on a marketplace not theirs; PX is another client's.
    expect(ids(await visibleProfiles(t.db, ctxOf(user)))).toEqual([id.P1, id.PF].sort());
  });

  it('sees nothing of the client for a user without assignments', async () => {
    const bare = (await t.make.member(clientId, { permissions: [] })).user;
    expect(await visibleProfiles(t.db, ctxOf(bare))).toEqual([]);
  });

  it('narrows to one marketplace, checked with the screen’s refusals', async () => {
    expect(ids(await visibleProfiles(t.db, ctxOf(admin, true), { mpId: az1 }))).toEqual(
      [id.P1, id.P2].sort(),
    );
    expect(ids(await visibleProfiles(t.db, ctxOf(user), { mpId: az1 }))).toEqual([id.P1]);
    // A marketplace that is not the user's is resolveScope's refusal (default 403, or the screen's).
    await expect(visibleProfiles(t.db, ctxOf(user), { mpId: az2 })).rejects.toMatchObject({
      statusCode: 403,
    });
    await expect(
      visibleProfiles(t.db, ctxOf(user), { mpId: az2, refusals: { notYours: notFound } }),
    ).rejects.toBe(gone);
    await expect(visibleProfiles(t.db, ctxOf(admin, true), { mpId: fk, family: 'AZ' })).rejects.toMatchObject(
      { statusCode: 404, message: 'Marketplace not found' },
    );
  });

  it('narrows to a family: a prefix, or a test of the registry entry', async () => {
    expect(ids(await visibleProfiles(t.db, ctxOf(admin, true), { family: 'AZ' }))).toEqual(
      [id.P1, id.P2, id.P3].sort(),
    );
    expect(ids(await visibleProfiles(t.db, ctxOf(user), { family: 'AZ' }))).toEqual([id.P1]);
    expect(ids(await visibleProfiles(t.db, ctxOf(user), { family: 'FK' }))).toEqual([id.PF]);
    const advertising = { family: (f: { views: { advertising: boolean } }) => f.views.advertising };
    expect(ids(await visibleProfiles(t.db, ctxOf(user), advertising))).toEqual([id.P1]);
  });

  it('answers one profile only when it is visible', async () => {
    expect(ids(await visibleProfiles(t.db, ctxOf(user), { profileId: id.P1 }))).toEqual([id.P1]);
    expect(await visibleProfiles(t.db, ctxOf(user), { profileId: id.P2 })).toEqual([]);
    expect(await visibleProfiles(t.db, ctxOf(admin, true), { profileId: id.PX })).toEqual([]);
  });
});

describe('visibleProfile', () => {
  it('answers the profile to whoever may see it', async () => {
    expect((await visibleProfile(t.db, ctxOf(admin, true), id.P2, { notFound })).seller_name).toBe('Beta');
    const p = await visibleProfile(t.db, ctxOf(user), id.P1, { mpId: az1, family: 'AZ', notFound });
    expect(p).toMatchObject({ profile_id: id.P1, mp_id: az1, seller_type: 'seller' });
  });

  it('refuses with the caller’s 404 anything outside the rule, another client’s profile included', async () => {
    const refused: [RequestContext, string, { mpId?: number; family?: 'AZ' }][] = [
      [ctxOf(admin, true), id.PX, {}], // another client's
      [ctxOf(user), id.PX, {}], // assigned to the user, but another client's
      [ctxOf(user), id.P2, {}], // not assigned
      [ctxOf(user), id.P3, {}], // assigned, on a marketplace not the user's
      [ctxOf(user), id.PF, { family: 'AZ' }], // of another family
      [ctxOf(admin, true), id.P3, { mpId: az1 }], // on another marketplace than the one asked
      [ctxOf(user), id.P1, { mpId: az2 }], // a marketplace not the user's: the same 404, not 403
      [ctxOf(user), id.P1, { mpId: 2_000_000_000 }], // an unknown marketplace
      [ctxOf(user), id.P1, { mpId: fk, family: 'AZ' }], // a marketplace of another family
    ];
    for (const [ctx, profileId, req] of refused) {
      await expect(visibleProfile(t.db, ctx, profileId, { ...req, notFound })).rejects.toBe(gone);
    }
  });
});

describe('withinProfiles', () => {
  it('is the same rule in SQL for queries that join profiles', async () => {
    const count = async (ctx: RequestContext, req = {}) => {
      const scope = await profileScope(t.db, ctx, req);
      const rows = await rowsOf<{ profile_id: string }>(
        t.db,
        sql`select sp.profile_id from seller_profiles sp where ${withinProfiles(scope)}`,
      );
      return ids(rows);
    };
    expect(await count(ctxOf(admin, true))).toEqual([id.P1, id.P2, id.P3, id.PF].sort());
    expect(await count(ctxOf(user))).toEqual([id.P1, id.PF].sort());
    expect(await count(ctxOf(user), { family: 'AZ' })).toEqual([id.P1]);
    expect(() => withinProfiles({ clientId, mpIds: null, userId: null }, 'sp; drop')).toThrow();
  });
});
