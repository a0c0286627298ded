import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchTermXlsx, sumOf, termRows } from '../../../../test/fixtures/ams-console';
import { multipart } from '../../../../test/fixtures/data-upload';
import { createTestApp, type TestApp } from '../../../../test/helper';
import { rowsOf } from '../../../db/facts/executor';

/** Who may upload console files for a profile, and that one client's upload never reaches another's entities. */
let t: TestApp;
let acme: number;
let borealis: number;
let P: string;
let P2: string;
let PB: string;
const who: Record<string, Record<string, string>> = {};
const terms = termRows().slice(0, 8);
let file: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  acme = (await t.make.client()).pk_client_id;
  borealis = (await t.make.client()).pk_client_id;
  const mp = await t.make.marketplace({
    short_code: `AZ_G${Date.now() % 100000}`,
    country_code: 'GB',
    currency_code: 'GBP',
  });
  P = (await t.make.profile(acme, mp.pk_mp_id)).profile_id;
  P2 = (await t.make.profile(acme, mp.pk_mp_id)).profile_id;
  PB = (await t.make.profile(borealis, mp.pk_mp_id)).profile_id;
  const uploader = await t.make.member(acme, { permissions: ['adgroup_master:create'] });
  await t.make.assign.marketplace(uploader.user.id, mp.pk_mp_id);
  await t.make.assign.profile(uploader.user.id, { client_id: acme, profile_id: P });
  who.uploader = await t.auth(uploader.user.id);
  const viewer = await t.make.member(acme, { permissions: ['ams_view:view'] });
  await t.make.assign.marketplace(viewer.user.id, mp.pk_mp_id);
  await t.make.assign.profile(viewer.user.id, { client_id: acme, profile_id: P });
  who.viewer = await t.auth(viewer.user.id);
  const other = await t.make.member(borealis, { permissions: ['adgroup_master:create'] });
  await t.make.assign.marketplace(other.user.id, mp.pk_mp_id);
  await t.make.assign.profile(other.user.id, { client_id: borealis, profile_id: PB });
  who.other = await t.auth(other.user.id);
  file = await searchTermXlsx(terms);
}, 60_000);
afterAll(() => t?.close());

function upload(headers: Record<string, string>, profile: string, clientId = acme) {
  const body = multipart('search-terms.xlsx', file);
  const q = new URLSearchParams({ client_id: String(clientId), profile_id: profile });
  return t.app.inject({
    method: 'POST',
    url: `/ams-reports/console-upload?${q}`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

const heldBy = async (clientId: number) =>
  (
    await rowsOf<{ n: number; clicks: number; campaigns: number }>(
      t.db,
      sql`select (select count(*)::int from ad_metrics_daily where client_id = ${clientId}) as n,
        (select coalesce(sum(clicks), 0)::int from ad_metrics_daily where client_id = ${clientId}) as clicks,
        (select count(*)::int from ad_campaigns where client_id = ${clientId}) as campaigns`,
    )
  )[0]!;

describe('who may upload', () => {
  it('401 without a sign-in, 403 without adgroup_master:create, 403 for a client one is not a member of', async () => {
    expect((await upload({}, P)).statusCode).toBe(401);
    expect((await upload(who.viewer!, P)).statusCode).toBe(403);
    expect((await upload(who.other!, P, acme)).statusCode).toBe(403);
    expect(await heldBy(acme)).toEqual({ n: 0, clicks: 0, campaigns: 0 });
  });

  it("404 for a profile not assigned to the uploader and for another client's profile", async () => {
    for (const profile of [P2, PB, 'no-such-profile']) {
      const res = await upload(who.uploader!, profile);
      expect(res.statusCode, profile).toBe(404);
      expect(res.json()).toEqual({ detail: 'Profile not found' });
    }
    expect(await heldBy(acme)).toEqual({ n: 0, clicks: 0, campaigns: 0 });
    expect(await heldBy(borealis)).toEqual({ n: 0, clicks: 0, campaigns: 0 });
  });
});

describe('other clients', () => {
  it("writes only the uploader's profile; the same names in another client stay that client's", async () => {
    const theirs = await upload(who.other!, PB, borealis);
    expect(theirs.statusCode, theirs.body).toBe(200);
    const before = await heldBy(borealis);
    const mine = await upload(who.uploader!, P);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toMatchObject({ inserted: terms.length, unchanged: 0 });
    expect(await heldBy(borealis)).toEqual(before);
    expect(await heldBy(acme)).toEqual({
      n: terms.length,
      clicks: sumOf(terms).clicks,
      campaigns: new Set(terms.map((r) => r.campaign)).size,
    });
  });
});
