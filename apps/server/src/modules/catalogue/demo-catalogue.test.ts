import { rankDropped, weekRank } from '@marketdesk/contracts/ad-analyses';
import { IDQ_POOR_BELOW, idqOf } from '@marketdesk/contracts/catalogue';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database';
import { factories } from '../../../test/factories';
import type { Db } from '../../db/client';
import { writeOrderLines } from '../../db/facts';
import { rowsOf } from '../../db/facts/executor';
import { prices, products, skus } from '../../db/schema';
import { catalogueRepository } from './catalogue.repository';
import {
  DEMO_LOST_BUYBOX_SHARE,
  DEMO_POOR_CONTENT_SHARE,
  DEMO_RANK_SLIP_EVERY,
  DEMO_SNAPSHOT_DAYS,
  writeDemoCatalogue,
} from './demo-catalogue';

const END = '2026-03-15';
const N = 40;
let handle: TestDatabase;
let db: Db;
let clientId: number;
const mps: Record<string, number> = {};

type Row = Record<string, unknown>;
const digest = async () =>
  rowsOf<{ t: string; n: number; h: string }>(
    db,
    sql`select 'content' t, count(*)::int n, md5(string_agg((to_jsonb(c) - '{pk_content_id,dt_create}'::text[])::text, '|' order by fk_product_id, version)) h from listing_content c
      union all select 'catalogue', count(*)::int, md5(string_agg((to_jsonb(s) - 'dt_create')::text, '|' order by fk_product_id, date)) from catalogue_snapshots s
      union all select 'buybox', count(*)::int, md5(string_agg((to_jsonb(b) - 'dt_create')::text, '|' order by fk_product_id, taken_at)) from buybox_snapshots b`,
  );

/** A small demo: one client, 40 SKUs listed on an Amazon, an OTTO and an own-shop marketplace, sales on Amazon. */
beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.database.db;
  const make = factories(db);
  clientId = (await make.client()).pk_client_id;
  const brand = await make.brand({ brand_name: 'Hearthline' });
  for (const [code, currency] of [
    ['AZ_US', 'USD'],
    ['OT_DE', 'EUR'],
    ['SP_US', 'USD'],
  ] as const) {
    mps[code] = (await make.marketplace({ short_code: code, currency_code: currency })).pk_mp_id;
  }
  const codes = Array.from({ length: N }, (_, i) => `HL-${String(i).padStart(3, '0')}`);
  const skuRows = await db
    .insert(skus)
    .values(
      codes.map((sku_code, i) => ({
        client_id: clientId,
        sku_code,
        sku_name: `Hearthline Percale Cotton Duvet Cover Set, Size ${i}`,
        sku_model: sku_code.slice(-3),
        fk_brand_id: brand.pk_brand_id,
        category: 'Bedding',
        subcategory: 'Bed Linen',
        color: i % 2 ? 'Sage' : null,
        size: i % 3 ? 'King' : null,
        material: 'Cotton',
        length_cm: '40',
        width_cm: '30',
        height_cm: '8',
        weight_g: '1800',
        bullet_points: [
          'Cotton build for everyday use',
          'Ships in recyclable packaging',
          'Category: Bedding',
        ],
        product_description: 'A percale duvet cover set.',
        keywords: ['bedding', 'duvet', 'cotton', 'soft'],
      })),
    )
    .returning({ id: skus.pk_sku_id, code: skus.sku_code });
  for (const [code, mpId] of Object.entries(mps)) {
    const rows = await db
      .insert(products)
      .values(
        skuRows.map((s, i) => ({
          client_id: clientId,
          mp_id: mpId,
          identifier: `${code.slice(0, 2)}${String(i).padStart(8, '0')}`,
          sku_code: s.code,
          fk_sku_id: s.id,
          title: `Hearthline Percale Cotton Duvet Cover Set, Size ${i}`,
          category: 'Bedding',
          subcategory: 'Bed Linen',
          is_fba: code === 'AZ_US' ? i % 4 !== 0 : null,
        })),
      )
      .returning({ id: products.pk_product_id });
    await db.insert(prices).values(
      rows.map((r, i) => ({
        client_id: clientId,
        fk_product_id: r.id,
        currency_code: code === 'OT_DE' ? 'EUR' : 'USD',
        regular_price: String(20 + i),
        sale_price: i % 10 === 0 ? String(17 + i) : null,
        sale_start_date: i % 10 === 0 ? '2026-03-10' : null,
        sale_end_date: i % 10 === 0 ? '2026-03-25' : null,
      })),
    );
  }
  // Sales on Amazon: SKU i sells i units over the last 30 days (its sales rank follows).
  await writeOrderLines(
    db,
    clientId,
    codes.flatMap((sku_code, i) =>
      Array.from({ length: i }, (_, k) => ({
        mp_id: mps.AZ_US!,
        order_id: `111-${i}-${k}`,
        order_item_id: '1',
        identifier: `AZ${String(i).padStart(8, '0')}`,
        sku_code,
        purchase_date: `2026-03-${String(15 - (k % 28 > 14 ? 14 : k % 15)).padStart(2, '0')}`,
        quantity_ordered: 1,
        item_price: 20 + i,
        currency_code: 'USD',
        order_status: 'Shipped',
      })),
    ),
  );
  await writeDemoCatalogue({ db });
}, 120_000);

afterAll(() => handle?.drop());

describe('the demo catalogue', () => {
  it('gives every product its content, a catalogue and a Buy Box snapshot a day up to the last order day', async () => {
    const perProduct = await rowsOf<{
      id: number;
      current: number;
      days: number;
      boxes: number;
      first: string;
      last: string;
    }>(
      db,
      sql`select p.pk_product_id as id,
          (select count(*) from listing_content c where c.client_id = p.client_id and c.fk_product_id = p.pk_product_id and c.valid_to is null)::int as current,
          (select count(*) from catalogue_snapshots s where s.client_id = p.client_id and s.fk_product_id = p.pk_product_id)::int as days,
          (select count(*) from buybox_snapshots b where b.client_id = p.client_id and b.fk_product_id = p.pk_product_id)::int as boxes,
          (select to_char(min(date), 'YYYY-MM-DD') from catalogue_snapshots s where s.client_id = p.client_id and s.fk_product_id = p.pk_product_id) as first,
          (select to_char(max(date), 'YYYY-MM-DD') from catalogue_snapshots s where s.client_id = p.client_id and s.fk_product_id = p.pk_product_id) as last
        from products p where p.client_id = ${clientId}::int`,
    );
    expect(perProduct).toHaveLength(3 * N);
    for (const p of perProduct) {
      expect(p).toEqual({
        id: p.id,
        current: 1,
        days: DEMO_SNAPSHOT_DAYS,
        boxes: DEMO_SNAPSHOT_DAYS,
        first: '2026-01-15',
        last: END,
      });
    }
  });

  it('scores every day with the IDQ rule of the content current that day; poor content is a share of every marketplace', async () => {
    for (const [code, mpId] of Object.entries(mps)) {
      const repo = catalogueRepository(db);
      const content = await repo.latestContent({ clientId, mpId });
      const latest = new Map(
        (await repo.latestCatalogueSnapshots({ clientId, mpId })).map((s) => [s.fk_product_id, s]),
      );
      expect(content).toHaveLength(N);
      for (const c of content) {
        const s = latest.get(c.fk_product_id)!;
        expect(s.content_version, code).toBe(c.version);
        expect({ idq_score: s.idq_score, missing_attributes: s.missing_attributes }).toEqual(idqOf(c));
      }
      const poor = [...latest.values()].filter((s) => s.idq_score < IDQ_POOR_BELOW);
      expect(poor.length, code).toBe(Math.round(DEMO_POOR_CONTENT_SHARE * N));
      for (const s of poor) expect(s.missing_attributes.length).toBeGreaterThan(2);
      expect(content.filter((c) => c.browse_node_id !== null).length, code).toBe(code === 'AZ_US' ? N : 0);
    }
    // Improved listings: a second version inside the window, and the days before it scored by the first.
    const improved = await rowsOf<{ before: number; after: number }>(
      db,
      sql`select min(s.idq_score) filter (where s.content_version = 1)::int as before,
          min(s.idq_score) filter (where s.content_version = 2)::int as after
        from listing_content c join catalogue_snapshots s on s.client_id = c.client_id
          and s.fk_product_id = c.fk_product_id
        where c.client_id = ${clientId}::int and c.version = 2 group by c.fk_product_id`,
    );
    expect(improved.length).toBeGreaterThan(0);
    for (const r of improved) {
      expect(r.before).toBeLessThan(IDQ_POOR_BELOW);
      expect(r.after).toBeGreaterThanOrEqual(IDQ_POOR_BELOW);
    }
  });

  it('has a share of each marketplace losing the Buy Box lately; an own shop always holds it', async () => {
    const lost = await rowsOf<{ mp_id: number; n: number }>(
      db,
      sql`select p.mp_id, count(*) filter (where not exists (
            select 1 from buybox_snapshots b where b.client_id = p.client_id and b.fk_product_id = p.pk_product_id
              and b.taken_at > ${END}::date - 3 and b.is_buy_box_winner))::int as n
        from products p where p.client_id = ${clientId}::int group by p.mp_id`,
    );
    const byMp = new Map(lost.map((r) => [r.mp_id, r.n]));
    expect(byMp.get(mps.AZ_US!)).toBe(Math.round(DEMO_LOST_BUYBOX_SHARE * N));
    expect(byMp.get(mps.OT_DE!)).toBe(Math.round(DEMO_LOST_BUYBOX_SHARE * N));
    expect(byMp.get(mps.SP_US!)).toBe(0);
    const losing = await rowsOf<Row>(
      db,
      sql`select * from buybox_snapshots where client_id = ${clientId}::int and not is_buy_box_winner
        and (competitor_count = 0 or competitor_selling_price >= our_selling_price)`,
    );
    expect(losing).toEqual([]); // a lost Buy Box always has a cheaper competitor
    const prime = await rowsOf<{ mp_id: number; prime: number }>(
      db,
      sql`select p.mp_id, count(*) filter (where b.is_prime)::int as prime from buybox_snapshots b
        join products p on p.client_id = b.client_id and p.pk_product_id = b.fk_product_id
        where b.client_id = ${clientId}::int group by p.mp_id`,
    );
    for (const r of prime) expect(r.prime > 0, String(r.mp_id)).toBe(r.mp_id === mps.AZ_US);
  });

  it('ranks better sellers higher on Amazon and follows the price on sale', async () => {
    const ranks = await rowsOf<{ i: number; rank: number | null; price: number }>(
      db,
      sql`select right(p.identifier, 8)::int as i, s.sales_rank as rank, b.our_selling_price::float8 as price
        from products p
        join catalogue_snapshots s on s.client_id = p.client_id and s.fk_product_id = p.pk_product_id and s.date = ${END}
        join buybox_snapshots b on b.client_id = p.client_id and b.fk_product_id = p.pk_product_id
          and b.taken_at::date = ${END}::date
        where p.client_id = ${clientId}::int and p.mp_id = ${mps.AZ_US}::int order by 1`,
    );
    const low = ranks.filter((r) => r.i < 5).map((r) => r.rank!);
    const high = ranks.filter((r) => r.i >= 35).map((r) => r.rank!);
    expect(Math.min(...low)).toBeGreaterThan(Math.max(...high));
    for (const r of ranks) expect(r.price).toBe(r.i % 10 === 0 ? 17 + r.i : 20 + r.i);
    const other = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int n from catalogue_snapshots s join products p on p.client_id = s.client_id
        and p.pk_product_id = s.fk_product_id where p.mp_id <> ${mps.AZ_US}::int and s.sales_rank is not null`,
    );
    expect(other[0]!.n).toBe(0);
  });

  it('lets one product in seven slip down its keyword ranks in the last week, as the T14 analysis reads them', async () => {
    const weeks = await rowsOf<{ id: number; previous: number[]; current: number[] }>(
      db,
      sql`select s.fk_product_id as id,
          array_agg(s.keyword_rank order by s.date) filter (where s.date between ${END}::date - 14 and ${END}::date - 8) as previous,
          array_agg(s.keyword_rank order by s.date) filter (where s.date between ${END}::date - 7 and ${END}::date - 1) as current
        from catalogue_snapshots s where s.client_id = ${clientId}::int and s.keyword_rank is not null
        group by 1 order by 1`,
    );
    const dropped = (w: (typeof weeks)[number]) => rankDropped(weekRank(w.previous), weekRank(w.current));
    const slipping = weeks.filter((w) => w.id % DEMO_RANK_SLIP_EVERY === 0);
    expect(slipping.length).toBeGreaterThan(5);
    for (const w of slipping) expect(dropped(w), JSON.stringify(w)).toBe(true);
    // The others drift a position or two a day: few, if any, look like a drop.
    const others = weeks.filter((w) => w.id % DEMO_RANK_SLIP_EVERY !== 0);
    expect(others.filter(dropped).length).toBeLessThan(others.length / 10);
  });

  it('is the same on every run', async () => {
    const first = await digest();
    await db.execute(sql`truncate listing_content, catalogue_snapshots, buybox_snapshots`);
    await writeDemoCatalogue({ db });
    expect(await digest()).toEqual(first);
  });
});
