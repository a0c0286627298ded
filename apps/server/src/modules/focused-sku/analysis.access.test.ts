import type {
  AnalyzeSkusAnswer,
  FocusedSkuAnalysis,
  FocusedSkuListAnswer,
} from '@marketdesk/contracts/focused-sku';
import type { GridPage } from '@marketdesk/contracts/grid';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnalysisFixture, writeAnalysisFixture } from '../../../test/fixtures/analysis';
import { createTestApp, type TestApp } from '../../../test/helper';
import { mulberry32 } from '../../db/demo/prng';
import { rowsOf } from '../../db/facts/executor';
import { todayUtc } from '../../platform/report-scope';

/** Who may call the analysis: module channel_report, the user's marketplaces and brands, the client's rows. */

let t: TestApp;
let f: AnalysisFixture;
let otherClient: number;
const who: Record<string, Record<string, string>> = {};
/** Brand of each product's SKU (null: no brand), by identifier. */
let brandOf: Map<string, number | null>;

const call = (path: string, headers: Record<string, string>, clientId = f.clientId, mpId = f.mpId) =>
  t.app.inject({
    method: 'GET',
    url: `${path}${path.includes('?') ? '&' : '?'}client_id=${clientId}&mp_id=${mpId}`,
    headers,
  });
const paths = () => [
  '/focused-sku/analyze-skus?all=true',
  '/focused-sku/analysis',
  '/focused-sku/analysis/export',
  '/focused-sku/categories',
  `/focused-sku/analysis/${f.identifiers[0]}`,
];

beforeAll(async () => {
  t = await createTestApp();
  f = await writeAnalysisFixture(t, mulberry32(5), todayUtc());
  otherClient = (await t.make.client()).pk_client_id;
  await t.make.role(f.clientId, { name: 'Client Admin', permissions: ['channel_report:view'] });
  who.admin = await t.auth((await t.make.member(f.clientId, { roleName: 'Client Admin' })).user.id);
  who.noModule = await t.auth((await t.make.member(f.clientId, { permissions: ['view:tickets'] })).user.id);
  const elsewhere = await t.make.member(f.clientId, { permissions: ['channel_report:view'] });
  await t.make.assign.marketplace(elsewhere.user.id, f.otherMpId);
  who.elsewhere = await t.auth(elsewhere.user.id);
  const branded = await t.make.member(f.clientId, { permissions: ['channel_report:view'] });
  await t.make.assign.marketplace(branded.user.id, f.mpId);
  await t.make.assign.brand(branded.user.id, f.brandIds[0]!);
  who.branded = await t.auth(branded.user.id);
  await t.make.role(otherClient, { name: 'Client Admin', permissions: ['channel_report:view'] });
  who.otherAdmin = await t.auth((await t.make.member(otherClient, { roleName: 'Client Admin' })).user.id);
  const rows = await rowsOf<{ identifier: string; brand: number | null }>(
    t.db,
    sql`select p.identifier, s.fk_brand_id as brand from products p
      left join skus s on s.client_id = p.client_id and s.pk_sku_id = p.fk_sku_id
      where p.client_id = ${f.clientId} and p.mp_id = ${f.mpId}`,
  );
  brandOf = new Map(rows.map((r) => [r.identifier, r.brand]));
  const res = await call('/focused-sku/analyze-skus?all=true&limit=1000', who.admin!);
  expect(res.statusCode, res.body).toBe(200);
}, 120_000);
afterAll(() => t?.close());

describe('permissions', () => {
  it('answers 403 without the module channel_report and 401 without a sign-in', async () => {
    for (const path of paths()) {
      const res = await call(path, who.noModule!);
      expect(res.statusCode, path).toBe(403);
      expect((await call(path, {})).statusCode, path).toBe(401);
      expect((await call(path, who.admin!)).statusCode, path).toBe(200);
    }
  });

  it("refuses a marketplace that is not the user's (403) and an unknown one (404)", async () => {
    for (const path of paths()) {
      const res = await call(path, who.elsewhere!);
      expect(res.statusCode, path).toBe(403);
      expect(res.json()).toEqual({ detail: 'You do not have access to this marketplace' });
      expect((await call(path, who.admin!, f.clientId, 987_654)).statusCode, path).toBe(404);
    }
  });

  it("shows a brand-limited user only their brand's products and unbranded ones", async () => {
    const allowed = (id: string) => brandOf.get(id) === null || brandOf.get(id) === f.brandIds[0];
    const listed = (
      await call('/focused-sku/analysis?size=1000', who.branded!)
    ).json() as FocusedSkuListAnswer;
    expect(listed.items.length).toBe([...brandOf.keys()].filter(allowed).length);
    expect(listed.summary.totalSkus).toBe(listed.items.length);
    expect(listed.items.every((r) => allowed(r.asin))).toBe(true);
    const analysed = (
      await call('/focused-sku/analyze-skus?all=true&limit=1000', who.branded!)
    ).json() as AnalyzeSkusAnswer;
    expect(analysed.results.map((r) => r.asin).sort()).toEqual(listed.items.map((r) => r.asin).sort());
    const foreign = [...brandOf.keys()].find((id) => !allowed(id))!;
    expect((await call(`/focused-sku/analysis/${foreign}`, who.branded!)).statusCode).toBe(404);
    const csv = (await call('/focused-sku/analysis/export', who.branded!)).body;
    expect(csv.includes(foreign)).toBe(false);
  });
});

describe('other clients', () => {
  it("never answers another client's products, even on the same marketplace", async () => {
    const listed = (
      await call('/focused-sku/analysis', who.otherAdmin!, otherClient)
    ).json() as GridPage<FocusedSkuAnalysis>;
    expect(listed.total).toBe(0);
    const analysed = (
      await call('/focused-sku/analyze-skus?all=true', who.otherAdmin!, otherClient)
    ).json() as AnalyzeSkusAnswer;
    expect(analysed.count).toBe(0);
    const detail = await call(`/focused-sku/analysis/${f.identifiers[0]}`, who.otherAdmin!, otherClient);
    expect(detail.statusCode).toBe(404);
    const [n] = await rowsOf<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from focused_sku_analyses where client_id = ${otherClient}`,
    );
    expect(n!.n).toBe(0);
  });

  it('refuses a client the user does not belong to (403)', async () => {
    for (const path of paths()) {
      expect((await call(path, who.admin!, otherClient)).statusCode, path).toBe(403);
    }
  });
});
