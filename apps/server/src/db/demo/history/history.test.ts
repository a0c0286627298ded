import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/database';
import type { Db } from '../../client';
import { rollupDifferences } from '../../facts/recompute';
import { seedDemo } from '../seed';
import { RATE_CURRENCIES } from './rates';

const TODAY = '2026-03-15';
const handles: TestDatabase[] = [];
let db: Db;
let twin: Db;

async function seeded(): Promise<Db> {
  const handle = await createTestDatabase();
  handles.push(handle);
  await seedDemo(handle.database.db, { today: TODAY });
  return handle.database.db;
}

async function rows<T>(on: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await on.execute(query)) as unknown as { rows: T[] }).rows;
}

beforeAll(async () => {
  db = await seeded();
  twin = await seeded();
}, 1_200_000);

afterAll(async () => {
  for (const h of handles) await h.drop();
});

describe('demo history', () => {
  it('is the same on every run for a fixed today and seed', async () => {
    const digest = (on: Db, table: string, order: string, except: string[] = ['dt_update', 'dt_create']) =>
      rows<{ n: number; h: string }>(
        on,
        sql.raw(
          `select count(*)::int n, md5(string_agg((to_jsonb(t) - '{${except.join(',')}}'::text[])::text, '|' order by ${order})) h from ${table} t`,
        ),
      );
    const tables: [string, string][] = [
      ['orders', 'client_id, mp_id, order_id, order_item_id'],
      ['returns', 'client_id, mp_id, return_id'],
      ['settlements', 'pk_settlement_line_id'],
      ['ad_metrics_daily', 'client_id, profile_id, entity_type, entity_id, date'],
      ['products', 'pk_product_id'],
      ['skus', 'pk_sku_id'],
      ['currency_rates', 'date, currency_code'],
      ['sales_daily_brand', 'client_id, date, mp_id, brand_id'],
    ];
    for (const [table, order] of tables) {
      const [a] = await digest(db, table, order);
      const [b] = await digest(twin, table, order);
      expect(a!.n, table).toBeGreaterThan(0);
      expect(b, table).toEqual(a);
    }
  }, 180_000); // digests every fact table of two full histories: long on a loaded 2-core machine

  // Every rollup of two years recomputed from the raw rows: 18 s at load 10 on PGlite.
  it('keeps every rollup equal to a recomputation from the raw rows', async () => {
    expect(await rollupDifferences(db)).toEqual([]);
  }, 120_000);

  it('gives every client hundreds of SKUs, several marketplaces in their currencies and data this month', async () => {
    const perClient = await rows<{
      name: string;
      skus: number;
      mps: number;
      currencies: number;
      month_lines: number;
      month_rollup: number;
    }>(
      db,
      sql`select c.name,
        (select count(*) from skus s where s.client_id = c.pk_client_id)::int skus,
        (select count(distinct mp_id) from orders o where o.client_id = c.pk_client_id)::int mps,
        (select count(distinct currency_code) from orders o where o.client_id = c.pk_client_id)::int currencies,
        (select count(*) from orders o where o.client_id = c.pk_client_id and o.purchase_date >= ${TODAY}::date - (extract(day from ${TODAY}::date)::int - 1)
          and o.purchase_date <= ${TODAY})::int month_lines,
        (select count(*) from sales_daily_brand r where r.client_id = c.pk_client_id and r.date between date_trunc('month', ${TODAY}::date)::date and ${TODAY}::date and r.sales_r > 0)::int month_rollup
      from clients c order by c.pk_client_id`,
    );
    expect(perClient.map((c) => c.name)).toEqual(['Acme Home', 'Borealis Sports', 'Cedar Beauty']);
    for (const c of perClient) {
      expect(c.skus, c.name).toBeGreaterThanOrEqual(200);
      expect(c.skus, c.name).toBeLessThanOrEqual(300);
      expect(c.mps, c.name).toBeGreaterThanOrEqual(5);
      expect(c.currencies, c.name).toBeGreaterThanOrEqual(3);
      expect(c.month_lines, c.name).toBeGreaterThan(100);
      expect(c.month_rollup, c.name).toBeGreaterThan(10);
    }
    const [span] = await rows<{ first: string; last: string }>(
      db,
      sql`select min(purchase_date)::text first, max(purchase_date)::text last from orders`,
    );
    expect(span).toEqual({ first: '2024-03-16', last: TODAY });
  });

  it('has return rates between 2 and 12 % that differ by category', async () => {
    const rates = await rows<{ category: string; rate: number }>(
      db,
      sql`select s.category, coalesce(sum(r.quantity), 0)::float / sum(o.quantity_ordered) rate
        from orders o join skus s on s.pk_sku_id = o.fk_sku_id
        left join returns r on r.client_id = o.client_id and r.mp_id = o.mp_id and r.order_id = o.order_id
          and r.order_item_id = o.order_item_id
        where o.order_type = 'R' and o.order_status = 'Shipped' and o.purchase_date < ${TODAY}::date - 40
        group by s.category`,
    );
    expect(rates.length).toBeGreaterThanOrEqual(10);
    for (const r of rates) {
      expect(r.rate, r.category).toBeGreaterThanOrEqual(0.02);
      expect(r.rate, r.category).toBeLessThanOrEqual(0.12);
    }
    const values = rates.map((r) => r.rate);
    expect(Math.max(...values) / Math.min(...values)).toBeGreaterThan(2);
  });

  it('has advertising with realistic click-through, conversion and ACOS', async () => {
    const ads = await rows<{ client_id: number; ctr: number; cvr: number; acos: number }>(
      db,
      sql`select client_id, sum(clicks)::float / sum(impressions) ctr, sum(orders)::float / sum(clicks) cvr,
          sum(spend)::float / sum(sales) acos
        from ad_metrics_daily where entity_type = 'ad_product' group by client_id order by client_id`,
    );
    expect(ads).toHaveLength(3);
    for (const a of ads) {
      expect(a.ctr).toBeGreaterThan(0.003);
      expect(a.ctr).toBeLessThan(0.006);
      expect(a.cvr).toBeGreaterThan(0.08);
      expect(a.cvr).toBeLessThan(0.15);
      expect(a.acos).toBeGreaterThan(0.15);
      expect(a.acos).toBeLessThan(0.4);
    }
    const [detail] = await rows<{ targets: number; terms: number; negatives: number }>(
      db,
      sql`select (select count(*) from ad_metrics_daily where entity_type = 'target')::int targets,
        (select count(*) from ad_metrics_daily where entity_type = 'search_term')::int terms,
        (select count(*) from ad_negative_keywords)::int negatives`,
    );
    expect(detail!.targets).toBeGreaterThan(0);
    expect(detail!.terms).toBeGreaterThan(0);
    expect(detail!.negatives).toBeGreaterThan(0);
  });

  it('has purchase orders on AZ and NN vendor accounts and DF orders on AZ only', async () => {
    const types = await rows<{ order_type: string; prefix: string; lines: number }>(
      db,
      sql`select o.order_type, left(m.short_code, 2) prefix, count(*)::int lines
        from orders o join marketplaces m on m.pk_mp_id = o.mp_id where o.order_type <> 'R' group by 1, 2 order by 1, 2`,
    );
    expect(types.map((t) => `${t.order_type}:${t.prefix}`)).toEqual(['DF:AZ', 'PO:AZ', 'PO:NN']);
    for (const t of types) expect(t.lines).toBeGreaterThan(100);
  });

  it('shows seasonality: a Q4 peak and promotion days', async () => {
    const [q] = await rows<{ q4: number; spring: number; prime: number; around: number }>(
      db,
      sql`select
        (select avg(units) from (select date, sum(units_r) units from sales_daily_brand where client_id = 1 and date between '2025-11-15' and '2025-12-20' group by date) x) q4,
        (select avg(units) from (select date, sum(units_r) units from sales_daily_brand where client_id = 1 and date between '2025-02-01' and '2025-03-15' group by date) x) spring,
        (select sum(units_r) from sales_daily_brand r join marketplaces m on m.pk_mp_id = r.mp_id where m.short_code = 'AZ_US' and client_id = 1 and date = '2025-07-08') prime,
        (select sum(units_r) / 14.0 from sales_daily_brand r join marketplaces m on m.pk_mp_id = r.mp_id where m.short_code = 'AZ_US' and client_id = 1 and date between '2025-06-20' and '2025-07-03') around`,
    );
    expect(Number(q!.q4)).toBeGreaterThan(1.3 * Number(q!.spring));
    expect(Number(q!.prime)).toBeGreaterThan(1.8 * Number(q!.around));
  });

  it('settles orders with a few discrepancies', async () => {
    const [s] = await rows<{ settled: number; matched: number; unsettled: number }>(
      db,
      sql`with p as (
          select client_id, mp_id, order_id, order_item_id, sum(amount) principal from settlements
          where transaction_type = 'Order' and amount_description = 'Principal' group by 1, 2, 3, 4
        ), window_lines as (
          select o.* from orders o where o.order_type = 'R' and o.order_status = 'Shipped'
            and o.purchase_date between ${TODAY}::date - 90 and ${TODAY}::date - 30
        )
        select count(p.principal)::int settled,
          count(*) filter (where p.principal = w.item_price)::int matched,
          count(*) filter (where p.principal is null)::int unsettled
        from window_lines w left join p using (client_id, mp_id, order_id, order_item_id)`,
    );
    expect(s!.settled).toBeGreaterThan(1000);
    expect(s!.matched / s!.settled).toBeGreaterThan(0.97);
    expect(s!.matched).toBeLessThan(s!.settled);
    expect(s!.unsettled).toBeGreaterThan(0);
  });

  it('has a rate for every currency on every day of the history', async () => {
    const [r] = await rows<{ days: number; currencies: number; n: number }>(
      db,
      sql`select count(distinct date)::int days, count(distinct currency_code)::int currencies, count(*)::int n
        from currency_rates where date between '2024-03-16' and ${TODAY}`,
    );
    expect(r).toEqual({ days: 730, currencies: RATE_CURRENCIES.length, n: 730 * RATE_CURRENCIES.length });
    const used = await rows<{ code: string }>(db, sql`select distinct currency_code code from orders`);
    for (const u of used) expect(RATE_CURRENCIES).toContain(u.code);
  });
});
