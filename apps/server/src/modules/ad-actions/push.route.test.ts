import { Writable } from 'node:stream';
import { T11_ACTIONS as A, T12_ACTIONS } from '@marketdesk/contracts/tickets';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AdsSpFake, startAdsSpFake } from '../../../test/ads-api-sp-fake';
import { adsSetup, connectAdsAccount } from '../../../test/fixtures/ticket-actions';
import { createTestApp, type TestApp, testSecrets } from '../../../test/helper';
import { adActionPushes, adNegativeKeywords, adProducts, adTargets, ticketItems } from '../../db/schema';
import { AD_ACCOUNT_TEXT } from '../../platform/ad-accounts';
import { raiseTickets } from '../tickets';
import { AMS_TEXT } from './ams-result';
import { adActions, PUSH_CHANGES_JOB, pushChanges } from './index';

/**
 * Accepted T11/T12 actions reach the advertising account (issue 21 item 6), through the action route against
 * the Sponsored Products v3 protocol fake: the database changes at once, the change is sent after the save
 * commits, and reflected_on_ams is true only when the account confirmed it.
 */

let t: TestApp;
let fake: AdsSpFake;
let s: Awaited<ReturnType<typeof adsSetup>>;
let owner: { headers: Record<string, string>; id: number };
const logLines: string[] = [];

const TICKET_RIGHTS = ['view:tickets', 'access:tickets:type:T11', 'access:tickets:type:T12'];

beforeAll(async () => {
  fake = await startAdsSpFake();
  t = await createTestApp({
    env: { ADS_API_ENDPOINT: fake.url, ADS_TOKEN_URL: fake.tokenUrl },
    logger: {
      level: 'debug',
      stream: new Writable({
        write(chunk, _enc, done) {
          logLines.push(String(chunk));
          done();
        },
      }),
    },
  });
  s = await adsSetup(t);
  await connectAdsAccount(t, { clientId: s.clientId, mpId: s.mpId, credentials: fake.credentials });
  fake.profiles.add(s.profileId);
  // A product target beside the keyword target T1 (its bid and state go through /sp/targets).
  await t.db.insert(adTargets).values({
    client_id: s.clientId,
    profile_id: s.profileId,
    target_id: 'T2',
    ad_group_id: 'G1',
    campaign_id: 'C1',
    target: 'asin="B0KETTLE1"',
    target_type: 'product',
    bid: '0.70',
  });
  const m = await t.make.member(s.clientId, { permissions: TICKET_RIGHTS });
  owner = { id: m.user.id, headers: await t.auth(m.user.id) };
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(() => fake.reset());

const keys = (o: Record<string, unknown>) => ({
  client_id: s.clientId,
  mp_id: s.mpId,
  profile_id: s.profileId,
  campaign_id: 'C1',
  ...o,
});
const targetRow = (id: string) =>
  keys({ item_type: 'target', targeting_id: id, adgroup_id: 'G1', target_or_search_term: 'kettle' });
const termRow = (group: string, term: string) =>
  keys({ item_type: 'searchterm', targeting_id: 'T1', adgroup_id: group, target_or_search_term: term });

/** A fresh one-item ticket of the type; answers its id. */
async function ticketOf(typeId: 'T11' | 'T12', item: Record<string, unknown>) {
  const [id] = await raiseTickets(t.db, {
    clientId: s.clientId,
    typeId,
    creatorId: null,
    creatorName: '',
    ownerId: owner.id,
    ownerName: 'Test User',
    items: [{ action_type: 'bad', min_bid: 0.2, ...item }],
  });
  return id!;
}

const act = async (ticketId: number, update: Record<string, unknown>) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/tickets/${ticketId}/action?client_id=${s.clientId}`,
    headers: owner.headers,
    payload: { updates: [update] },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().results[0] as { item_no: number; status: string; message: string };
};

type Ams = { status: string; message: string; parts?: Record<string, unknown>[] };
const itemOf = async (ticketId: number) => {
  const [row] = await t.db
    .select({ result: ticketItems.result, reflected: ticketItems.reflected })
    .from(ticketItems)
    .where(and(eq(ticketItems.client_id, s.clientId), eq(ticketItems.ticket_id, ticketId)));
  return row as { result: { ams: Ams; changes: unknown }; reflected: boolean | null };
};

/** Waits until the send after the save has settled: the row no longer waits, or waits for a later try. */
const settled = (ticketId: number) =>
  vi.waitFor(
    async () => {
      const pushes = await t.db.select().from(adActionPushes).where(eq(adActionPushes.ticket_id, ticketId));
      expect(pushes.length).toBeGreaterThan(0);
      for (const p of pushes) {
        expect(p.status).not.toBe('SENDING');
        if (p.status === 'PENDING') expect(p.next_try_at).not.toBeNull();
      }
      const item = await itemOf(ticketId);
      const waiting = pushes.some((p) => p.status === 'PENDING');
      expect(item.result.ams.status === 'PENDING').toBe(waiting);
      return item;
    },
    { timeout: 20_000, interval: 50 },
  );

const scopeHeaders = () =>
  fake.spCalls().map((c) => ({
    scope: c.headers['amazon-advertising-api-scope'],
    client: c.headers['amazon-advertising-api-clientid'],
  }));

describe('an accepted T11 action on a connected profile is sent through Sponsored Products v3', () => {
  it('Adjust bid: the bid changes at once, PUT /sp/keywords goes out after the save, reflected true once confirmed', async () => {
    const id = await ticketOf('T11', targetRow('T1'));
    const out = await act(id, {
      ...targetRow('T1'),
      action: A.adjustBid,
      editable_fields: { new_bid: '0.65' },
    });
    expect(out).toMatchObject({ status: 'success', message: expect.stringContaining('Bid set to 0.65.') });
    const [target] = await t.db.select().from(adTargets).where(eq(adTargets.target_id, 'T1'));
    expect(target!.bid).toBe('0.65'); // the AMS View reads it now, whatever the account answers
    const item = await settled(id);
    expect(item.reflected).toBe(true);
    expect(item.result.ams).toMatchObject({ status: 'CONFIRMED', message: AMS_TEXT.confirmed });
    expect(fake.spCalls().map((c) => [c.method, c.path, c.body])).toEqual([
      ['PUT', '/sp/keywords', { keywords: [{ keywordId: 'T1', bid: 0.65 }] }],
    ]);
    expect(scopeHeaders()).toEqual([{ scope: s.profileId, client: fake.credentials.clientId }]);
    expect(fake.spCalls()[0]!.headers['content-type']).toBe('application/vnd.spKeyword.v3+json');
  });

  it('Pause target on a product target: PUT /sp/targets with state PAUSED', async () => {
    const id = await ticketOf('T11', targetRow('T2'));
    await act(id, { ...targetRow('T2'), action: A.pauseTarget });
    const [target] = await t.db.select().from(adTargets).where(eq(adTargets.target_id, 'T2'));
    expect(target!.state).toBe('paused');
    expect((await settled(id)).reflected).toBe(true);
    expect(fake.spCalls().map((c) => [c.method, c.path, c.body])).toEqual([
      ['PUT', '/sp/targets', { targetingClauses: [{ targetId: 'T2', state: 'PAUSED' }] }],
    ]);
  });

  it('Move to negative: POST /sp/negativeKeywords (NEGATIVE_EXACT); the negative takes Amazon’s id', async () => {
    const id = await ticketOf('T11', termRow('G1', 'cheap kettle'));
    await act(id, { ...termRow('G1', 'cheap kettle'), action: A.negative });
    const item = await settled(id);
    expect(item.reflected).toBe(true);
    const [call] = fake.spCalls();
    expect(call).toMatchObject({
      method: 'POST',
      path: '/sp/negativeKeywords',
      body: {
        negativeKeywords: [
          {
            campaignId: 'C1',
            adGroupId: 'G1',
            keywordText: 'cheap kettle',
            matchType: 'NEGATIVE_EXACT',
            state: 'ENABLED',
          },
        ],
      },
    });
    const amazonId = item.result.ams.parts![0]!.amazon_id as string;
    expect(amazonId).toMatch(/^\d+$/);
    const negatives = await t.db
      .select({ id: adNegativeKeywords.keyword_id, text: adNegativeKeywords.keyword_text })
      .from(adNegativeKeywords)
      .where(and(eq(adNegativeKeywords.client_id, s.clientId), eq(adNegativeKeywords.ad_group_id, 'G1')));
    expect(negatives).toEqual([{ id: amazonId, text: 'cheap kettle' }]);
  });

  it('Add new target: POST /sp/keywords (EXACT, the bid); the keyword takes Amazon’s id', async () => {
    const id = await ticketOf('T11', { ...termRow('G1', 'glass kettle'), action_type: 'good' });
    const out = await act(id, {
      ...termRow('G1', 'glass kettle'),
      action: A.addTarget,
      editable_fields: { new_bid: '0.90' },
    });
    expect(out.status, out.message).toBe('success');
    const item = await settled(id);
    expect(item.reflected).toBe(true);
    expect(fake.spCalls().map((c) => [c.method, c.path, c.body])).toEqual([
      [
        'POST',
        '/sp/keywords',
        {
          keywords: [
            {
              campaignId: 'C1',
              adGroupId: 'G1',
              keywordText: 'glass kettle',
              matchType: 'EXACT',
              state: 'ENABLED',
              bid: 0.9,
            },
          ],
        },
      ],
    ]);
    const [kw] = await t.db
      .select({ id: adTargets.target_id, bid: adTargets.bid })
      .from(adTargets)
      .where(and(eq(adTargets.client_id, s.clientId), eq(adTargets.target, 'glass kettle')));
    expect(kw).toEqual({ id: item.result.ams.parts![0]!.amazon_id, bid: '0.90' });
  });

  it('Move to negative and add new target, partly refused: reflected false, the refusal named per part', async () => {
    fake.refusals.set('keywords:red toaster', {
      errorType: 'duplicateValueError',
      message: 'A keyword with this text already exists in the ad group',
    });
    const id = await ticketOf('T11', termRow('G2', 'red toaster'));
    const out = await act(id, {
      ...termRow('G2', 'red toaster'),
      action: A.negativeAndTarget,
      editable_fields: { new_bid: '1.10' },
    });
    expect(out.status).toBe('success');
    const item = await settled(id);
    expect(item.reflected).toBe(false);
    expect(item.result.ams.status).toBe('PARTIALLY_REFUSED');
    expect(item.result.ams.message).toBe(
      `${AMS_TEXT.partlyRefused}: Negative exact keyword "red toaster": confirmed; ` +
        'Exact keyword "red toaster" in Toasters Exact: A keyword with this text already exists in the ad group',
    );
    expect(item.result.ams.parts!.map((p) => p.status)).toEqual(['CONFIRMED', 'REFUSED']);
    expect(fake.spCalls().map((c) => c.path)).toEqual(['/sp/negativeKeywords', '/sp/keywords']);
    // Marketdesk's own data keeps both changes (the AMS View shows them).
    const added = await t.db
      .select({ group: adTargets.ad_group_id })
      .from(adTargets)
      .where(and(eq(adTargets.client_id, s.clientId), eq(adTargets.target, 'red toaster')));
    expect(added).toEqual([{ group: 'G3' }]);
  });

  it('a call refused outright (4xx): reflected false with Amazon’s text', async () => {
    fake.refuseNext(400, 'INVALID_ARGUMENT', 'bid is above the maximum for this marketplace');
    const id = await ticketOf('T11', targetRow('T1'));
    await act(id, { ...targetRow('T1'), action: A.adjustBid, editable_fields: { new_bid: '0.70' } });
    const item = await settled(id);
    expect(item.reflected).toBe(false);
    expect(item.result.ams.status).toBe('REFUSED');
    expect(item.result.ams.message).toContain('bid is above the maximum for this marketplace');
  });

  it('Do nothing sends nothing and is not reflected', async () => {
    const id = await ticketOf('T11', targetRow('T1'));
    await act(id, { ...targetRow('T1'), action: A.doNothing });
    const item = await itemOf(id);
    expect(item.reflected).toBe(false);
    expect(item.result.ams).toEqual({ status: 'NOTHING_TO_SEND', message: AMS_TEXT.nothingToSend });
    expect(await t.db.select().from(adActionPushes).where(eq(adActionPushes.ticket_id, id))).toEqual([]);
    expect(fake.spCalls()).toEqual([]);
  });
});

describe('throttled beyond the retry policy', () => {
  it('stays pending with next_try_at from Retry-After; the sweep sends it once that time has passed', async () => {
    fake.throttle(5, '0', '0', '0', '0', '120');
    const id = await ticketOf('T11', targetRow('T1'));
    const before = Date.now();
    await act(id, { ...targetRow('T1'), action: A.adjustBid, editable_fields: { new_bid: '0.75' } });
    const item = await settled(id);
    expect(item.reflected).toBe(false);
    expect(item.result.ams.status).toBe('PENDING');
    const [push] = await t.db.select().from(adActionPushes).where(eq(adActionPushes.ticket_id, id));
    expect(push).toMatchObject({ status: 'PENDING', attempts: 1 });
    const wait = push!.next_try_at!.getTime() - before;
    expect(wait).toBeGreaterThanOrEqual(120_000);
    expect(wait).toBeLessThan(120_000 + 60_000);
    // The ticket item's text follows the push row's write (under load the check came between the two).
    await vi.waitFor(
      async () =>
        expect((await itemOf(id)).result.ams.message).toBe(
          AMS_TEXT.throttled(push!.next_try_at!.toISOString()),
        ),
      { timeout: 20_000, interval: 50 },
    );
    expect(fake.spCalls()).toHaveLength(5);

    // The scheduled sweep before that time: nothing is due.
    const rt = { db: t.db, secrets: testSecrets, config: t.config, log: t.app.log };
    const [job] = adActions.scheduledJobs!({ ...rt });
    expect(job!.name).toBe(PUSH_CHANGES_JOB);
    expect(await job!.offReason!()).toBeNull(); // an account is connected: the sweep is on
    expect(await job!.run({} as never)).toBe('No changes waiting for the advertising account');
    expect(fake.spCalls()).toHaveLength(5);

    // After it: sent and confirmed.
    const later = await pushChanges({ ...rt, now: () => new Date(push!.next_try_at!.getTime() + 1000) });
    expect(later).toMatchObject({ sent: 1, confirmed: 1 });
    const done = await itemOf(id);
    expect(done.reflected).toBe(true);
    expect(done.result.ams.status).toBe('CONFIRMED');
    expect(fake.spCalls()).toHaveLength(6);
  });
});

describe('T12 and the edges', () => {
  it('Pause AdProduct: PUT /sp/productAds with state PAUSED, reflected true once confirmed', async () => {
    const row = keys({ ad_id: 'AD1', adgroup_id: 'G1' });
    const id = await ticketOf('T12', row);
    await act(id, { ...row, action: T12_ACTIONS.pause });
    const [p] = await t.db
      .select({ state: adProducts.state })
      .from(adProducts)
      .where(eq(adProducts.ad_id, 'AD1'));
    expect(p!.state).toBe('paused');
    expect((await settled(id)).reflected).toBe(true);
    expect(fake.spCalls().map((c) => [c.method, c.path, c.body, c.headers['content-type']])).toEqual([
      [
        'PUT',
        '/sp/productAds',
        { productAds: [{ adId: 'AD1', state: 'PAUSED' }] },
        'application/vnd.spProductAd.v3+json',
      ],
    ]);
    // The ticket's answer carries the flag as the spec names it.
    const res = await t.app.inject({
      method: 'GET',
      url: `/tickets/details?id=${id}&client_id=${s.clientId}`,
      headers: owner.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(JSON.stringify(res.json())).toContain('"reflected_on_ams":true');
  });

  it('another client’s profile is never reached: the row fails and nothing is sent', async () => {
    const row = keys({
      item_type: 'target',
      targeting_id: 'T9',
      adgroup_id: 'G9',
      profile_id: s.theirProfile,
      target_or_search_term: 'x',
    });
    const id = await ticketOf('T11', row);
    const out = await act(id, { ...row, action: A.pauseTarget });
    expect(out.status).toBe('failed');
    expect(await t.db.select().from(adActionPushes).where(eq(adActionPushes.ticket_id, id))).toEqual([]);
    expect(fake.spCalls()).toEqual([]);
  });

  it('a push whose profile reaches no account (here another client’s) fails with the reason and sends nothing', async () => {
    const [push] = await t.db
      .insert(adActionPushes)
      .values({
        client_id: s.other,
        ticket_id: 999_999,
        item_no: 1,
        profile_id: s.theirProfile,
        operation: { call: 'updateProductAds', items: [{ adId: 'AD9', state: 'PAUSED' }], label: 'x' },
      })
      .returning();
    // Our client's account is connected: the other client's push must not borrow it.
    const rt = { db: t.db, secrets: testSecrets, config: t.config, log: t.app.log };
    expect(await pushChanges(rt, { clientId: s.other })).toMatchObject({ failed: 1, sent: 0 });
    const [after] = await t.db.select().from(adActionPushes).where(eq(adActionPushes.id, push!.id));
    expect(after).toMatchObject({ status: 'FAILED', error: AD_ACCOUNT_TEXT.noStore, attempts: 1 });
    expect(fake.spCalls()).toEqual([]);
  });

  it('two senders at once never send the same change twice', async () => {
    const [push] = await t.db
      .insert(adActionPushes)
      .values({
        client_id: s.clientId,
        ticket_id: 999_998,
        item_no: 1,
        profile_id: s.profileId,
        operation: { call: 'updateProductAds', items: [{ adId: 'AD1', state: 'PAUSED' }], label: 'x' },
      })
      .returning();
    const rt = { db: t.db, secrets: testSecrets, config: t.config, log: t.app.log };
    const [a, b] = await Promise.all([
      pushChanges(rt, { clientId: s.clientId }),
      pushChanges(rt, { clientId: s.clientId }),
    ]);
    expect(a.sent + b.sent).toBe(1);
    expect(fake.spCalls()).toHaveLength(1);
    const [after] = await t.db.select().from(adActionPushes).where(eq(adActionPushes.id, push!.id));
    expect(after).toMatchObject({ status: 'CONFIRMED', attempts: 1 });
  });

  it('never logs the Ads API secrets or tokens', async () => {
    const text = logLines.join('');
    expect(text).toContain('ad action pushes sent');
    for (const secret of [fake.credentials.clientSecret, fake.credentials.refreshToken, 'Atza|'])
      expect(text).not.toContain(secret);
  });
});
