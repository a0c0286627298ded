import { BUSINESS_REPORT_TEXT } from '@marketdesk/contracts/business-report';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asinCsv, childItemCsv, sumsOf, trafficLines } from '../../../test/fixtures/business-reports';
import { multipart } from '../../../test/fixtures/data-upload';
import { createTestApp, type TestApp } from '../../../test/helper';
import { rowsOf } from '../../db/facts/executor';
import { products } from '../../db/schema';

/** Who may upload a Business Report, and that one client's upload never reads or writes another's rows. */
let t: TestApp;
let acme: number;
let borealis: number;
let mpId: number;
const who: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  t = await createTestApp();
  acme = (await t.make.client()).pk_client_id;
  borealis = (await t.make.client()).pk_client_id;
  mpId = (await t.make.marketplace()).pk_mp_id;
  const seller = await t.make.member(acme, { permissions: ['upload:orders'] });
  await t.make.assign.marketplace(seller.user.id, mpId);
  who.seller = await t.auth(seller.user.id);
  const elsewhere = await t.make.member(acme, { permissions: ['upload:orders'] });
  await t.make.assign.marketplace(elsewhere.user.id, (await t.make.marketplace()).pk_mp_id);
  who.elsewhere = await t.auth(elsewhere.user.id);
  who.noModule = await t.auth((await t.make.member(acme, { permissions: ['view:orders'] })).user.id);
  const other = await t.make.member(borealis, { permissions: ['upload:orders'] });
  await t.make.assign.marketplace(other.user.id, mpId);
  who.other = await t.auth(other.user.id);
}, 60_000);
afterAll(() => t?.close());

const PERIOD = { start_date: '2026-09-01', end_date: '2026-09-30' };

function upload(headers: Record<string, string>, content: Buffer, clientId = acme, mp = mpId) {
  const body = multipart('BusinessReport.csv', content);
  const q = new URLSearchParams({ client_id: String(clientId), mp_id: String(mp), ...PERIOD });
  return t.app.inject({
    method: 'POST',
    url: `/data/business-report/upload?${q}`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

const heldBy = async (clientId: number) =>
  (
    await rowsOf<{ n: number; sessions: number }>(
      t.db,
      sql`select count(*)::int as n, coalesce(sum(sessions), 0)::int as sessions from business_report_traffic
        where client_id = ${clientId} and mp_id = ${mpId}`,
    )
  )[0]!;

describe('who may upload', () => {
  const csv = childItemCsv(trafficLines(3));

  it('answers 401 without a sign-in and 403 with the screen text without the Data Vault upload module', async () => {
    expect((await upload({}, csv)).statusCode).toBe(401);
    const res = await upload(who.noModule!, csv);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: BUSINESS_REPORT_TEXT.forbidden });
  });

  it("refuses a client the user is not a member of, a marketplace not the user's, and an unknown one", async () => {
    expect((await upload(who.other!, csv, acme)).statusCode).toBe(403);
    const res = await upload(who.elsewhere!, csv);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: 'You do not have access to this marketplace' });
    expect((await upload(who.seller!, csv, acme, 987_654)).statusCode).toBe(404);
    expect(await heldBy(acme)).toEqual({ n: 0, sessions: 0 });
  });
});

describe('other clients', () => {
  it("writes only the uploader's client, and the same period of another client stays as it was", async () => {
    const mine = trafficLines(4, 1);
    const theirs = trafficLines(2, 50);
    expect((await upload(who.seller!, childItemCsv(mine))).statusCode).toBe(200);
    expect((await upload(who.other!, childItemCsv(theirs), borealis)).json()).toMatchObject({
      inserted: 2,
      replaced: 0,
    });
    expect(await heldBy(acme)).toEqual({ n: 4, sessions: sumsOf(mine).sessions });
    expect(await heldBy(borealis)).toEqual({ n: 2, sessions: sumsOf(theirs).sessions });
  });

  it("never maps an ASIN through another client's listing", async () => {
    const [line] = trafficLines(1, 900, 'XC');
    await t.db.insert(products).values({
      client_id: borealis,
      mp_id: mpId,
      identifier: line!.asin!,
      sku_code: 'THEIRS',
      mp_sku_code: 'THEIRS',
    });
    const res = await upload(who.seller!, asinCsv([line!]));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      inserted: 0,
      skipped: [{ reason: BUSINESS_REPORT_TEXT.noSku, rows: 1 }],
    });
  });
});
