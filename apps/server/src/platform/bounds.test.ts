import { maxPageNumber, pageTooLarge } from '@marketdesk/contracts/paging';
import { REPORT_WINDOW_MONTHS, windowTooLong } from '@marketdesk/contracts/report-window';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper';
import { currencyRates } from '../db/schema';
import { addDays, todayUtc } from './report-scope';

/**
 * Every paged call bounds its page so the offset stays an int4 (the largest page answers, the next is a 422
 * naming the limit: four of these answered 500 before), and every report with a free window refuses one over its
 * limit before any query (422 naming the limit).
 */

let t: TestApp;
let headers: Record<string, string>;
let clientId: number;
let mpId: number;
let warehouseId: number;
let profileId: string;
const today = todayUtc();

beforeAll(async () => {
  t = await createTestApp();
  clientId = (await t.make.client()).pk_client_id;
  mpId = (await t.make.marketplace({ short_code: `AZ-B${clientId}` })).pk_mp_id;
  warehouseId = (await t.make.warehouse(clientId, [mpId])).pk_warehouse_id;
  profileId = (await t.make.profile(clientId, mpId)).profile_id;
  await t.db.insert(currencyRates).values({ date: today, currency_code: 'USD', units_per_usd: '1' });
  headers = await t.auth((await t.make.user({ is_sa: true })).id);
}, 60_000);
afterAll(() => t?.close());

const get = (path: string, q: Record<string, string | number>) =>
  t.app.inject({
    method: 'GET',
    url: `${path}?${new URLSearchParams({ client_id: String(clientId), ...q } as Record<string, string>)}`,
    headers,
  });

/** A 422 on one field whose message is `msg`. */
function expectRefused(
  res: { statusCode: number; body: string; json(): unknown },
  loc: string[],
  msg: string,
) {
  expect(res.statusCode, res.body).toBe(422);
  expect((res.json() as { detail: unknown[] }).detail).toEqual([expect.objectContaining({ loc, msg })]);
}

describe('page numbers', () => {
  const reviewBody = (page: number) => ({
    warehouse_id: warehouseId,
    previous_start_date: addDays(today, -13),
    previous_end_date: addDays(today, -7),
    current_start_date: addDays(today, -6),
    current_end_date: today,
    currency_code: 'USD',
    page,
    page_size: 100,
  });
  // Each paged call with its largest page size: the last allowed page, then the first refused.
  const calls: {
    name: string;
    maxSize: number;
    first?: 0 | 1;
    call(page: number): ReturnType<typeof get>;
  }[] = [
    {
      name: 'GET /focused-sku/analysis',
      maxSize: 1000,
      call: (page) => get('/focused-sku/analysis', { mp_id: mpId, size: 1000, page }),
    },
    {
      name: 'GET /focused-sku/list',
      maxSize: 200,
      call: (page) => get('/focused-sku/list', { mp_id: mpId, size: 200, page }),
    },
    {
      name: 'POST /review-data/',
      maxSize: 100,
      call: (page) =>
        t.app.inject({
          method: 'POST',
          url: `/review-data/?client_id=${clientId}`,
          headers,
          payload: reviewBody(page),
        }),
    },
    {
      name: 'GET /data/sku (every server-paged grid)',
      maxSize: 500,
      call: (page) => get('/data/sku', { cursor: page, size: 500 }),
    },
    {
      name: 'GET /tickets/all (pages from 0)',
      maxSize: 500,
      first: 0,
      call: (page) => get('/tickets/all', { page, rpp: 500 }),
    },
    {
      name: 'GET /marketing/adgroupmaster/list',
      maxSize: 500,
      call: (page) =>
        get('/marketing/adgroupmaster/list', { mp_id: mpId, profile_id: profileId, page, limit: 500 }),
    },
    {
      name: 'GET /inventory-tracking/files',
      maxSize: 100,
      call: (page) => get('/inventory-tracking/files', { page, size: 100 }),
    },
  ];

  for (const c of calls) {
    it(`${c.name}: the last page whose offset fits an integer answers, the next is a 422 naming the limit`, async () => {
      const max = maxPageNumber(c.maxSize, c.first ?? 1);
      expect((max - (c.first ?? 1)) * c.maxSize).toBeLessThanOrEqual(2_147_483_647);
      const last = await c.call(max);
      expect(last.statusCode, last.body).toBe(200);
      const field = c.name.startsWith('GET /data') ? 'cursor' : 'page';
      const where = c.name.startsWith('POST') ? 'body' : 'query';
      expectRefused(await c.call(max + 1), [where, field], pageTooLarge(max));
    });
  }

  it('answers a 422, not a 500, for the pages the security probe sent', async () => {
    for (const res of [
      await get('/focused-sku/analysis', { mp_id: mpId, page: 1_000_000_000 }),
      await get('/focused-sku/list', { mp_id: mpId, page: 1_000_000_000 }),
      ...(await Promise.all(
        [1_000_000_000, 2_147_483_648].map((page) =>
          t.app.inject({
            method: 'POST',
            url: `/review-data/?client_id=${clientId}`,
            headers,
            payload: reviewBody(page),
          }),
        ),
      )),
    ])
      expect(res.statusCode, res.body).toBe(422);
  });
});

describe('report windows', () => {
  // A window of exactly `months` months answers; one day more is refused with the limit named.
  const start = '2022-01-31';
  const endAfter = (months: number) => {
    const d = new Date(Date.UTC(2022, 0 + months + 1, 0)); // the last day of the month `months` after January
    return d.toISOString().slice(0, 10);
  };

  it('Partner View: at most 12 months', async () => {
    const months = REPORT_WINDOW_MONTHS.partnerView;
    const q = (end: string) => ({
      warehouse_id: warehouseId,
      start_date: start,
      end_date: end,
      currency_code: 'USD',
    });
    for (const path of ['/partner-view/summary', '/partner-view/marketplaces']) {
      const ok = await get(path, q(endAfter(months)));
      expect(ok.statusCode, ok.body).toBe(200);
      expectRefused(
        await get(path, q(addDays(endAfter(months), 1))),
        ['query', 'end_date'],
        windowTooLong(months),
      );
    }
    const skus = await get('/partner-view/skus', {
      ...q(addDays(endAfter(months), 1)),
      marketplace_id: mpId,
    });
    expectRefused(skus, ['query', 'end_date'], windowTooLong(months));
  });

  it('Auto Ordering (multi-channel sales report): at most 24 months of history', async () => {
    const months = REPORT_WINDOW_MONTHS.autoOrdering;
    const q = (end: string) => ({
      warehouse_id: warehouseId,
      start_date: `${start}T00:00:00`,
      end_date: `${end}T23:59:59`,
      coverage_days: 30,
    });
    const path = '/warehouse-marketplaces/admin/multi-channel-sales-report';
    const ok = await get(path, q(endAfter(months)));
    expect(ok.statusCode, ok.body).toBe(200);
    expectRefused(
      await get(path, q(addDays(endAfter(months), 1))),
      ['query', 'end_date'],
      windowTooLong(months),
    );
  });

  it('Review Data: each period at most 12 months, named after its fields', async () => {
    const months = REPORT_WINDOW_MONTHS.reviewData;
    const long = { start: start, end: addDays(endAfter(months), 1) };
    const periods = {
      previous: { start, end: addDays(start, 6) },
      current: { start, end: addDays(start, 6) },
    };
    const body = (p: typeof periods) => ({
      warehouse_id: warehouseId,
      previous_start_date: p.previous.start,
      previous_end_date: p.previous.end,
      current_start_date: p.current.start,
      current_end_date: p.current.end,
      currency_code: 'USD',
    });
    const post = (p: typeof periods) =>
      t.app.inject({ method: 'POST', url: `/review-data/?client_id=${clientId}`, headers, payload: body(p) });
    expect((await post(periods)).statusCode).toBe(200);
    const text = windowTooLong(months);
    expectRefused(await post({ ...periods, current: long }), ['body', 'current_end_date'], text);
    expectRefused(await post({ ...periods, previous: long }), ['body', 'previous_end_date'], text);
    const summary = await get('/review-data/summary', {
      ...body({ ...periods, current: long }),
    } as unknown as Record<string, string>);
    expectRefused(summary, ['query', 'current_end_date'], text);
  });

  it('Price Check, ordered SKUs: at most 12 months', async () => {
    const months = REPORT_WINDOW_MONTHS.priceCheckOrdered;
    const q = (end: string) => ({ mp_id: mpId, start_date: start, end_date: end });
    const ok = await get('/price-check/ordered', q(endAfter(months)));
    expect(ok.statusCode, ok.body).toBe(200);
    expectRefused(
      await get('/price-check/ordered', q(addDays(endAfter(months), 1))),
      ['query', 'end_date'],
      windowTooLong(months),
    );
    // An end after today is capped first: what counts is the window read.
    const capped = await get('/price-check/ordered', {
      mp_id: mpId,
      start_date: addDays(today, -30),
      end_date: '2099-12-31',
    });
    expect(capped.statusCode, capped.body).toBe(200);
  });
});
