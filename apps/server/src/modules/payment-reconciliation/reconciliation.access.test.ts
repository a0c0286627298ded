import { RECONCILIATION_TEXT as TX } from '@marketdesk/contracts/reconciliation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ReconciliationFixture,
  writeReconciliationFixture,
} from '../../../test/fixtures/payment-reconciliation';
import { createTestApp, type TestApp } from '../../../test/helper';
import { mulberry32 } from '../../db/demo/prng';
import { addDays, todayUtc } from '../../platform/report-scope';

/** Who may generate the report, on which client and marketplace, and the date rules of spec 02 section 5. */

let t: TestApp;
let f: ReconciliationFixture;
let seller: Record<string, string>;
let noRight: Record<string, string>;
let brandLimited: Record<string, string>;
let outsider: Record<string, string>;
let admin: Record<string, string>;
const today = todayUtc();

beforeAll(async () => {
  t = await createTestApp();
  f = await writeReconciliationFixture(t, mulberry32(77), today);
  const s = await t.make.member(f.clientId, { permissions: ['mp_func:price_recon'] });
  await t.make.assign.marketplace(s.user.id, f.az);
  seller = await t.auth(s.user.id);
  await t.make.role(f.clientId, { name: 'Client Admin', permissions: ['mp_func:price_recon'] });
  admin = await t.auth((await t.make.member(f.clientId, { roleName: 'Client Admin' })).user.id);
  const b = await t.make.member(f.clientId, { permissions: ['mp_func:price_recon'] });
  await t.make.assign.marketplace(b.user.id, f.az);
  await t.make.assign.brand(b.user.id, f.brands[0]);
  brandLimited = await t.auth(b.user.id);
  const n = await t.make.member(f.clientId, { permissions: ['mp_func:price_check'] });
  await t.make.assign.marketplace(n.user.id, f.az);
  noRight = await t.auth(n.user.id);
  const o = await t.make.member(f.otherClientId, { permissions: ['mp_func:price_recon'] });
  await t.make.assign.marketplace(o.user.id, f.az);
  outsider = await t.auth(o.user.id);
}, 120_000);
afterAll(() => t?.close());

const call = (
  headers: Record<string, string>,
  body: Record<string, unknown>,
  clientId: number = f.clientId,
) =>
  t.app.inject({
    method: 'POST',
    url: `/payment-reconciliation/report?client_id=${clientId}`,
    headers,
    payload: { marketplace_id: f.az, start_date: addDays(today, -30), end_date: today, ...body },
  });

describe('who may generate the payment reconciliation report', () => {
  it('answers a user with the module price_reconciliation', async () => {
    const res = await call(seller, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().total_orders).toBeGreaterThan(0);
  });

  it("refuses a user without it with the spec's text", async () => {
    const res = await call(noRight, {});
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: TX.forbidden });
  });

  it('refuses a marketplace not assigned to the user, and one that does not exist', async () => {
    expect((await call(seller, { marketplace_id: f.nn })).statusCode).toBe(403);
    expect((await call(seller, { marketplace_id: 999_999 })).statusCode).toBe(404);
  });

  it("never answers another client's data: a member of another client is refused on this client", async () => {
    const res = await call(outsider, {});
    expect(res.statusCode).toBe(403);
    // On their own client, the same marketplace holds only that client's rows: no order lines at all.
    const own = await call(outsider, {}, f.otherClientId);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ total_orders: 0, entries: [] });
  });

  it("limits a brand-limited user to their brand's lines and lines without a brand", async () => {
    const all = (await call(admin, { start_date: addDays(today, -88) })).json();
    const limited = (await call(brandLimited, { start_date: addDays(today, -88) })).json();
    expect(limited.total_orders).toBeGreaterThan(0);
    expect(limited.total_orders).toBeLessThan(all.total_orders);
    const codes = new Set(limited.entries.map((e: { sku_code: string }) => e.sku_code));
    // SKUs 1, 5 and 9 are the other brand's (fixture: brand by index % 2, index % 4 === 3 without brand).
    for (const c of codes) expect(Number(String(c).split('-').at(-1)) % 4).not.toBe(1);
  });
});

describe('the date rules of spec 02 section 5, answered 422 with the texts', () => {
  const refused = async (body: Record<string, unknown>, text: string) => {
    const res = await call(seller, body);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().detail[0].msg).toBe(text);
    expect(res.json().detail[0].loc[0]).toBe('body');
  };
  it('start after end', () =>
    refused({ start_date: addDays(today, -3), end_date: addDays(today, -4) }, TX.startAfterEnd));
  it('end after today', () => refused({ end_date: addDays(today, 1) }, TX.endAfterToday));
  it('longer than 3 months', () =>
    refused({ start_date: addDays(today, -100), end_date: today }, TX.windowTooLong));
  it('before 2000-01-01', () =>
    refused({ start_date: '1999-12-31', end_date: '2000-01-05' }, TX.beforeEarliest));
  it('a missing marketplace or date is a validation error', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/payment-reconciliation/report?client_id=${f.clientId}`,
      headers: seller,
      payload: { start_date: '2025-01-01' },
    });
    expect(res.statusCode).toBe(422);
  });
  it('takes exactly 3 months', async () => {
    const start = addDays(today, -80);
    const res = await call(seller, { start_date: start, end_date: today });
    expect(res.statusCode, res.body).toBe(200);
  });
});
