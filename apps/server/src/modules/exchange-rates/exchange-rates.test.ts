import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database';
import { rowsOf } from '../../db/facts/executor';
import { defaultHttpDeps } from '../../platform/connectors';
import type { JobContext } from '../../platform/scheduler';
import { exchangeRatesJobs } from './jobs';
import { parseRates } from './rates-source';

const quiet = { info() {}, warn() {}, error() {} };
let testDb: TestDatabase;
let server: Server;
let url: string;
let answers: { status: number; body: string }[] = [];
let hits = 0;

beforeAll(async () => {
  testDb = await createTestDatabase();
  server = createServer((_req, res) => {
    hits++;
    const a = answers.shift() ?? { status: 500, body: '{}' };
    res.writeHead(a.status, { 'content-type': 'application/json' }).end(a.body);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v6/latest/USD`;
  await testDb.database.db.execute(sql`insert into currency_rates (date, currency_code, units_per_usd)
    values ('2026-11-24', 'EUR', 0.9), ('2026-11-24', 'INR', 84), ('2026-11-24', 'USD', 1)`);
});
afterAll(async () => {
  server.close();
  await testDb.drop();
});

const ctx = { log: quiet, kwargs: {}, args: [] } as unknown as JobContext;
const job = (o: { url?: string } = {}) =>
  exchangeRatesJobs({
    db: testDb.database.db,
    config: { EXCHANGE_RATES_URL: o.url },
    log: quiet,
    http: defaultHttpDeps(quiet, {
      sleep: async () => {},
      retry: { maxAttempts: 2, baseDelayMs: 1, maxDelayMs: 1 },
    }),
    now: () => new Date('2026-11-25T06:15:00Z'),
  })[0]!;

describe('exchange rates', () => {
  it('reads the common answer shapes as units per US dollar', () => {
    const er = parseRates({
      result: 'success',
      base_code: 'USD',
      time_last_update_utc: 'Tue, 25 Nov 2026 00:02:31 +0000',
      rates: { USD: 1, EUR: 0.92, INR: '83.5', BAD: -1 },
    });
    expect(er.date).toBe('2026-11-25');
    expect(Object.fromEntries(er.unitsPerUsd)).toEqual({ USD: 1, EUR: 0.92, INR: 83.5 });
    // Against another base (frankfurter.app answers EUR-based rates): turned into units per dollar.
    const eur = parseRates({ base: 'EUR', date: '2026-11-25', rates: { USD: 1.25, GBP: 0.85 } });
    expect(eur.unitsPerUsd.get('EUR')).toBeCloseTo(0.8, 10);
    expect(eur.unitsPerUsd.get('GBP')).toBeCloseTo(0.68, 10);
    expect(() => parseRates({ base: 'EUR', rates: { GBP: 0.85 } })).toThrow(/no USD rate/);
    expect(() => parseRates({ nope: 1 })).toThrow(/no rates object/);
  });

  it('is off without a source and says why', async () => {
    expect(await job().offReason?.()).toMatch(/EXCHANGE_RATES_URL is not set/);
    expect(await job({ url }).offReason?.()).toBeNull();
  });

  it("writes today's rates from the source and carries a rate the source left out forward", async () => {
    answers = [{ status: 200, body: JSON.stringify({ base_code: 'USD', rates: { USD: 1, EUR: 0.95 } }) }];
    const result = await job({ url }).run(ctx);
    expect(result).toMatch(/2026-11-25/);
    const rows = await rowsOf<{ currency_code: string; units_per_usd: string }>(
      testDb.database.db,
      sql`select currency_code, units_per_usd::text from currency_rates where date = '2026-11-25' order by 1`,
    );
    expect(rows.map((r) => [r.currency_code, Number(r.units_per_usd)])).toEqual([
      ['EUR', 0.95],
      ['INR', 84],
      ['USD', 1],
    ]);
  });

  it('fails with the connector error when the source keeps failing (the scheduler retries it)', async () => {
    hits = 0;
    answers = [
      { status: 503, body: '{}' },
      { status: 503, body: '{}' },
    ];
    await expect(job({ url }).run(ctx)).rejects.toThrow(/fetchRates failed after 2 attempts: 503/);
    expect(hits).toBe(2);
  });
});
