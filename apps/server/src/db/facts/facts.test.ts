import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database';
import type { Db } from '../client';
import { mulberry32 } from '../demo/prng';
import {
  adCampaigns,
  adGroups,
  adProducts,
  brands,
  clients,
  marketplaces,
  sellerProfiles,
  settlements,
  skus,
} from '../schema';
import type { AdMetricInput } from './ads';
import { rowsOf } from './executor';
import {
  deleteAdMetrics,
  deleteOrderLines,
  deleteReturns,
  insertRows,
  listingDaysOfOrders,
  orderLinesWriter,
  refreshAdsRollups,
  refreshListingRollups,
  refreshSalesRollups,
  writeAdMetrics,
  writeOrderLines,
  writeReturns,
} from './index';
import type { OrderLineInput } from './orders';
import { rollupDifferences } from './recompute';
import type { ReturnInput } from './returns';

let handle: TestDatabase;
let db: Db;
const random = mulberry32(20_240_601);
const ids = {
  clients: [] as number[],
  mps: [] as number[],
  brands: [] as number[],
  skus: new Map<number, string[]>(),
};
const profiles = new Map<number, string>();

const day = (offset: number) => new Date(Date.UTC(2025, 0, 1 + offset)).toISOString().slice(0, 10);
const money = () => Math.round(random.next() * 20_000) / 100;

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.database.db;
  const mpRows = await db
    .insert(marketplaces)
    .values(
      ['AZ_US', 'NN_AE', 'OT_DE'].map((code) => ({
        short_code: code,
        name: code,
        website_url: 'https://example.com',
        country_code: code.slice(3),
        currency_code: 'USD',
        language_code: 'en',
        timezone: 'UTC',
      })),
    )
    .returning({ id: marketplaces.pk_mp_id });
  ids.mps = mpRows.map((r) => r.id);
  const brandRows = await db
    .insert(brands)
    .values([
      { brand_name: 'One', brand_code: 'ONE' },
      { brand_name: 'Two', brand_code: 'TWO' },
    ])
    .returning({ id: brands.pk_brand_id });
  ids.brands = brandRows.map((r) => r.id);
  for (const name of ['Tenant A', 'Tenant B']) {
    const [c] = await db
      .insert(clients)
      .values({ name, email: 'x@example.com' })
      .returning({ id: clients.pk_client_id });
    const clientId = c!.id;
    ids.clients.push(clientId);
    const codes = Array.from({ length: 12 }, (_, i) => `SKU-${name.slice(-1)}-${i}`);
    ids.skus.set(clientId, codes);
    // The last SKU has no brand; codes outside this list stay unknown (sku_id 0).
    await db.insert(skus).values(
      codes.map((code, i) => ({
        client_id: clientId,
        sku_code: code,
        sku_name: code,
        fk_brand_id: i === codes.length - 1 ? null : ids.brands[i % 2]!,
      })),
    );
    const profileId = `P${clientId}`;
    profiles.set(clientId, profileId);
    await db.insert(sellerProfiles).values({
      client_id: clientId,
      profile_id: profileId,
      seller_name: name,
      seller_type: 'seller',
      fk_mp_id: ids.mps[0]!,
    });
    await db.insert(adCampaigns).values({
      client_id: clientId,
      profile_id: profileId,
      campaign_id: 'C1',
      campaign_name: 'Campaign',
      currency_code: 'USD',
      fk_brand_id: ids.brands[1]!,
    });
    await db.insert(adGroups).values({
      client_id: clientId,
      profile_id: profileId,
      ad_group_id: 'G1',
      campaign_id: 'C1',
      ad_group_name: 'Group',
    });
    const skuRows = await db
      .select({ id: skus.pk_sku_id, code: skus.sku_code })
      .from(skus)
      .where(sql`${skus.client_id} = ${clientId}`);
    await insertRows(
      db,
      adProducts,
      skuRows.slice(0, 6).map((s, i) => ({
        client_id: clientId,
        profile_id: profileId,
        ad_id: `AD${i}`,
        ad_group_id: 'G1',
        campaign_id: 'C1',
        sku_code: s.code,
        fk_sku_id: i === 5 ? null : s.id,
        state: 'enabled',
      })),
    );
  }
});

afterAll(() => handle?.drop());

async function expectRollupsMatchRaw(ex: Db) {
  expect(await rollupDifferences(ex)).toEqual([]);
  // Not vacuous: the rollups hold rows of both kinds.
  const counts = (await ex.execute(
    sql`select (select count(*) from sales_daily_sku)::int as s, (select count(*) from ads_daily_brand)::int as a,
      (select count(*) from sales_daily_listing where paid <> 0)::int as p`,
  )) as unknown as { rows: { s: number; a: number; p: number }[] };
  expect(counts.rows[0]!.s).toBeGreaterThan(0);
  expect(counts.rows[0]!.p).toBeGreaterThan(0);
  expect(counts.rows[0]!.a).toBeGreaterThan(0);
}

function orderLine(clientId: number, n: number): OrderLineInput {
  const codes = ids.skus.get(clientId)!;
  const type = random.pick(['R', 'R', 'R', 'PO', 'DF'] as const);
  return {
    mp_id: random.pick(ids.mps),
    order_id: `O-${n}`,
    order_item_id: String(random.int(1, 2)),
    order_type: type,
    identifier: random.pick(['B0LISTING1', 'B0LISTING2', null]),
    sku_code: random.next() < 0.1 ? 'UNKNOWN-SKU' : random.pick(codes),
    purchase_date: day(random.int(0, 20)),
    order_status: random.pick([
      'Shipped',
      'Shipped',
      'Pending',
      'Unshipped',
      'Cancelled',
      'canceled',
      'CANCELED',
    ]),
    quantity_ordered: random.int(0, 4),
    item_price: money(),
    amount_tax: money(),
    currency_code: 'USD',
  };
}

function returnRow(clientId: number, n: number): ReturnInput {
  return {
    mp_id: random.pick(ids.mps),
    return_id: `R-${n}`,
    order_id: `O-${n}`,
    identifier: random.pick(['B0LISTING1', null]),
    sku_code: random.next() < 0.1 ? 'UNKNOWN-SKU' : random.pick(ids.skus.get(clientId)!),
    return_date: day(random.int(0, 25)),
    quantity: random.int(1, 3),
    price: money(),
    currency_code: 'USD',
  };
}

function metric(clientId: number): AdMetricInput {
  const type = random.pick(['ad_product', 'ad_product', 'target', 'search_term'] as const);
  return {
    profile_id: profiles.get(clientId)!,
    entity_type: type,
    entity_id: type === 'ad_product' ? `AD${random.int(0, 5)}` : `E${random.int(0, 3)}`,
    ad_group_id: type === 'ad_product' ? null : 'G1',
    date: day(random.int(0, 20)),
    impressions: random.int(0, 5000),
    clicks: random.int(0, 40),
    spend: money(),
    sales: money(),
    orders: random.int(0, 5),
    units: random.int(0, 6),
  };
}

/**
 * Settlement lines for most of the lines (some not deposited, some naming another item, some naming none but the
 * SKU code, some refunds, some in another currency or without an amount), written as a settlement writer does:
 * the rows, then the listing rollups' days of their orders.
 */
async function settle(clientId: number, lines: OrderLineInput[]) {
  const itemOf = (o: OrderLineInput) => {
    const r = random.next();
    return r < 0.1 ? '9' : r < 0.2 ? null : o.order_item_id;
  };
  const rows = lines
    .filter(() => random.next() < 0.7)
    .map((o, i) => ({
      client_id: clientId,
      mp_id: o.mp_id,
      settlement_id: `ST-${i % 5}`,
      deposit_date: random.next() < 0.2 ? null : day(random.int(0, 20)),
      order_id: o.order_id,
      order_item_id: itemOf(o),
      sku_code: o.sku_code,
      transaction_type: random.next() < 0.25 ? 'Refund' : 'Order',
      amount: random.next() < 0.05 ? null : money(),
      currency_code: random.next() < 0.1 ? 'EUR' : 'USD',
    }));
  await insertRows(db, settlements, rows);
  for (const mpId of ids.mps) {
    const orderIds = rows.filter((r) => r.mp_id === mpId).map((r) => r.order_id);
    await refreshListingRollups(db, clientId, {
      keys: await listingDaysOfOrders(db, clientId, mpId, orderIds),
    });
  }
}

describe('fact writers keep the rollups equal to the raw rows', () => {
  it('after random inserts, edits and deletes of orders, returns and ad metrics', async () => {
    for (const clientId of ids.clients) {
      const lines = Array.from({ length: 400 }, (_, n) => orderLine(clientId, n));
      await writeOrderLines(db, clientId, lines);
      await writeReturns(
        db,
        clientId,
        Array.from({ length: 80 }, (_, n) => returnRow(clientId, n)),
      );
      await writeAdMetrics(
        db,
        clientId,
        Array.from({ length: 300 }, () => metric(clientId)),
      );
      await settle(clientId, lines);
    }
    await expectRollupsMatchRaw(db);

    const [a, b] = ids.clients as [number, number];
    const countB = async () =>
      (
        (await db.execute(
          sql`select count(*)::int as n, sum(sales_r)::text as s from sales_daily_sku where client_id = ${b}`,
        )) as unknown as { rows: unknown[] }
      ).rows;
    const before = await countB();

    // Edits in client A only: moved dates, new prices, other SKUs and statuses, and a batch naming one line twice.
    const edits = Array.from({ length: 120 }, () => ({ ...orderLine(a, random.int(0, 399)) }));
    edits.push({ ...edits[0]!, item_price: 1.23 });
    await writeOrderLines(db, a, edits);
    await writeReturns(
      db,
      a,
      Array.from({ length: 30 }, () => returnRow(a, random.int(0, 79))),
    );
    await writeAdMetrics(
      db,
      a,
      Array.from({ length: 100 }, () => metric(a)),
    );
    await expectRollupsMatchRaw(db);

    // Deletes, including keys that do not exist and a whole day of one marketplace.
    const all = (await db.execute(
      sql`select mp_id, order_id, order_item_id, purchase_date::text as d from orders where client_id = ${a}`,
    )) as unknown as { rows: { mp_id: number; order_id: string; order_item_id: string; d: string }[] };
    const day0 = all.rows.filter((r) => r.d === all.rows[0]!.d && r.mp_id === all.rows[0]!.mp_id);
    await deleteOrderLines(db, a, [
      ...all.rows.filter(() => random.next() < 0.2),
      ...day0,
      { mp_id: ids.mps[0]!, order_id: 'nope', order_item_id: '1' },
    ]);
    await deleteReturns(db, a, [
      { mp_id: ids.mps[0]!, return_id: 'R-1' },
      { mp_id: ids.mps[1]!, return_id: 'R-2' },
      { mp_id: ids.mps[2]!, return_id: 'R-3' },
    ]);
    const metrics = (await db.execute(
      sql`select profile_id, entity_type, entity_id, date::text as date from ad_metrics_daily where client_id = ${a}`,
    )) as unknown as {
      rows: { profile_id: string; entity_type: 'ad_product'; entity_id: string; date: string }[];
    };
    await deleteAdMetrics(
      db,
      a,
      metrics.rows.filter(() => random.next() < 0.3),
    );
    await expectRollupsMatchRaw(db);

    const after = await countB();
    expect(after).toEqual(before);
  }, 90_000); // about 30 writer calls, each refreshing every rollup: 30 s at load 8

  it('a writer that fails leaves raw rows and rollups as they were', async () => {
    const [a] = ids.clients as [number];
    const snapshot = async () =>
      (
        (await db.execute(
          sql`select (select count(*) from orders)::int o, (select sum(sales_r) from sales_daily_brand)::text s`,
        )) as unknown as { rows: unknown[] }
      ).rows;
    const before = await snapshot();
    const bad = { ...orderLine(a, 9999), currency_code: null as unknown as string };
    await expect(
      db.transaction(async (tx) => writeOrderLines(tx, a, [orderLine(a, 9998), bad])),
    ).rejects.toThrow();
    expect(await snapshot()).toEqual(before);
  });

  it('an order-lines writer fed in batches counts distinct lines by what was stored and skips unchanged ones', async () => {
    const [, b] = ids.clients as [number, number];
    const w = (n: number, price: number): OrderLineInput => ({
      mp_id: ids.mps[n % 2]!,
      order_id: `W-${n}`,
      order_item_id: '1',
      sku_code: ids.skus.get(b)![n % 3]!,
      purchase_date: day(n),
      order_status: 'Shipped',
      quantity_ordered: 1,
      item_price: price,
      currency_code: 'USD',
    });
    const feed = (batches: OrderLineInput[][]) =>
      db.transaction(async (tx) => {
        const writer = orderLinesWriter(tx, b, { skipUnchanged: true });
        for (const batch of batches) await writer.add(batch);
        return (await writer.finish()).counts;
      });
    const lines = Array.from({ length: 8 }, (_, n) => w(n, 10 + n));
    lines[1] = w(1, 12.555); // stored as 12.56, and compared as stored
    expect(await feed([lines.slice(0, 5), lines.slice(5)])).toEqual({
      inserted: 8,
      updated: 0,
      unchanged: 0,
    });
    const stamps = async () =>
      new Map(
        (
          await rowsOf<{ order_id: string; price: string; stamp: string }>(
            db,
            sql`select order_id, item_price::text as price, dt_update::text as stamp from orders
              where client_id = ${b} and order_id like 'W-%'`,
          )
        ).map((r) => [r.order_id, r]),
      );
    const before = await stamps();

    // W-2 changed in the first batch and again in the second (the last wins, one update); W-8 is new.
    const again = [
      [lines[0]!, w(1, 12.56), w(2, 99)],
      [w(8, 1), w(2, 5), lines[3]!],
    ];
    expect(await feed(again)).toEqual({ inserted: 1, updated: 1, unchanged: 3 });
    const after = await stamps();
    expect(after.get('W-2')!.price).toBe('5.00');
    expect(after.get('W-1')!.price).toBe('12.56');
    for (const id of ['W-0', 'W-1', 'W-3']) expect(after.get(id)!.stamp).toBe(before.get(id)!.stamp);
    expect(after.get('W-8')).toBeDefined();
    await expectRollupsMatchRaw(db);
  });

  it('rebuilding whole date ranges gives the same rollups', async () => {
    const [a] = ids.clients as [number];
    await db.execute(sql`delete from sales_daily_sku where client_id = ${a}`);
    await db.execute(sql`update ads_daily_brand set ams_spend = ams_spend + 1 where client_id = ${a}`);
    await db.transaction(async (tx) => {
      await refreshSalesRollups(tx, a, { from: '2024-12-01', to: '2025-02-01' });
      await refreshAdsRollups(tx, a, { from: '2024-12-01', to: '2025-02-01', mpIds: ids.mps });
    });
    await expectRollupsMatchRaw(db);
  });
});
