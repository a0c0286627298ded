import { idqOf } from '@marketdesk/contracts/catalogue';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database';
import { factories } from '../../../test/factories';
import type { Db } from '../../db/client';
import { mulberry32 } from '../../db/demo/prng';
import { rowsOf } from '../../db/facts/executor';
import { buyBoxSnapshots, catalogueSnapshots, products } from '../../db/schema';
import { catalogueRepository, catalogueService } from './index';

const END = new Date('2026-03-15T12:00:00.000Z');
const DAY = 86_400_000;
let handle: TestDatabase;
let db: Db;
let a: number;
let b: number;
let mp1: number;
let mp2: number;
/** Products: a1..a3 of client A on mp1, a4 of A on mp2, b1 of client B on mp1. */
const id: Record<string, number> = {};

type BuyBox = typeof buyBoxSnapshots.$inferInsert;
type Snapshot = typeof catalogueSnapshots.$inferInsert;
const raw: { buyBox: BuyBox[]; snapshots: Snapshot[] } = { buyBox: [], snapshots: [] };

const good = {
  title: 'Hearthline Percale Cotton Duvet Cover Set, King – breathable',
  bullet_points: ['One', 'Two', 'Three', 'Four', 'Five'],
  description: 'D'.repeat(200),
  image_urls: ['1', '2', '3', '4', '5', '6'],
  has_a_plus: true,
  brand: 'Hearthline',
  model: 'HL-1',
  color: 'Sage',
  size: 'King',
  variation_theme: 'SizeColor',
  length_cm: 40,
  width_cm: 30,
  height_cm: 8,
  weight_g: 1800,
  product_type: 'HOME_BED_AND_BATH',
  keywords: ['bedding'],
};

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.database.db;
  const make = factories(db);
  a = (await make.client({ name: 'A' })).pk_client_id;
  b = (await make.client({ name: 'B' })).pk_client_id;
  mp1 = (await make.marketplace({ short_code: 'AZ_US', currency_code: 'USD' })).pk_mp_id;
  mp2 = (await make.marketplace({ short_code: 'AZ_DE', currency_code: 'EUR' })).pk_mp_id;
  const place = async (key: string, clientId: number, mpId: number) => {
    const [row] = await db
      .insert(products)
      .values({ client_id: clientId, mp_id: mpId, identifier: `B0${key}`, sku_code: key })
      .returning({ id: products.pk_product_id });
    id[key] = row!.id;
  };
  await place('a1', a, mp1);
  await place('a2', a, mp1);
  await place('a3', a, mp1);
  await place('a4', a, mp2);
  await place('b1', b, mp1);

  // Random snapshots (irregular days and times, some products without any) to recompute from.
  const random = mulberry32(19);
  for (const [key, clientId] of [
    ['a1', a],
    ['a2', a],
    ['a4', a],
    ['b1', b],
  ] as const) {
    for (let d = 0; d < 40; d++) {
      if (random.next() < 0.3) continue;
      const day = new Date(END.getTime() - d * DAY);
      raw.snapshots.push({
        client_id: clientId,
        fk_product_id: id[key]!,
        date: day.toISOString().slice(0, 10),
        content_version: 1,
        idq_score: random.int(0, 100),
        missing_attributes: ['images'],
        reviews_average_rating: (1 + random.next() * 4).toFixed(2),
        reviews_count: random.int(0, 900),
        sales_rank: random.int(1, 90_000),
        keyword: 'kw',
        keyword_rank: random.int(1, 80),
      });
      for (let k = 0; k < random.int(1, 3); k++) {
        raw.buyBox.push({
          client_id: clientId,
          fk_product_id: id[key]!,
          taken_at: new Date(day.getTime() - random.int(0, 20) * 3_600_000 - k * 60_000),
          is_buy_box_winner: random.next() < 0.6,
          our_selling_price: (10 + random.int(0, 5000) / 100).toFixed(2),
          competitor_selling_price: random.next() < 0.2 ? null : (10 + random.int(0, 5000) / 100).toFixed(2),
          competitor_count: random.int(0, 6),
          is_prime: random.next() < 0.5,
          currency_code: 'USD',
        });
      }
    }
  }
  await db.insert(catalogueSnapshots).values(raw.snapshots);
  await db.insert(buyBoxSnapshots).values(raw.buyBox);
});

afterAll(() => handle?.drop());

const latestBy = <T>(rows: T[], key: (r: T) => number, order: (r: T) => string) => {
  const out = new Map<number, T>();
  for (const r of rows) {
    const seen = out.get(key(r));
    if (!seen || order(r) > order(seen)) out.set(key(r), r);
  }
  return out;
};

describe('catalogue repository', () => {
  it('answers the newest catalogue snapshot of each product of the client marketplace, as the raw rows say', async () => {
    const repo = catalogueRepository(db);
    for (const asOf of [undefined, '2026-03-01']) {
      const expected = latestBy(
        raw.snapshots.filter(
          (s) =>
            s.client_id === a && [id.a1, id.a2, id.a3].includes(s.fk_product_id) && (!asOf || s.date <= asOf),
        ),
        (s) => s.fk_product_id,
        (s) => s.date,
      );
      const got = await repo.latestCatalogueSnapshots({ clientId: a, mpId: mp1 }, asOf);
      expect(got.map((r) => r.fk_product_id)).toEqual([id.a1, id.a2]);
      for (const r of got) {
        const e = expected.get(r.fk_product_id)!;
        expect(r).toEqual({
          fk_product_id: e.fk_product_id,
          date: e.date,
          content_version: 1,
          idq_score: e.idq_score,
          missing_attributes: ['images'],
          reviews_average_rating: Number(e.reviews_average_rating),
          reviews_count: e.reviews_count,
          sales_rank: e.sales_rank,
          keyword: 'kw',
          keyword_rank: e.keyword_rank,
        });
      }
    }
  });

  it('answers the newest Buy Box snapshot of each product', async () => {
    const expected = latestBy(
      raw.buyBox.filter((s) => s.client_id === a && [id.a1, id.a2].includes(s.fk_product_id)),
      (s) => s.fk_product_id,
      (s) => (s.taken_at as Date).toISOString(),
    );
    const got = await catalogueRepository(db).latestBuyBoxSnapshots({ clientId: a, mpId: mp1 });
    expect(got).toHaveLength(2);
    for (const r of got) {
      const e = expected.get(r.fk_product_id)!;
      expect(r).toEqual({
        fk_product_id: e.fk_product_id,
        taken_at: (e.taken_at as Date).toISOString(),
        is_buy_box_winner: e.is_buy_box_winner,
        our_selling_price: Number(e.our_selling_price),
        competitor_selling_price:
          e.competitor_selling_price === null ? null : Number(e.competitor_selling_price),
        competitor_count: e.competitor_count,
        is_prime: e.is_prime,
        currency_code: 'USD',
      });
    }
    const before = new Date(END.getTime() - 10 * DAY);
    const older = await catalogueRepository(db).latestBuyBoxSnapshots({ clientId: a, mpId: mp1 }, before);
    for (const r of older) expect(Date.parse(r.taken_at)).toBeLessThanOrEqual(before.getTime());
  });

  it('recomputes the Buy Box win percentage over N days from the raw snapshots', async () => {
    for (const days of [1, 7, 30, 90]) {
      const from = END.getTime() - days * DAY;
      const expected = new Map<number, { n: number; w: number }>();
      for (const s of raw.buyBox) {
        const at = (s.taken_at as Date).getTime();
        if (
          s.client_id !== a ||
          ![id.a1, id.a2].includes(s.fk_product_id) ||
          at <= from ||
          at > END.getTime()
        )
          continue;
        const e = expected.get(s.fk_product_id) ?? { n: 0, w: 0 };
        e.n++;
        if (s.is_buy_box_winner) e.w++;
        expected.set(s.fk_product_id, e);
      }
      const got = await catalogueRepository(db).buyBoxWinPercentages({ clientId: a, mpId: mp1 }, days, END);
      expect(got.length, `${days} days`).toBe(expected.size);
      for (const r of got) {
        const e = expected.get(r.fk_product_id)!;
        expect(r).toEqual({
          fk_product_id: r.fk_product_id,
          snapshots: e.n,
          wins: e.w,
          win_percentage: Math.round((10_000 * e.w) / e.n) / 100,
        });
      }
    }
  });

  it("never answers another client's rows, even for its product ids", async () => {
    const repo = catalogueRepository(db);
    const asB = { clientId: b, mpId: mp1 };
    expect((await repo.latestCatalogueSnapshots(asB)).map((r) => r.fk_product_id)).toEqual([id.b1]);
    expect((await repo.latestBuyBoxSnapshots(asB)).map((r) => r.fk_product_id)).toEqual([id.b1]);
    expect((await repo.buyBoxWinPercentages(asB, 90, END)).map((r) => r.fk_product_id)).toEqual([id.b1]);
    const stolen = { clientId: b, mpId: mp1, productIds: [id.a1!, id.a2!] };
    expect(await repo.latestCatalogueSnapshots(stolen)).toEqual([]);
    expect(await repo.latestBuyBoxSnapshots(stolen)).toEqual([]);
    expect(await repo.buyBoxWinPercentages(stolen, 90, END)).toEqual([]);
    expect(await repo.contentVersions(b, id.a1!)).toEqual([]);
    // The other marketplace of the same client is apart too.
    expect(
      (await repo.latestCatalogueSnapshots({ clientId: a, mpId: mp2 })).map((r) => r.fk_product_id),
    ).toEqual([id.a4]);
    // And a product id list narrows within the client.
    const one = await repo.latestBuyBoxSnapshots({ clientId: a, mpId: mp1, productIds: [id.a2!] });
    expect(one.map((r) => r.fk_product_id)).toEqual([id.a2]);
  });
});

describe('content versions', () => {
  it('keeps earlier versions, has one current version, and rescores the day with the IDQ rule', async () => {
    const service = catalogueService(db);
    const at1 = new Date('2026-03-10T09:00:00.000Z');
    const at2 = new Date('2026-03-20T09:00:00.000Z');
    const poor = { title: 'Duvet Cover', image_urls: ['1'], bullet_points: ['One'] };
    expect(
      await service.writeContentVersion({
        clientId: a,
        productId: id.a3!,
        content: poor,
        source: 'import',
        at: at1,
      }),
    ).toBe(1);
    expect(
      await service.writeContentVersion({
        clientId: a,
        productId: id.a3!,
        content: good,
        source: 'listing_update',
        at: at2,
      }),
    ).toBe(2);
    await service.writeContentVersion({
      clientId: b,
      productId: id.b1!,
      content: good,
      source: 'import',
      at: at1,
    });

    const versions = await service.repo.contentVersions(a, id.a3!);
    expect(versions.map((v) => [v.version, v.valid_from, v.valid_to, v.title])).toEqual([
      [2, at2.toISOString(), null, good.title],
      [1, at1.toISOString(), at2.toISOString(), 'Duvet Cover'],
    ]);
    const current = await service.repo.latestContent({ clientId: a, mpId: mp1 });
    expect(current.map((c) => [c.fk_product_id, c.version])).toEqual([[id.a3, 2]]);
    expect(current[0]).toMatchObject({
      bullet_points: good.bullet_points,
      length_cm: 40,
      source: 'listing_update',
    });

    const days = await rowsOf<{
      date: string;
      content_version: number;
      idq_score: number;
      missing: string[];
    }>(
      db,
      sql`select to_char(date, 'YYYY-MM-DD') as date, content_version, idq_score, missing_attributes as missing
        from catalogue_snapshots where client_id = ${a}::int and fk_product_id = ${id.a3}::int order by date`,
    );
    expect(days).toEqual([
      {
        date: '2026-03-10',
        content_version: 1,
        idq_score: idqOf(poor).idq_score,
        missing: idqOf(poor).missing_attributes,
      },
      { date: '2026-03-20', content_version: 2, idq_score: 100, missing: [] },
    ]);

    // The partial unique index refuses a second current version.
    await expect(
      db.execute(
        sql`insert into listing_content (client_id, fk_product_id, version, valid_from, source)
          values (${a}::int, ${id.a3}::int, 3, now(), 'import')`,
      ),
    ).rejects.toThrow();
    // A reference to another client's product is refused.
    await expect(
      db.execute(
        sql`insert into listing_content (client_id, fk_product_id, version, valid_from, source)
          values (${b}::int, ${id.a1}::int, 1, now(), 'import')`,
      ),
    ).rejects.toThrow();

    const all = await service.forMarketplace({ clientId: a, mpId: mp1 }, { days: 30, end: END });
    expect([...all.keys()].sort((x, y) => x - y)).toEqual([id.a1, id.a2, id.a3]);
    expect(all.get(id.a3!)!.presence).toMatchObject({ has_a_plus: true, image_count: 6, bullet_count: 5 });
    expect(all.get(id.a1!)!.buybox_win_percentage).toEqual(expect.any(Number));
  });
});
