import { T11_ACTIONS as A, T12_ACTIONS, TICKET_TEXT } from '@marketdesk/contracts/tickets';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionContext, adsSetup } from '../../../test/fixtures/ticket-actions';
import { createTestApp, type TestApp, testSecrets } from '../../../test/helper';
import { adActionPushes, adNegativeKeywords, adProducts, adTargets } from '../../db/schema';
import { AD_ACCOUNT_TEXT } from '../../platform/ad-accounts';
import { ticketActionHandler } from '../../platform/row-actions';
import { AMS_TEXT } from './ams-result';
import { adActions, PUSH_OFF_TEXT } from './index';

let t: TestApp;
let s: Awaited<ReturnType<typeof adsSetup>>;

beforeAll(async () => {
  t = await createTestApp();
  s = await adsSetup(t);
});
afterAll(() => t?.close());

type Ctx = Parameters<typeof actionContext>[1];
/** Runs the type's handler in a transaction, as the action route does. */
const act = (o: Omit<Ctx, 'clientId'> & { clientId?: number }) =>
  t.db.transaction((tx) => ticketActionHandler(o.typeId)!(actionContext(tx, { clientId: s.clientId, ...o })));

const t11 = (action: string, data: Record<string, unknown>, editable?: Record<string, unknown>) =>
  act({
    typeId: 'T11',
    action,
    data: { client_id: s.clientId, profile_id: s.profileId, campaign_id: 'C1', min_bid: 0.2, ...data },
    editable,
  });

const target = async (profile: string, id: string) =>
  (
    await t.db
      .select()
      .from(adTargets)
      .where(
        and(
          eq(adTargets.client_id, s.clientId),
          eq(adTargets.profile_id, profile),
          eq(adTargets.target_id, id),
        ),
      )
  )[0];
const keywordsIn = (group: string) =>
  t.db
    .select({ target: adTargets.target, bid: adTargets.bid, match: adTargets.match_type })
    .from(adTargets)
    .where(
      and(
        eq(adTargets.client_id, s.clientId),
        eq(adTargets.ad_group_id, group),
        eq(adTargets.target_type, 'keyword'),
      ),
    );
const negativesIn = (group: string) =>
  t.db
    .select({ text: adNegativeKeywords.keyword_text, match: adNegativeKeywords.match_type })
    .from(adNegativeKeywords)
    .where(and(eq(adNegativeKeywords.client_id, s.clientId), eq(adNegativeKeywords.ad_group_id, group)));

describe('T11 targets', () => {
  const row = { item_type: 'target', targeting_id: 'T1', adgroup_id: 'G1', target_or_search_term: 'kettle' };

  it('Adjust bid sets the bid (the row edit over the suggestion); without an account: Marketdesk only, not reflected', async () => {
    const out = await t11(A.adjustBid, { ...row, new_bid: 0.5 }, { new_bid: '1.25' });
    expect(out).toMatchObject({
      status: 'success',
      reflected: false,
      message: `Bid set to 1.25; ${AD_ACCOUNT_TEXT.notConnected}`,
      result: {
        changes: { target_id: 'T1', bid: { from: '0.80', to: '1.25' } },
        ams: {
          status: 'NOT_CONNECTED',
          message: AD_ACCOUNT_TEXT.notConnected,
          reason: AD_ACCOUNT_TEXT.noStore,
        },
      },
    });
    expect((await target(s.profileId, 'T1'))!.bid).toBe('1.25');
    expect(await t.db.select().from(adActionPushes)).toEqual([]); // nothing to send without an account
  });

  it('refuses a bid the validator refuses, and changes nothing', async () => {
    for (const [bid, message] of [
      ['abc', TICKET_TEXT.mustBeNumber],
      ['0.1', TICKET_TEXT.bidBelowMin(0.2)],
      ['1.234', TICKET_TEXT.bidDecimals],
    ] as const) {
      const out = await t11(A.adjustBid, row, { new_bid: bid });
      expect(out).toEqual({ status: 'failed', message, reflected: null });
    }
    expect((await target(s.profileId, 'T1'))!.bid).toBe('1.25');
  });

  it('a missing target (or one of another client) fails with a message and changes nothing', async () => {
    const out = await t11(A.adjustBid, { ...row, targeting_id: 'NOPE' }, { new_bid: '2' });
    expect(out).toMatchObject({
      status: 'failed',
      message: expect.stringContaining('NOPE'),
      reflected: null,
    });
    const theirs = await t11(A.pauseTarget, { ...row, targeting_id: 'T9', profile_id: s.theirProfile });
    expect(theirs.status).toBe('failed');
    const [their] = await t.db.select().from(adTargets).where(eq(adTargets.target_id, 'T9'));
    expect(their).toMatchObject({ state: 'enabled', bid: '0.80' });
  });

  it('Pause target pauses it; Do nothing changes nothing', async () => {
    const before = await target(s.profileId, 'T1');
    expect(await t11(A.doNothing, row)).toMatchObject({
      status: 'success',
      reflected: false,
      result: { ams: { status: 'NOTHING_TO_SEND', message: AMS_TEXT.nothingToSend } },
    });
    expect(await target(s.profileId, 'T1')).toEqual(before);
    expect(await t11(A.pauseTarget, row)).toMatchObject({ status: 'success', reflected: false });
    expect((await target(s.profileId, 'T1'))!.state).toBe('paused');
  });

  it('an action outside the catalogue fails', async () => {
    expect(await t11('Delete everything', row)).toMatchObject({
      status: 'failed',
      message: TICKET_TEXT.invalidAction,
    });
  });
});

describe('T11 search terms', () => {
  const term = (group: string, text: string) => ({
    item_type: 'searchterm',
    targeting_id: 'T1',
    adgroup_id: group,
    target_or_search_term: text,
  });

  it('Move to negative adds an exact negative keyword once', async () => {
    expect(await t11(A.negative, term('G1', 'cheap kettle'))).toMatchObject({
      status: 'success',
      reflected: false,
    });
    expect(await t11(A.negative, term('G1', 'Cheap Kettle'))).toMatchObject({ status: 'success' });
    expect(await negativesIn('G1')).toEqual([{ text: 'cheap kettle', match: 'negativeExact' }]);
  });

  it('Add new target adds an exact keyword with the bid in the same ad group when it names no exact-match group', async () => {
    const out = await t11(A.addTarget, { ...term('G1', 'glass kettle'), new_bid: 0.9 });
    expect(out).toMatchObject({ status: 'success', reflected: false });
    expect(await keywordsIn('G1')).toContainEqual({ target: 'glass kettle', bid: '0.90', match: 'exact' });
  });

  it('Move to negative and add new target: negative in the ad group, keyword in its exact-match ad group', async () => {
    const out = await t11(A.negativeAndTarget, term('G2', 'red toaster'), { new_bid: '1.10' });
    expect(out).toMatchObject({ status: 'success', reflected: false });
    expect(await negativesIn('G2')).toEqual([{ text: 'red toaster', match: 'negativeExact' }]);
    expect(await keywordsIn('G3')).toEqual([{ target: 'red toaster', bid: '1.10', match: 'exact' }]);
    expect(await keywordsIn('G2')).toEqual([]);
  });

  it('fails without writing anything when the ad group, its exact-match group or the bid is missing', async () => {
    const missing = await t11(A.negativeAndTarget, term('G404', 'x'), { new_bid: '1' });
    expect(missing).toMatchObject({ status: 'failed', message: expect.stringContaining('G404') });
    const gone = await t11(A.negativeAndTarget, term('G4', 'steam iron'), { new_bid: '1' });
    expect(gone).toMatchObject({ status: 'failed', message: expect.stringContaining('"Gone"') });
    expect(await negativesIn('G4')).toEqual([]); // the negative was not written either
    const noBid = await t11(A.negativeAndTarget, term('G1', 'blue kettle'), { new_bid: '' });
    expect(noBid).toMatchObject({ status: 'failed', message: TICKET_TEXT.mustBeNumber });
    expect((await negativesIn('G1')).map((n) => n.text)).not.toContain('blue kettle');
  });
});

describe('T12', () => {
  const t12 = (action: string, data: Record<string, unknown>) =>
    act({ typeId: 'T12', action, data: { client_id: s.clientId, profile_id: s.profileId, ...data } });
  const state = async (id: string) =>
    (await t.db.select({ state: adProducts.state }).from(adProducts).where(eq(adProducts.ad_id, id)))[0]!
      .state;

  it('Pause AdProduct pauses the ad product; a missing or foreign one fails and changes nothing', async () => {
    expect(await t12(T12_ACTIONS.doNothing, { ad_id: 'AD1' })).toMatchObject({
      status: 'success',
      reflected: false,
    });
    expect(await state('AD1')).toBe('enabled');
    const foreign = await t12(T12_ACTIONS.pause, { ad_id: 'AD9', profile_id: s.theirProfile });
    expect(foreign).toMatchObject({
      status: 'failed',
      reflected: null,
      message: expect.stringContaining('AD9'),
    });
    expect(await state('AD9')).toBe('enabled');
    expect(await t12(T12_ACTIONS.pause, { ad_id: 'AD1' })).toMatchObject({
      status: 'success',
      reflected: false,
    });
    expect(await state('AD1')).toBe('paused');
  });
});

describe('without any connected advertising account', () => {
  it('the sweep job is off and says why', async () => {
    const [job] = adActions.scheduledJobs!({
      db: t.db,
      secrets: testSecrets,
      config: t.config,
      log: t.app.log,
    });
    expect(await job!.offReason!()).toBe(PUSH_OFF_TEXT);
  });
});
