import type { AnalyzeSkusAnswer } from '@marketdesk/contracts/focused-sku';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AnalysisFixture,
  analyseAllAsAdmin,
  writeAnalysisFixture,
} from '../../../test/fixtures/analysis';
import { createTestApp, type TestApp } from '../../../test/helper';
import { mulberry32 } from '../../db/demo/prng';
import { insertRows } from '../../db/facts';
import { fbaPlanning } from '../../db/schema';
import { todayUtc } from '../../platform/report-scope';

/**
 * The analysis's aged stock: units at FBA older than 180 days from Amazon's inventory age report uploaded for the
 * marketplace (its 181-270, 271-365 and 365+ buckets, under the listing's seller SKU), else the FBA stock's own
 * ages, raise AGED_STOCK among the stock issues.
 */

let t: TestApp;
let f: AnalysisFixture;
let answer: AnalyzeSkusAnswer;
const today = todayUtc();

const sellerSku = (i: number) => `F${f.clientId}-${String(i).padStart(3, '0')}-US`;
const age = (mpId: number, sku: string, reportType: 'inventory_age' | 'restock', buckets: number[]) => ({
  client_id: f.clientId,
  mp_id: mpId,
  report_type: reportType,
  sku_code: sku,
  units: 100,
  age_0_90: buckets[0] ?? null,
  age_91_180: buckets[1] ?? null,
  age_181_270: buckets[2] ?? null,
  age_271_365: buckets[3] ?? null,
  age_365_plus: buckets[4] ?? null,
  as_of: new Date().toISOString(),
  source: 'upload' as const,
});

beforeAll(async () => {
  t = await createTestApp();
  f = await writeAnalysisFixture(t, mulberry32(180), today, 6);
  await insertRows(t.db, fbaPlanning, [
    // Product 0: 30 + 8 + 2 = 40 units older than 180 days; the other marketplace's report never counts.
    age(f.mpId, sellerSku(0), 'inventory_age', [50, 10, 30, 8, 2]),
    age(f.otherMpId, sellerSku(0), 'inventory_age', [0, 0, 500, 0, 0]),
    // Product 2: the age report lists it without aged units.
    age(f.mpId, sellerSku(2), 'inventory_age', [90, 10, 0, 0, 0]),
    // Product 4: only a restock report (no ages): the FBA stock's own ages stand.
    age(f.mpId, sellerSku(4), 'restock', []),
  ]);
  // Product 1 and 4: no age report, but the FBA stock states 7 units older than 180 days.
  await t.db.execute(
    sql`update fba_stock set aged_181_plus = 7 where client_id = ${f.clientId}::int and mp_id = ${f.mpId}::int
      and sku_code in (${sellerSku(1)}, ${sellerSku(4)})`,
  );
  answer = (await analyseAllAsAdmin(t, f)).answer;
}, 120_000);
afterAll(() => t?.close());

const recordOf = (i: number) => answer.results.find((r) => r.product_id === f.productIds[i])!;
const agedIssue = (i: number) => recordOf(i).issues.find((x) => x.issue_type === 'AGED_STOCK');

describe('AGED_STOCK in the focused-SKU analysis', () => {
  it("reads the marketplace's inventory age report under the seller SKU", () => {
    expect(recordOf(0).inventory.aged_over_180_units).toBe(40);
    expect(agedIssue(0)).toMatchObject({
      details: { aged_over_180_units: 40, threshold_days: 180 },
    });
    expect(recordOf(2).inventory.aged_over_180_units).toBe(0);
    expect(agedIssue(2)).toBeUndefined();
  });

  it("falls back to the FBA stock's ages; no ages at all is unknown, not 0", () => {
    expect(recordOf(1).inventory.aged_over_180_units).toBe(7);
    expect(agedIssue(1)?.description).toMatch(/^7 units at FBA are older than 180 days/);
    expect(recordOf(4).inventory.aged_over_180_units).toBe(7);
    // Product 3 has no FBA row and no report.
    expect(recordOf(3).inventory.aged_over_180_units).toBeNull();
    expect(agedIssue(3)).toBeUndefined();
  });
});
