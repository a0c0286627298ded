import { AMS_TEXT as ACTION_TEXT } from '@marketdesk/contracts/ad-actions';
import { CLIENT_ADMIN_ROLE } from '@marketdesk/contracts/permissions';
import { T11_ACTIONS, T12_ACTIONS } from '@marketdesk/contracts/tickets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adsSetup } from '../../../test/fixtures/ticket-actions';
import { createTestApp, type TestApp } from '../../../test/helper';
import { raiseTickets } from '../tickets';

/**
 * Issue 29 item 4: a bid or state that an accepted T11/T12 row changed in Marketdesk only (no advertising
 * account took it) is flagged in the AMS View's row, with the reason; rows no action touched, or whose action
 * sent nothing ('Do nothing'), are not.
 */
let t: TestApp;
let s: Awaited<ReturnType<typeof adsSetup>>;
let headers: Record<string, string>;
let t11: number;
let t12: number;
let t12b: number;

const keys = (o: Record<string, unknown>) => ({
  client_id: s.clientId,
  mp_id: s.mpId,
  profile_id: s.profileId,
  campaign_id: 'C1',
  adgroup_id: 'G1',
  ...o,
});
const act = (ticketId: number, updates: Record<string, unknown>[]) =>
  t.app.inject({
    method: 'POST',
    url: `/tickets/${ticketId}/action?client_id=${s.clientId}`,
    headers,
    payload: { updates },
  });
const grid = async (level: 'targets' | 'ad-products', client = s.clientId) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/ams-view/${level}/G1?client_id=${client}&seller_id=${s.profileId}`,
    headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items as Record<string, unknown>[];
};

beforeAll(async () => {
  t = await createTestApp();
  s = await adsSetup(t);
  const m = await t.make.member(s.clientId, {
    roleName: CLIENT_ADMIN_ROLE,
    permissions: ['ams_view:view', 'view:tickets', 'access:tickets:type:T11', 'access:tickets:type:T12'],
  });
  headers = await t.auth(m.user.id);
  const raise = async (typeId: 'T11' | 'T12', items: Record<string, unknown>[]) =>
    (
      await raiseTickets(t.db, {
        clientId: s.clientId,
        typeId,
        creatorId: null,
        creatorName: '',
        ownerId: m.user.id,
        ownerName: 'Test User',
        items,
      })
    )[0]!;
  t11 = await raise('T11', [
    keys({
      item_type: 'target',
      action_type: 'bad',
      targeting_id: 'T1',
      target_or_search_term: 'kettle',
      existing_bid: 0.8,
      min_bid: 0.5,
    }),
  ]);
  t12 = await raise('T12', [keys({ ad_id: 'AD1' })]);
  t12b = await raise('T12', [keys({ ad_id: 'AD1' })]);
}, 120_000);
afterAll(() => t?.close());

describe('AMS View marks what was changed in Marketdesk only', () => {
  it('a target whose bid an accepted T11 row changed without an advertising account carries the reason', async () => {
    expect((await grid('targets')).find((r) => r.target_id === 'T1')).toMatchObject({
      marketdesk_only: null,
    });
    const row = keys({
      item_type: 'target',
      targeting_id: 'T1',
      target_or_search_term: 'kettle',
      item_no: 1,
    });
    const res = await act(t11, [
      { ...row, action: T11_ACTIONS.adjustBid, editable_fields: { new_bid: '0.65' } },
    ]);
    expect(res.json().results[0]).toMatchObject({ status: 'success' });
    expect((await grid('targets')).find((r) => r.target_id === 'T1')).toMatchObject({
      bid: 0.65,
      marketdesk_only: ACTION_TEXT.marketdeskOnly,
    });
  });

  it("an ad product: 'Do Nothing' sent nothing and is not flagged; a pause without an account is", async () => {
    const nothing = await act(t12, [
      { ...keys({ ad_id: 'AD1' }), item_no: 1, action: T12_ACTIONS.doNothing },
    ]);
    expect(nothing.json().results[0]).toMatchObject({ status: 'success' });
    expect((await grid('ad-products')).find((r) => r.ad_id === 'AD1')).toMatchObject({
      marketdesk_only: null,
    });
    const pause = await act(t12b, [{ ...keys({ ad_id: 'AD1' }), item_no: 1, action: T12_ACTIONS.pause }]);
    expect(pause.json().results[0]).toMatchObject({ status: 'success' });
    expect((await grid('ad-products')).find((r) => r.ad_id === 'AD1')).toMatchObject({
      status: 'paused',
      marketdesk_only: ACTION_TEXT.marketdeskOnly,
    });
  });
});
