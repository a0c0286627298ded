import type { AnalyzeSkusAnswer, FocusedSkuAnalysis } from '@marketdesk/contracts/focused-sku';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childItemCsv, type TrafficLine } from '../../../test/fixtures/business-reports';
import { multipart } from '../../../test/fixtures/data-upload';
import { createTestApp, type TestApp } from '../../../test/helper';
import { products } from '../../db/schema';
import { addDays, todayUtc } from '../../platform/report-scope';

/**
 * Business Reports in the focused-SKU analysis: sessions and conversion of the latest uploaded period of each SKU,
 * and CONVERSION_DROP when the week's unit session percentage is a third (or more) below the week before's.
 */
let t: TestApp;
let clientId: number;
let mpId: number;
let admin: Record<string, string>;
const today = todayUtc();
const lastWeek = { start_date: addDays(today, -6), end_date: today };
const weekBefore = { start_date: addDays(today, -13), end_date: addDays(today, -7) };
const byId = new Map<string, FocusedSkuAnalysis>();

/** One SKU's week: sessions and units (sales do not matter here). */
const line = (sku: string, sessions: number, units: number): TrafficLine => ({
  asin: `B0${sku}`,
  sku,
  sessions,
  pageViews: sessions + 100,
  buyBox: 95,
  units,
  salesCents: units * 1999,
  orderItems: units,
});

async function upload(lines: TrafficLine[], period: { start_date: string; end_date: string }) {
  const body = multipart('BusinessReport.csv', childItemCsv(lines));
  const q = new URLSearchParams({ client_id: String(clientId), mp_id: String(mpId), ...period });
  const res = await t.app.inject({
    method: 'POST',
    url: `/data/business-report/upload?${q}`,
    headers: { ...admin, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp();
  clientId = (await t.make.client()).pk_client_id;
  mpId = (await t.make.marketplace()).pk_mp_id;
  await t.make.role(clientId, {
    name: 'Client Admin',
    permissions: ['channel_report:view', 'upload:orders'],
  });
  admin = await t.auth((await t.make.member(clientId, { roleName: 'Client Admin' })).user.id);
  await t.db.insert(products).values(
    ['DROP', 'SLIGHT', 'HALVED', 'MONTH', 'NONE'].map((sku) => ({
      client_id: clientId,
      mp_id: mpId,
      identifier: `B0${sku}`,
      sku_code: `OPS-${sku}`,
      mp_sku_code: sku,
    })),
  );
  await upload([line('DROP', 1000, 100), line('SLIGHT', 1000, 100), line('HALVED', 2000, 200)], weekBefore);
  // 10 % → 6 % (two fifths lower), 10 % → 7 % (three tenths), 10 % → 4 % (more than half).
  await upload([line('DROP', 1500, 90), line('SLIGHT', 1000, 70), line('HALVED', 2500, 100)], lastWeek);
  await upload([line('MONTH', 3000, 30)], { start_date: addDays(today, -29), end_date: today });
  const res = await t.app.inject({
    method: 'GET',
    url: `/focused-sku/analyze-skus?client_id=${clientId}&mp_id=${mpId}&all=true&limit=100`,
    headers: admin,
  });
  expect(res.statusCode, res.body).toBe(200);
  for (const r of (res.json() as AnalyzeSkusAnswer).results ?? []) byId.set(r.asin, r);
}, 120_000);
afterAll(() => t?.close());

const drop = (asin: string) => byId.get(asin)?.issues.find((i) => i.issue_type === 'CONVERSION_DROP');

describe('the traffic group', () => {
  it('holds the latest period’s sessions and conversion, and the week before when both are weeks', () => {
    expect(byId.get('B0DROP')?.traffic).toEqual({
      period_start: lastWeek.start_date,
      period_end: lastWeek.end_date,
      sessions: 1500,
      page_views: 1600,
      units_ordered: 90,
      unit_session_percentage: 6,
      buy_box_percentage: 95,
      previous_period_start: weekBefore.start_date,
      previous_sessions: 1000,
      previous_unit_session_percentage: 10,
    });
    expect(byId.get('B0MONTH')?.traffic).toMatchObject({
      sessions: 3000,
      unit_session_percentage: 1,
      previous_unit_session_percentage: null,
    });
    expect(byId.get('B0NONE')?.traffic).toBeNull();
  });
});

describe('CONVERSION_DROP', () => {
  it('is raised when unit session % fell by a third or more week over week, high when it halved', () => {
    expect(drop('B0DROP')).toMatchObject({
      priority: 'medium',
      details: { unit_session_percentage: 6, previous_unit_session_percentage: 10, drop_percent: 40 },
    });
    expect(drop('B0HALVED')).toMatchObject({ priority: 'high' });
  });

  it('is not raised for a smaller fall, a period that is not a week, or a SKU without reports', () => {
    expect(byId.get('B0SLIGHT')).toBeDefined();
    for (const asin of ['B0SLIGHT', 'B0MONTH', 'B0NONE']) expect(drop(asin), asin).toBeUndefined();
  });
});
