import { T11_ACTIONS as A, T12_ACTIONS, TICKET_TEXT } from '@marketdesk/contracts/tickets';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adsSetup } from '../../../test/fixtures/ticket-actions';
import { createTestApp, type TestApp } from '../../../test/helper';
import { adNegativeKeywords, adProducts, adTargets, ticketItems } from '../../db/schema';
import { AD_ACCOUNT_TEXT } from '../../platform/ad-accounts';
import { raiseTickets } from '../tickets';

let t: TestApp;
let s: Awaited<ReturnType<typeof adsSetup>>;
let owner: { id: number; headers: Record<string, string> };
let t11: number;
let t12: number;

const TICKET_RIGHTS = ['view:tickets', 'access:tickets:type:T11', 'access:tickets:type:T12'];
const keys = (o: Record<string, unknown>) => ({
  client_id: s.clientId,
  mp_id: s.mpId,
  profile_id: s.profileId,
  campaign_id: 'C1',
  ...o,
});
const act = (ticketId: number, updates: Record<string, unknown>[], who = owner.headers) =>
  t.app.inject({
    method: 'POST',
    url: `/tickets/${ticketId}/action?client_id=${s.clientId}`,
    headers: who,
    payload: { updates },
  });
const bid = async (id: string) =>
  (await t.db.select({ bid: adTargets.bid }).from(adTargets).where(eq(adTargets.target_id, id)))[0]?.bid;

beforeAll(async () => {
  t = await createTestApp();
  s = await adsSetup(t);
  const m = await t.make.member(s.clientId, { permissions: TICKET_RIGHTS });
  owner = { id: m.user.id, headers: await t.auth(m.user.id) };
  const raise = (typeId: 'T11' | 'T12', items: Record<string, unknown>[]) =>
    raiseTickets(t.db, {
      clientId: s.clientId,
      typeId,
      creatorId: null,
      creatorName: '',
      ownerId: m.user.id,
      ownerName: 'Test User',
      items,
    });
  t11 = (
    await raise('T11', [
      keys({
        item_type: 'target',
        action_type: 'bad',
        targeting_id: 'T1',
        adgroup_id: 'G1',
        target_or_search_term: 'kettle',
        existing_bid: 0.8,
        new_bid: 0.6,
        min_bid: 0.5,
      }),
      keys({
        item_type: 'searchterm',
        action_type: 'bad',
        targeting_id: 'T1',
        adgroup_id: 'G2',
        target_or_search_term: 'blue toaster',
        min_bid: 0.3,
      }),
    ])
  )[0]!;
  t12 = (await raise('T12', [keys({ ad_id: 'AD1', adgroup_id: 'G1' })]))[0]!;
});
afterAll(() => t?.close());

describe('POST /tickets/{id}/action changes the advertising data in the same transaction', () => {
  it('a bid below min_bid fails and changes nothing; a valid one sets the bid and locks the row', async () => {
    const row = keys({
      item_type: 'target',
      targeting_id: 'T1',
      adgroup_id: 'G1',
      target_or_search_term: 'kettle',
    });
    const low = await act(t11, [{ ...row, action: A.adjustBid, editable_fields: { new_bid: '0.4' } }]);
    expect(low.statusCode, low.body).toBe(200);
    expect(low.json().results).toEqual([
      { item_no: 1, status: 'failed', message: TICKET_TEXT.bidBelowMin(0.5) },
    ]);
    expect(await bid('T1')).toBe('0.80');
    const ok = await act(t11, [{ ...row, action: A.adjustBid, editable_fields: { new_bid: '0.65' } }]);
    expect(ok.json().results[0]).toMatchObject({ status: 'success' });
    expect(await bid('T1')).toBe('0.65');
    // No advertising account: changed in Marketdesk only, reflected_on_ams false (issue 21 item 6).
    const [stored] = await t.db
      .select({ reflected: ticketItems.reflected, result: ticketItems.result })
      .from(ticketItems)
      .where(and(eq(ticketItems.ticket_id, t11), eq(ticketItems.item_no, 1)));
    expect(stored).toMatchObject({
      reflected: false,
      result: { ams: { status: 'NOT_CONNECTED', message: AD_ACCOUNT_TEXT.notConnected } },
    });
    const again = await act(t11, [{ ...row, action: A.pauseTarget }]);
    expect(again.json().results[0].status).toBe('failed'); // T11 rows are not editable after save
  });

  it('Move to negative and add new target writes both, in the exact-match ad group', async () => {
    const row = keys({
      item_type: 'searchterm',
      targeting_id: 'T1',
      adgroup_id: 'G2',
      target_or_search_term: 'blue toaster',
    });
    const res = await act(t11, [
      { ...row, action: A.negativeAndTarget, editable_fields: { new_bid: '0.75' } },
    ]);
    expect(res.json().results[0]).toMatchObject({ status: 'success' });
    const negatives = await t.db
      .select({ text: adNegativeKeywords.keyword_text })
      .from(adNegativeKeywords)
      .where(and(eq(adNegativeKeywords.client_id, s.clientId), eq(adNegativeKeywords.ad_group_id, 'G2')));
    expect(negatives).toEqual([{ text: 'blue toaster' }]);
    const added = await t.db
      .select({ group: adTargets.ad_group_id, bid: adTargets.bid })
      .from(adTargets)
      .where(and(eq(adTargets.client_id, s.clientId), eq(adTargets.target, 'blue toaster')));
    expect(added).toEqual([{ group: 'G3', bid: '0.75' }]);
  });

  it('T12 Pause AdProduct pauses it; another client cannot act', async () => {
    const row = keys({ ad_id: 'AD1', adgroup_id: 'G1' });
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/tickets/${t12}/action?client_id=${s.other}`,
      headers: owner.headers,
      payload: { updates: [{ ...row, action: T12_ACTIONS.pause }] },
    });
    expect(foreign.statusCode).toBe(403);
    const res = await act(t12, [{ ...row, action: T12_ACTIONS.pause }]);
    expect(res.json().results[0]).toMatchObject({ status: 'success' });
    const [p] = await t.db
      .select({ state: adProducts.state })
      .from(adProducts)
      .where(eq(adProducts.ad_id, 'AD1'));
    expect(p!.state).toBe('paused');
  });
});
