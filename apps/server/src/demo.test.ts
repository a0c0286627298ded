import { readFileSync } from 'node:fs';
import { type SQL, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testSecrets } from '../test/helper';
import { rowsOf } from './db/facts/executor';
import { writeDemo } from './demo';
import { serverModules } from './module-list';

/**
 * The whole demo as `npm start` and `npm run seed` write it (writeDemo) on a fresh database ending today: every
 * module's part is there (catalogue, stock, analyses, comparisons), and the screens that read the comparisons
 * (SKU Data Insert History, Your Search Term History, Admin Metrics, the focused analysis' Competitors tab)
 * answer data on their default windows, consistent with the catalogue.
 */

let t: TestApp;
let parts: string[];
let acme: number;
let admin: { authorization: string };

const one = async <T>(query: SQL): Promise<T> => (await rowsOf<T>(t.db, query))[0]!;
const count = async (table: string) =>
  (await one<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}`)).n;
const day = (back: number) => new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10);
const get = async <T>(url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};

beforeAll(async () => {
  t = await createTestApp();
  ({ parts } = await writeDemo({
    db: t.db,
    config: t.config,
    secrets: testSecrets,
    log: pino({ level: 'silent' }),
  }));
  acme = (await one<{ id: number }>(sql`select pk_client_id as id from clients where name = 'Acme Home'`)).id;
  const { id } = await one<{ id: number }>(
    sql`select id from users where email = 'admin@acme.demo.marketdesk.dev'`,
  );
  admin = await t.auth(id);
}, 900_000);
afterAll(() => t?.close());

describe('the demo of npm start and npm run seed', () => {
  it('is written by the one writer from both entry points', () => {
    const source = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');
    for (const entry of ['./main.ts', './seed.cli.ts']) {
      expect(source(entry), entry).toMatch(/await writeDemo\(/);
      expect(source(entry), entry).not.toMatch(/seedDemo\(/);
    }
  });

  it("writes every module's part: catalogue, stock, analyses, comparisons", async () => {
    expect(parts).toEqual(serverModules.filter((m) => m.demo).map((m) => m.name));
    for (const table of [
      'catalogue_snapshots',
      'stock',
      'focused_sku_analyses',
      'sku_comparisons',
      'search_term_comparisons',
      'ad_report_requests',
      'business_report_traffic',
    ])
      expect(await count(table), table).toBeGreaterThan(0);
  });

  it('shows Business Report traffic in the focused analysis, with a conversion drop somewhere', async () => {
    const traffic = await one<{ with_traffic: number; drops: number }>(
      sql`select count(*) filter (where record->'traffic' ? 'sessions')::int as with_traffic,
          count(*) filter (where 'CONVERSION_DROP' = any(issue_types))::int as drops
        from focused_sku_analyses where client_id = ${acme}`,
    );
    expect(traffic.with_traffic).toBeGreaterThan(0);
    expect(traffic.drops).toBeGreaterThan(0);
  });

  it('records comparisons of the catalogue: listings of the recorder’s marketplaces and brands', async () => {
    const stray = await rowsOf(
      t.db,
      sql`select c.pk_id from sku_comparisons c
        join skus s on s.client_id = c.client_id and s.pk_sku_id = c.fk_sku_id
        where c.sku_code <> s.sku_code
          or not exists (select 1 from products p where p.client_id = c.client_id and p.mp_id = c.mp_id
            and p.fk_sku_id = c.fk_sku_id and c.client_retailer_sku like p.identifier || '%')
          or not exists (select 1 from user_marketplaces um where um.user_id = c.fk_user_id and um.mp_id = c.mp_id)
          or c.dt_create > now() or c.dt_create < now() - interval '91 days'`,
    );
    expect(stray).toEqual([]);
    const strayTerms = await rowsOf(
      t.db,
      sql`select c.pk_id from search_term_comparisons c where not exists (select 1 from products p
        where p.client_id = c.client_id and p.mp_id = c.mp_id and c.client_retailer_sku like p.identifier || '%')`,
    );
    expect(strayTerms).toEqual([]);
  });

  it('fills SKU Data Insert History, Your Search Term History and Admin Metrics on their default windows', async () => {
    const window = `client_id=${acme}&start_date=${day(29)}&end_date=${day(0)}`;
    const history = await get<{
      records: { sku_code: string }[];
      current_streak: number;
      total_records: number;
    }>(`/channelreports/sku-data/user-history?${window}`);
    expect(history.records.length).toBeGreaterThan(0);
    expect(history.current_streak).toBeGreaterThan(0);
    const terms = await get<{ search_term: string }[]>(
      `/channelreports/search-term-data/user-history?${window}`,
    );
    expect(terms.length).toBeGreaterThan(0);
    const metrics = await get<{ total_uploads: number; user_metrics: { username: string }[] }>(
      `/channelreports/sku-data/admin-metrics?${window}`,
    );
    expect(metrics.user_metrics.map((u) => u.username)).toContain('Alex Morgan');
    const inWindow = await one<{ n: number }>(
      sql`select count(*)::int as n from sku_comparisons where client_id = ${acme}::int
        and (dt_create at time zone 'UTC')::date between ${day(29)}::date and ${day(0)}::date`,
    );
    expect(metrics.total_uploads).toBe(inWindow.n);
  });

  it("gives every focused listing a comparison for the analysis' Competitors tab", async () => {
    const focused = await rowsOf<{ identifier: string; mp_id: number }>(
      t.db,
      sql`select distinct on (p.mp_id) p.identifier, p.mp_id from focused_sku_analyses a
        join products p on p.client_id = a.client_id and p.pk_product_id = a.fk_product_id
        where a.client_id = ${acme}::int and p.focused_sku order by p.mp_id, p.identifier`,
    );
    expect(focused.length).toBeGreaterThan(0);
    for (const f of focused) {
      const detail = await get<{ comparison: { client_retailer_sku: string } | null }>(
        `/focused-sku/analysis/${encodeURIComponent(f.identifier)}?client_id=${acme}&mp_id=${f.mp_id}`,
      );
      expect(detail.comparison?.client_retailer_sku, f.identifier).toContain(f.identifier);
    }
  });
});
