import {
  SEARCH_TERM_TEXT,
  searchTermHistoryAnswer,
  searchTermHistoryRow,
} from '@marketdesk/contracts/search-term-comparison';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper';
import { searchTermComparisons } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const RECORDER = ['channel_report:view', 'channel_report:create'];

const record = (o: Record<string, unknown> = {}) => ({
  search_term: 'trail running shoes',
  client_retailer_sku: 'B0CLIENT01',
  client_price: 49.99,
  client_delivery_days: 2,
  client_slot: 'organic',
  comp1_retailer_sku: 'B0COMP0001',
  comp1_price: 45.5,
  comp1_delivery_days: 1,
  comp1_slot: 'tos',
  comp2_retailer_sku: 'B0COMP0002',
  comp2_price: 52,
  comp2_delivery_days: 4,
  comp2_slot: 'ba',
  bid_actions: 'bid_dec',
  ...o,
});

/** A client, a marketplace assigned to a recorder, and a second client. */
async function setup(codes = RECORDER, mpOverrides: Parameters<TestApp['make']['marketplace']>[0] = {}) {
  const client = await t.make.client();
  const other = await t.make.client();
  const mp = await t.make.marketplace(mpOverrides);
  const { user } = await t.make.member(client.pk_client_id, { permissions: codes });
  await t.make.assign.marketplace(user.id, mp.pk_mp_id);
  return { client, other, mp, user, headers: await t.auth(user.id) };
}

const post = (clientId: number, mpId: number, headers: Record<string, string>, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/channelreports/search-term-data?mp_id=${mpId}&client_id=${clientId}`,
    headers,
    payload: payload as Record<string, unknown>,
  });

const history = (clientId: number, headers: Record<string, string>, start: string, end: string) =>
  t.app.inject({
    url: `/channelreports/search-term-data/user-history?start_date=${start}&end_date=${end}&client_id=${clientId}`,
    headers,
  });

const msgs = (body: { detail: { loc: string[]; msg: string }[] }) =>
  body.detail.map((d) => `${d.loc.join('.')}: ${d.msg}`);

describe('POST /channelreports/search-term-data', () => {
  it('records the search term for the client, marketplace and user, answering the history row', async () => {
    const { client, mp, user, headers } = await setup();
    const res = await post(client.pk_client_id, mp.pk_mp_id, headers, record());
    expect(res.statusCode).toBe(201);
    const row = searchTermHistoryRow.parse(res.json());
    expect(row).toMatchObject({
      fk_mp_id: mp.pk_mp_id,
      fk_client_id: client.pk_client_id,
      search_term: 'trail running shoes',
      client_price: 49.99,
      comp1_price: 45.5,
      comp2_slot: 'ba',
      bid_actions: 'bid_dec',
    });
    const [stored] = await t.db
      .select()
      .from(searchTermComparisons)
      .where(eq(searchTermComparisons.pk_id, row.pk_id));
    expect(stored).toMatchObject({
      client_id: client.pk_client_id,
      mp_id: mp.pk_mp_id,
      fk_user_id: user.id,
      client_price: '49.99',
      comp1_delivery_days: 1,
      comp1_slot: 'tos',
    });
  });

  it("refuses missing fields with the spec's messages (422) and writes nothing", async () => {
    const { client, mp, headers } = await setup();
    const blank = await post(client.pk_client_id, mp.pk_mp_id, headers, record({ search_term: '  ' }));
    expect(blank.statusCode).toBe(422);
    expect(msgs(blank.json())).toEqual([`body.search_term: ${SEARCH_TERM_TEXT.searchTermRequired}`]);
    const noBid = await post(client.pk_client_id, mp.pk_mp_id, headers, record({ bid_actions: undefined }));
    expect(msgs(noBid.json())).toEqual(['body.bid_actions: Please select a bid action']);
    const noPrice = await post(client.pk_client_id, mp.pk_mp_id, headers, record({ comp2_price: undefined }));
    expect(msgs(noPrice.json())).toEqual(['body.comp2_price: Please fill in all required fields']);
    const badSlot = await post(client.pk_client_id, mp.pk_mp_id, headers, record({ client_slot: 'side' }));
    expect(badSlot.statusCode).toBe(422);
    const negative = await post(
      client.pk_client_id,
      mp.pk_mp_id,
      headers,
      record({ comp1_delivery_days: -1 }),
    );
    expect(negative.statusCode).toBe(422);
    const noMp = await t.app.inject({
      method: 'POST',
      url: `/channelreports/search-term-data?client_id=${client.pk_client_id}`,
      headers,
      payload: record(),
    });
    expect(noMp.statusCode).toBe(422);
    const rows = await t.db
      .select()
      .from(searchTermComparisons)
      .where(eq(searchTermComparisons.client_id, client.pk_client_id));
    expect(rows).toEqual([]);
  });

  it("on EB and OT marketplaces takes each retailer SKU as two identifiers joined with '|'", async () => {
    const { client, mp, headers } = await setup(RECORDER, { short_code: `EB_UK`, name: 'eBay UK' });
    const single = await post(client.pk_client_id, mp.pk_mp_id, headers, record());
    expect(single.statusCode).toBe(422);
    expect(msgs(single.json())[0]).toBe(
      "body.client_retailer_sku: Enter both Item Number and Variation ID, joined with '|'",
    );
    const joined = await post(
      client.pk_client_id,
      mp.pk_mp_id,
      headers,
      record({ client_retailer_sku: '1234|v1', comp1_retailer_sku: '555|v2', comp2_retailer_sku: '777|v3' }),
    );
    expect(joined.statusCode).toBe(201);
    expect(joined.json().client_retailer_sku).toBe('1234|v1');
  });

  it('needs channel_report:create, a marketplace of the user and a client of the user', async () => {
    const { client, other, mp, headers } = await setup();
    const viewer = await setup(['channel_report:view']);
    const asViewer = await post(viewer.client.pk_client_id, viewer.mp.pk_mp_id, viewer.headers, record());
    expect(asViewer.statusCode).toBe(403);
    const foreign = await post(other.pk_client_id, mp.pk_mp_id, headers, record());
    expect(foreign.statusCode).toBe(403);
    const unassigned = await t.make.marketplace();
    expect((await post(client.pk_client_id, unassigned.pk_mp_id, headers, record())).statusCode).toBe(403);
    expect((await post(client.pk_client_id, 2_000_000_000, headers, record())).statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/channelreports/search-term-data?mp_id=${mp.pk_mp_id}&client_id=${client.pk_client_id}`,
      payload: record(),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /channelreports/search-term-data/user-history', () => {
  it("answers the caller's own rows of the client between the dates (inclusive), newest first", async () => {
    const { client, other, mp, user, headers } = await setup();
    const { user: colleague } = await t.make.member(client.pk_client_id, { permissions: RECORDER });
    await t.make.membership(user.id, other.pk_client_id);
    const base = {
      mp_id: mp.pk_mp_id,
      search_term: 'x',
      client_retailer_sku: 'A',
      client_price: '1.00',
      client_delivery_days: 1,
      client_slot: 'organic',
      comp1_retailer_sku: 'B',
      comp1_price: '2.00',
      comp1_delivery_days: 2,
      comp1_slot: 'ros',
      comp2_retailer_sku: 'C',
      comp2_price: '3.00',
      comp2_delivery_days: 3,
      comp2_slot: 'tos',
      bid_actions: 'pause',
    };
    const at = (iso: string) => new Date(iso);
    await t.db.insert(searchTermComparisons).values([
      {
        ...base,
        client_id: client.pk_client_id,
        fk_user_id: user.id,
        search_term: 'before',
        dt_create: at('2026-10-31T23:59:59Z'),
      },
      {
        ...base,
        client_id: client.pk_client_id,
        fk_user_id: user.id,
        search_term: 'first',
        dt_create: at('2026-11-01T00:00:00Z'),
      },
      {
        ...base,
        client_id: client.pk_client_id,
        fk_user_id: user.id,
        search_term: 'last',
        dt_create: at('2026-11-03T23:59:59Z'),
      },
      {
        ...base,
        client_id: client.pk_client_id,
        fk_user_id: user.id,
        search_term: 'after',
        dt_create: at('2026-11-04T00:00:00Z'),
      },
      {
        ...base,
        client_id: client.pk_client_id,
        fk_user_id: colleague.id,
        search_term: 'colleague',
        dt_create: at('2026-11-02T10:00:00Z'),
      },
      {
        ...base,
        client_id: other.pk_client_id,
        fk_user_id: user.id,
        search_term: 'other client',
        dt_create: at('2026-11-02T10:00:00Z'),
      },
    ]);
    const res = await history(client.pk_client_id, headers, '2026-11-01', '2026-11-03');
    expect(res.statusCode).toBe(200);
    const rows = searchTermHistoryAnswer.parse(res.json());
    expect(rows.map((r) => r.search_term)).toEqual(['last', 'first']);
    expect(rows[0]).toMatchObject({
      fk_client_id: client.pk_client_id,
      fk_mp_id: mp.pk_mp_id,
      dt_create: '2026-11-03T23:59:59.000Z',
      client_price: 1,
      comp1_slot: 'ros',
      comp2_delivery_days: 3,
      bid_actions: 'pause',
    });
    const elsewhere = await history(other.pk_client_id, headers, '2026-11-01', '2026-11-03');
    expect(elsewhere.statusCode).toBe(403);
  });

  it('shows a record just made; refuses bad dates (422), users without channel_report (403) and strangers (403)', async () => {
    const { client, other, mp, headers } = await setup();
    const made = await post(client.pk_client_id, mp.pk_mp_id, headers, record());
    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const res = await history(client.pk_client_id, headers, today, tomorrow);
    expect(res.json().map((r: { pk_id: number }) => r.pk_id)).toEqual([made.json().pk_id]);
    expect((await history(client.pk_client_id, headers, '2026-11-05', '2026-11-01')).statusCode).toBe(422);
    expect((await history(client.pk_client_id, headers, '2026-02-30', '2026-03-01')).statusCode).toBe(422);
    const { user: outsider } = await t.make.member(client.pk_client_id, { permissions: ['view:tickets'] });
    expect((await history(client.pk_client_id, await t.auth(outsider.id), today, today)).statusCode).toBe(
      403,
    );
    expect((await history(other.pk_client_id, headers, today, today)).statusCode).toBe(403);
  });
});
