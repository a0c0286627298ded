import { BUSINESS_REPORT_TEXT } from '@marketdesk/contracts/business-report';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asinCsv,
  byDateCsv,
  CHILD_ITEM_HEADER,
  childItemCsv,
  itemCells,
  quotedCsv,
  sumsOf,
  type TrafficLine,
  trafficLines,
} from '../../../test/fixtures/business-reports';
import { multipart, xlsxOf } from '../../../test/fixtures/data-upload';
import { createTestApp, type TestApp } from '../../../test/helper';
import { rowsOf } from '../../db/facts/executor';
import { products } from '../../db/schema';

/**
 * Business Reports uploaded as Seller Central writes them: each kind detected from its header, every figure read
 * through its quirks, the sum check (the file's sessions, page views, units and sales are what is stored), the
 * same file again unchanged, a new file of the period replacing it, and a refused file changing nothing.
 */
let t: TestApp;
let clientId: number;
let seller: Record<string, string>;
let userId: number;

beforeAll(async () => {
  t = await createTestApp();
  clientId = (await t.make.client()).pk_client_id;
  const m = await t.make.member(clientId, { permissions: ['upload:orders'] });
  userId = m.user.id;
  seller = await t.auth(userId);
}, 60_000);
afterAll(() => t?.close());

async function marketplace(o: { currency_code?: string; short_code?: string } = {}) {
  const mp = await t.make.marketplace(o);
  await t.make.assign.marketplace(userId, mp.pk_mp_id);
  return mp.pk_mp_id;
}

const PERIOD = { start_date: '2026-10-01', end_date: '2026-10-31' };

async function upload(
  mpId: number,
  content: Buffer,
  o: { name?: string; period?: { start_date: string; end_date: string } } = {},
) {
  const body = multipart(o.name ?? 'BusinessReport-11-01-26.csv', content);
  const q = new URLSearchParams({
    client_id: String(clientId),
    mp_id: String(mpId),
    ...(o.period ?? PERIOD),
  });
  return t.app.inject({
    method: 'POST',
    url: `/data/business-report/upload?${q}`,
    headers: { ...seller, ...body.headers },
    payload: body.payload,
  });
}

/** What the database holds for the marketplace, summed the way the sum check reads it. */
async function stored(mpId: number, level: 'sku' | 'day' = 'sku') {
  const [s] = await rowsOf<{ sessions: number; page_views: number; units: number; sales: string; n: number }>(
    t.db,
    sql`select coalesce(sum(sessions), 0)::int as sessions, coalesce(sum(page_views), 0)::int as page_views,
        coalesce(sum(units_ordered), 0)::int as units, coalesce(sum(ordered_product_sales), 0)::text as sales,
        count(*)::int as n
      from business_report_traffic where client_id = ${clientId} and mp_id = ${mpId}
        and ${level === 'sku' ? sql`sku_code <> ''` : sql`sku_code = ''`}`,
  );
  return {
    sessions: s!.sessions,
    page_views: s!.page_views,
    units: s!.units,
    sales: Number(s!.sales),
    n: s!.n,
  };
}

const rowOf = async (mpId: number, sku: string) =>
  (
    await rowsOf<Record<string, unknown>>(
      t.db,
      sql`select sku_code, asin, parent_asin, report_type, sessions, page_views, buy_box_percentage::float8 as buy_box,
          units_ordered, unit_session_percentage::float8 as usp, ordered_product_sales::float8 as sales,
          total_order_items, currency_code, start_date::text, end_date::text
        from business_report_traffic where client_id = ${clientId} and mp_id = ${mpId} and sku_code = ${sku}`,
    )
  )[0];

describe('Detail Page Sales and Traffic by Child Item', () => {
  const lines = trafficLines(40);
  // A title with a comma and a quote, as Amazon's titles have them.
  lines[0]!.title = 'Mug, "Large" 12 oz';

  it('stores every SKU of the stated period and answers the file’s sums, which the database holds', async () => {
    const mpId = await marketplace();
    const res = await upload(mpId, childItemCsv(lines));
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    const sums = sumsOf(lines);
    expect(answer).toMatchObject({
      report_type: 'child_item',
      rows: 40,
      inserted: 40,
      updated: 0,
      unchanged: 0,
      replaced: 0,
      skipped: [],
      totals: sums,
    });
    expect(sums.sessions).toBeGreaterThan(40_000);
    expect(await stored(mpId)).toEqual({ ...sums, n: 40 });
    const l = lines[3]!;
    expect(await rowOf(mpId, l.sku!)).toEqual({
      sku_code: l.sku,
      asin: l.asin,
      parent_asin: l.parent,
      report_type: 'child_item',
      sessions: l.sessions,
      page_views: l.pageViews,
      buy_box: l.buyBox,
      units_ordered: l.units,
      usp: Math.round((l.units / l.sessions) * 10_000) / 100,
      sales: l.salesCents / 100,
      total_order_items: l.orderItems,
      currency_code: 'USD',
      start_date: PERIOD.start_date,
      end_date: PERIOD.end_date,
    });
  });

  it('answers unchanged for the same file again, and for the file re-saved by Excel (csv and xlsx)', async () => {
    const mpId = await marketplace();
    expect((await upload(mpId, childItemCsv(lines))).statusCode).toBe(200);
    const again = await upload(mpId, childItemCsv(lines));
    expect(again.json()).toMatchObject({ inserted: 0, updated: 0, unchanged: 40, replaced: 0 });

    // Excel writes back only the quotes a value needs, LF line ends, no BOM.
    const text = childItemCsv(lines)
      .toString('utf8')
      .replace(/^\uFEFF/, '');
    const resaved = text
      .split('\r\n')
      .map((line) => line.replace(/"([^",]*)"/g, '$1'))
      .join('\n')
      // A header cell ending in a space, as some of Amazon's console files have them.
      .replace('Page Views,', '"Page Views ",');
    const csv = await upload(mpId, Buffer.from(resaved, 'utf8'), { name: 'BusinessReport resaved.csv' });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.json()).toMatchObject({ inserted: 0, updated: 0, unchanged: 40 });

    // Saved as a workbook: counts, sales and percentages as numbers (a percent cell holds the fraction).
    const xlsx = await xlsxOf(
      CHILD_ITEM_HEADER,
      lines.map((l) => [
        l.parent!,
        l.asin!,
        l.title ?? `Product ${l.asin}`,
        l.sku!,
        l.sessions,
        0.015,
        l.pageViews,
        0.0225,
        l.buyBox / 100,
        l.units,
        l.units / l.sessions,
        l.salesCents / 100,
        l.orderItems,
      ]),
    );
    const book = await upload(mpId, xlsx, { name: 'BusinessReport.xlsx' });
    expect(book.statusCode, book.body).toBe(200);
    expect(book.json()).toMatchObject({ inserted: 0, updated: 0, unchanged: 40 });
  });

  it('replaces the period’s figures with a new file of the same period, and keeps other periods', async () => {
    const mpId = await marketplace();
    await upload(mpId, childItemCsv(lines));
    const november = trafficLines(5, 100);
    const nov = { start_date: '2026-11-01', end_date: '2026-11-07' };
    expect((await upload(mpId, childItemCsv(november), { period: nov })).json()).toMatchObject({
      inserted: 5,
    });

    const next = lines.slice(0, 30).map((l, i) => (i === 0 ? { ...l, sessions: l.sessions + 1_000 } : l));
    const res = await upload(mpId, childItemCsv(next));
    expect(res.json()).toMatchObject({ inserted: 0, updated: 1, unchanged: 29, replaced: 10 });
    const both = sumsOf([...next, ...november]);
    expect(await stored(mpId)).toEqual({ ...both, n: 35 });
  });

  it('adds up a SKU listed twice, so no session or sale is lost', async () => {
    const mpId = await marketplace();
    const twice: TrafficLine[] = [...lines.slice(0, 3), { ...lines[0]!, asin: 'B0OTHER001' }];
    const res = await upload(mpId, childItemCsv(twice));
    expect(res.json()).toMatchObject({ rows: 4, inserted: 3, totals: sumsOf(twice) });
    expect(await stored(mpId)).toEqual({ ...sumsOf(twice), n: 3 });
  });
});

describe('by ASIN: the SKU comes from the client’s listings', () => {
  it('maps each ASIN to its one SKU and skips, with the reason, ASINs with none or several', async () => {
    const mpId = await marketplace();
    const lines = trafficLines(6, 200, 'AS');
    await t.db.insert(products).values([
      ...lines.slice(0, 4).map((l) => ({
        client_id: clientId,
        mp_id: mpId,
        identifier: l.asin!,
        sku_code: `OPS-${l.sku}`,
        mp_sku_code: l.sku!,
      })),
      // Two offers of one ASIN (FBA and merchant-fulfilled): which SKU had the sessions is unknown.
      {
        client_id: clientId,
        mp_id: mpId,
        identifier: lines[4]!.asin!,
        sku_code: 'X1',
        mp_sku_code: 'X1-FBA',
      },
      {
        client_id: clientId,
        mp_id: mpId,
        identifier: lines[4]!.asin!,
        sku_code: 'X1',
        mp_sku_code: 'X1-MFN',
      },
    ]);
    const res = await upload(mpId, asinCsv(lines));
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    const kept = lines.slice(0, 4);
    expect(answer).toMatchObject({ report_type: 'asin', rows: 6, inserted: 4, totals: sumsOf(kept) });
    expect(answer.skipped).toEqual(
      expect.arrayContaining([
        { reason: BUSINESS_REPORT_TEXT.noSku, rows: 1 },
        { reason: BUSINESS_REPORT_TEXT.severalSkus, rows: 1 },
      ]),
    );
    expect(await stored(mpId)).toEqual({ ...sumsOf(kept), n: 4 });
    expect(await rowOf(mpId, lines[2]!.sku!)).toMatchObject({ asin: lines[2]!.asin, report_type: 'asin' });
  });
});

describe('Sales and Traffic by Date', () => {
  const days = (n: number) =>
    trafficLines(n, 300).map((l, i) => ({ ...l, date: `10/${String(i + 1).padStart(2, '0')}/2026` }));

  it('stores one row per day of the marketplace, without a SKU', async () => {
    const mpId = await marketplace();
    const lines = days(31);
    const res = await upload(mpId, byDateCsv(lines));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ report_type: 'date', rows: 31, inserted: 31, totals: sumsOf(lines) });
    expect(await stored(mpId, 'day')).toEqual({ ...sumsOf(lines), n: 31 });
    expect(await stored(mpId, 'sku')).toMatchObject({ n: 0 });
  });

  it('refuses a day outside the stated period and writes nothing', async () => {
    const mpId = await marketplace();
    const lines = days(3);
    lines[2]!.date = '11/15/2026';
    const res = await upload(mpId, byDateCsv(lines));
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain(
      BUSINESS_REPORT_TEXT.outsidePeriod('2026-11-15', PERIOD.start_date, PERIOD.end_date),
    );
    expect(await stored(mpId, 'day')).toMatchObject({ n: 0 });
  });
});

describe('refusals change nothing', () => {
  it('refuses a figure that is not a number, naming its row and column, and keeps what was stored', async () => {
    const mpId = await marketplace();
    const lines = trafficLines(5);
    await upload(mpId, childItemCsv(lines));
    const bad = lines.map((l) => itemCells(l, true));
    bad[2]![4] = 'n/a';
    const res = await upload(mpId, quotedCsv(CHILD_ITEM_HEADER, bad));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([
      expect.objectContaining({ row: 4, message: expect.stringContaining('Sessions') }),
    ]);
    expect(await stored(mpId)).toEqual({ ...sumsOf(lines), n: 5 });
  });

  it('refuses a file that is no Business Report, naming the header it found', async () => {
    const mpId = await marketplace();
    const res = await upload(
      mpId,
      quotedCsv(['Date', 'Campaign Name', 'Impressions'], [['10/01/2026', 'A', '5']]),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBe(
      BUSINESS_REPORT_TEXT.unknownLayout(['Date', 'Campaign Name', 'Impressions']),
    );
  });

  it('refuses a marketplace that is not Amazon’s and a period that is reversed or in the future', async () => {
    const other = await marketplace({ short_code: `FK-${Date.now()}` });
    const csv = childItemCsv(trafficLines(1));
    const notAmazon = await upload(other, csv);
    expect(notAmazon.statusCode).toBe(422);
    expect(notAmazon.body).toContain(BUSINESS_REPORT_TEXT.onlyAmazon);
    const mpId = await marketplace();
    const reversed = await upload(mpId, csv, {
      period: { start_date: '2026-10-31', end_date: '2026-10-01' },
    });
    expect(reversed.statusCode).toBe(422);
    const future = await upload(mpId, csv, { period: { start_date: '2026-10-01', end_date: '2099-01-01' } });
    expect(future.statusCode).toBe(422);
    expect(await stored(mpId)).toMatchObject({ n: 0 });
  });
});
