import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { and, eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testSecrets } from '../../../test/helper';
import { flatFile, type SpApiFake, startSpApiFake } from '../../../test/sp-api-fake';
import { rowsOf } from '../../db/facts/executor';
import { rollupDifferences } from '../../db/facts/recompute';
import { marketplaceReports, orders, settlements, stores } from '../../db/schema';
import { spApiConnector } from '../../platform/connectors';
import { filesFor } from '../../platform/files';
import { loggerOptions } from '../../platform/logging';
import { amazonReportsRepository } from './amazon-reports.repository';
import { amazonReportsRunner, PACING } from './report-runner';

const ORDERS = 'GET_FLAT_FILE_ALL_ORDERS_DATA_BY_LAST_UPDATE_GENERAL';
const INVENTORY = 'GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA';
const RETURNS = 'GET_FBA_FULFILLMENT_CUSTOMER_RETURNS_DATA';
const SETTLEMENT = 'GET_V2_SETTLEMENT_REPORT_DATA_FLAT_FILE';
const MINUTE = 60_000;

const dataDir = mkdtempSync(join(tmpdir(), 'md-sp-api-'));
let t: TestApp;
let fake: SpApiFake;
let clock: Date;
let delays: number[];
let logLines: string[];
let runner: ReturnType<typeof amazonReportsRunner>;
let clientId: number;
let mpId: number;
let storeId: number;

const orderLine = (id: string, sku: string, price: string) => ({
  'amazon-order-id': id,
  'purchase-date': '2025-03-09T10:15:00+00:00',
  'last-updated-date': '2025-03-09T18:00:00+00:00',
  'order-status': 'Shipped',
  'fulfillment-channel': 'Amazon',
  'sales-channel': 'Amazon.de',
  sku,
  asin: `B0${sku.replace(/\W/g, '')}XYZ`,
  quantity: '1',
  currency: 'EUR',
  'item-price': price,
  'ship-city': 'Berlin',
  'ship-country': 'DE',
});

const reportsOf = (type: string) =>
  t.db
    .select()
    .from(marketplaceReports)
    .where(and(eq(marketplaceReports.client_id, clientId), eq(marketplaceReports.report_type, type)))
    .orderBy(marketplaceReports.id);

/** Runs the worker every 5 minutes of fake time until `until`; answers how many runs it took. */
async function pollUntil(until: Date) {
  let runs = 0;
  while (clock < until) {
    clock = new Date(clock.getTime() + 5 * MINUTE);
    await runner.poll();
    runs++;
  }
  return runs;
}

beforeAll(async () => {
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  fake = await startSpApiFake();
  clock = new Date('2025-03-10T08:00:00Z');
  delays = [];
  logLines = [];
  // The real logger configuration (redaction included), writing into memory.
  const log = pino(
    loggerOptions('debug'),
    new Writable({
      write(chunk, _enc, done) {
        logLines.push(String(chunk));
        done();
      },
    }),
  );
  const connector = spApiConnector({
    config: { SP_API_ENDPOINT: fake.url, LWA_TOKEN_URL: `${fake.url}/auth/o2/token` },
    log,
    now: () => clock,
    http: { sleep: async (ms) => void delays.push(ms) },
  });
  runner = amazonReportsRunner({
    db: t.db,
    config: t.config,
    secrets: testSecrets,
    log,
    connector,
    now: () => clock,
  });
  clientId = (await t.make.client()).pk_client_id;
  mpId = (
    await t.make.marketplace({
      name: 'Amazon Germany',
      short_code: 'AZ_DE',
      country_code: 'DE',
      currency_code: 'EUR',
    })
  ).pk_mp_id;
  const [store] = await t.db
    .insert(stores)
    .values({
      client_id: clientId,
      mp_id: mpId,
      seller_id: 'A2TESTDE',
      store_name: 'Test DE',
      account_type: 'seller',
      api_enabled: true,
    })
    .returning();
  storeId = store!.pk_store_id;
});
afterAll(async () => {
  await fake.close();
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('without credentials', () => {
  it('is off, says so, and calls nobody', async () => {
    expect(await runner.dispatch()).toEqual({ stores: 0, requested: 0 });
    expect(await runner.poll()).toBe(0);
    expect(fake.calls).toEqual([]);
    expect(logLines.join('')).toContain(
      'SP-API reports connector is off: no Amazon store has SP-API credentials',
    );
  });
});

describe('with credentials, against the protocol fake', () => {
  beforeAll(async () => {
    const c = fake.credentials;
    await t.db
      .update(stores)
      .set({
        token_client_id: c.clientId,
        token_client_secret_enc: testSecrets.encrypt(c.clientSecret),
        token_refresh_enc: testSecrets.encrypt(c.refreshToken),
      })
      .where(eq(stores.pk_store_id, storeId));
  });

  it('requests, polls, downloads, stores and imports the daily reports (happy path)', async () => {
    fake.content(
      ORDERS,
      flatFile(ORDERS, [
        orderLine('302-1111111-1111111', 'MUG-1', '19.90'),
        orderLine('302-2222222-2222222', 'CUP-2', '7.50'),
      ]),
    );
    fake.throttle(2); // the first createReport is throttled twice, then succeeds
    expect(await runner.dispatch()).toEqual({ stores: 1, requested: 3 });
    expect(delays).toHaveLength(2);
    const created = fake.calls.filter((c) => c.method === 'POST' && c.path === '/reports/2021-06-30/reports');
    expect(created).toHaveLength(5);
    const orderSpec = created.map((c) => JSON.parse(c.body)).find((s) => s.reportType === ORDERS);
    expect(orderSpec).toEqual({
      reportType: ORDERS,
      marketplaceIds: ['A1PA6795UKMFR9'],
      dataStartTime: '2025-03-09T00:00:00.000Z',
      dataEndTime: '2025-03-10T00:00:00.000Z',
    });
    expect(created.map((c) => JSON.parse(c.body)).find((s) => s.reportType === INVENTORY)).not.toHaveProperty(
      'dataStartTime',
    );

    // Nothing is due yet: no call at all.
    const before = fake.calls.length;
    expect(await runner.poll()).toBe(0);
    expect(fake.calls.length).toBe(before);

    await pollUntil(new Date(clock.getTime() + 30 * MINUTE));
    const [ordersReport] = await reportsOf(ORDERS);
    expect(ordersReport).toMatchObject({
      status: 'IMPORTED',
      imported_rows: 2,
      error: null,
      next_check_at: null,
    });
    expect(ordersReport!.sp_report_id).toMatch(/^\d+$/);
    // Three status checks per report (IN_QUEUE, IN_PROGRESS, DONE), spaced 2, 4 and 8 minutes.
    expect(fake.count(new RegExp(`^/reports/2021-06-30/reports/${ordersReport!.sp_report_id}$`))).toBe(3);
    expect((await reportsOf(INVENTORY))[0]).toMatchObject({ status: 'IMPORTED', imported_rows: 0 });
    expect((await reportsOf(RETURNS))[0]).toMatchObject({ status: 'DOWNLOADED' });

    const files = filesFor({ config: t.config, db: t.db });
    const stored = await files.openFile(clientId, ordersReport!.file_id!);
    expect(stored.file).toMatchObject({ kind: 'report', name: `${ORDERS}_2025-03-09.txt` });
    expect((await text(stored.stream)).split('\n')[0]).toBe(flatFile(ORDERS, []).toString().trim());

    const lines = await rowsOf<Record<string, unknown>>(
      t.db,
      sql`select order_id, sku_code, item_price, currency_code, is_fba from orders where client_id = ${clientId} order by order_id`,
    );
    expect(lines).toEqual([
      {
        order_id: '302-1111111-1111111',
        sku_code: 'MUG-1',
        item_price: '19.90',
        currency_code: 'EUR',
        is_fba: true,
      },
      {
        order_id: '302-2222222-2222222',
        sku_code: 'CUP-2',
        item_price: '7.50',
        currency_code: 'EUR',
        is_fba: true,
      },
    ]);
    expect(await rollupDifferences(t.db)).toEqual([]);
    // One token exchange served every call of the run.
    expect(fake.count(/^\/auth\/o2\/token$/)).toBe(1);
  });

  it('does not request the same day again, and an identical report cannot be inserted while one is in flight', async () => {
    const before = fake.count(/^\/reports\/2021-06-30\/reports$/, 'POST');
    clock = new Date(clock.getTime() + 2 * 60 * MINUTE);
    expect(await runner.dispatch()).toEqual({ stores: 1, requested: 0 });
    expect(fake.count(/^\/reports\/2021-06-30\/reports$/, 'POST')).toBe(before);

    const repo = amazonReportsRepository(t.db);
    const key = {
      client_id: clientId,
      store_id: storeId,
      mp_id: mpId,
      report_type: 'TEST_REPORT',
      data_start_time: new Date('2025-01-01T00:00:00Z'),
      data_end_time: new Date('2025-01-02T00:00:00Z'),
    };
    expect(await repo.insertOnce({ ...key, status: 'IN_PROGRESS' })).not.toBeNull();
    expect(await repo.insertOnce({ ...key, status: 'REQUESTED' })).toBeNull();
  });

  it('finds the settlement reports Amazon generated through getReports, once each, and imports them', async () => {
    const content = flatFile(SETTLEMENT, [
      {
        'settlement-id': '777',
        'settlement-start-date': '2025-02-20 00:00:00 UTC',
        'settlement-end-date': '2025-03-06 00:00:00 UTC',
        'deposit-date': '2025-03-08 00:00:00 UTC',
        'total-amount': '12.67',
        currency: 'EUR',
      },
      {
        'settlement-id': '777',
        'transaction-type': 'Order',
        'order-id': '302-1111111-1111111',
        'marketplace-name': 'Amazon.de',
        'posted-date': '2025-03-01 00:00:00 UTC',
        sku: 'MUG-1',
        'quantity-purchased': '1',
        'price-type': 'Principal',
        'price-amount': '19.90',
      },
      {
        'settlement-id': '777',
        'transaction-type': 'Order',
        'order-id': '302-1111111-1111111',
        sku: 'MUG-1',
        'item-related-fee-type': 'Commission',
        'item-related-fee-amount': '-7.23',
      },
    ]);
    fake.addSettlement({
      createdTime: '2025-03-08T04:00:00Z',
      dataStartTime: '2025-02-20T00:00:00Z',
      dataEndTime: '2025-03-06T00:00:00Z',
      content,
    });
    await runner.dispatch();
    const listed = fake.calls
      .filter((c) => c.method === 'GET' && c.path === '/reports/2021-06-30/reports')
      .at(-1)!;
    expect(listed.query.get('reportTypes')).toBe(SETTLEMENT);
    expect(listed.query.get('processingStatuses')).toBe('DONE');
    expect(listed.query.get('marketplaceIds')).toBe('A1PA6795UKMFR9');
    const [found] = await reportsOf(SETTLEMENT);
    expect(found).toMatchObject({ status: 'IMPORTED', imported_rows: 2 });
    expect(await t.db.$count(settlements, eq(settlements.client_id, clientId))).toBe(2);

    await runner.dispatch(); // listed again (createdSince is the last one seen): recorded once
    expect(await reportsOf(SETTLEMENT)).toHaveLength(1);
    expect(
      fake.calls
        .filter((c) => c.method === 'GET' && c.path === '/reports/2021-06-30/reports')
        .at(-1)!
        .query.get('createdSince'),
    ).toBe('2025-03-08T04:00:00.000Z');
  });

  it('records cancelled and fatal reports with their status and never asks again; a stuck one is checked ever more rarely', async () => {
    clock = new Date('2025-03-11T08:00:00Z'); // a new day: a new window
    fake.script(RETURNS, ['CANCELLED']);
    fake.script(INVENTORY, ['IN_QUEUE', 'FATAL']);
    fake.script(ORDERS, ['IN_PROGRESS']);
    expect(await runner.dispatch()).toMatchObject({ requested: 3 });
    const runs = await pollUntil(new Date(clock.getTime() + 80 * 60 * MINUTE));
    expect(runs).toBeGreaterThan(900);

    const cancelled = (await reportsOf(RETURNS)).at(-1)!;
    expect(cancelled).toMatchObject({ status: 'CANCELLED', next_check_at: null, file_id: null });
    expect(cancelled.error).toMatch(/cancelled/i);
    expect(fake.count(new RegExp(`/reports/${cancelled.sp_report_id}$`))).toBe(1);
    const fatal = (await reportsOf(INVENTORY)).at(-1)!;
    expect(fatal).toMatchObject({ status: 'FATAL', next_check_at: null });
    expect(fake.count(new RegExp(`/reports/${fatal.sp_report_id}$`))).toBe(2);

    const stuck = (await reportsOf(ORDERS)).at(-1)!;
    expect(stuck.status).toBe('IN_PROGRESS');
    expect(stuck.error).toMatch(/^Stuck: still IN_PROGRESS at Amazon after 7\d hours; checked once a day$/);
    expect(stuck.next_check_at!.getTime() - stuck.processing_status_at!.getTime()).toBe(PACING.stuckRecheck);
    // 80 hours of 5-minute worker runs, yet the report was asked about ~25 times (backoff up to 4 hours).
    const checks = fake.count(new RegExp(`/reports/${stuck.sp_report_id}$`));
    expect(checks).toBeGreaterThan(15);
    expect(checks).toBeLessThan(30);

    // The dispatcher runs again on that day: nothing identical is requested while the stuck one is in flight.
    clock = new Date('2025-03-11T23:00:00Z');
    const posts = fake.count(/^\/reports\/2021-06-30\/reports$/, 'POST');
    await runner.dispatch();
    expect(fake.count(/^\/reports\/2021-06-30\/reports$/, 'POST')).toBe(posts);
    fake.script(RETURNS, ['DONE']);
    fake.script(INVENTORY, ['DONE']);
  });

  it('records a corrupt download FAILED with a clear error and imports nothing', async () => {
    clock = new Date('2025-03-20T08:00:00Z');
    fake.script(ORDERS, ['DONE']);
    fake.content(ORDERS, flatFile(ORDERS, [orderLine('302-3333333-3333333', 'BOWL-3', '12.00')]));
    fake.corrupt(ORDERS);
    const ordersBefore = await t.db.$count(orders, eq(orders.client_id, clientId));
    await runner.dispatch();
    await pollUntil(new Date(clock.getTime() + 10 * MINUTE));
    const failed = (await reportsOf(ORDERS)).at(-1)!;
    expect(failed).toMatchObject({
      status: 'FAILED',
      file_id: null,
      imported_rows: null,
      next_check_at: null,
    });
    expect(failed.error).toMatch(
      /^The report document was declared GZIP but does not start with the gzip signature/,
    );
    expect(await t.db.$count(orders, eq(orders.client_id, clientId))).toBe(ordersBefore);
    // Not retried: the download was fetched once.
    expect(fake.count(new RegExp(`/download/amzn1\\.spdoc\\.1\\.4\\.eu\\.${failed.sp_report_id}$`))).toBe(1);
  });

  it('never writes a secret, a token or a presigned signature to the log', () => {
    const all = logLines.join('');
    expect(all).toContain('connector throttled; backing off');
    for (const secret of [
      fake.credentials.clientSecret,
      fake.credentials.refreshToken,
      'Atza|fake-access',
      'fakesignature',
    ])
      expect(all).not.toContain(secret);
  });
});
