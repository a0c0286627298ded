/**
 * Test data for the focused-SKU analysis tests (used by tests only): one client's marketplace with random
 * products, prices, fee rules, costs in two currencies, warehouse and FBA stock, orders, returns, ad metrics and
 * catalogue snapshots, written through the fact writers, plus a second marketplace whose rows must never count.
 */
import type { TestApp } from '../../../test/helper';
import type { Random } from '../../db/demo/prng';
import {
  type AdMetricInput,
  insertRows,
  type OrderLineInput,
  type ReturnInput,
  writeAdMetrics,
  writeOrderLines,
  writeReturns,
} from '../../db/facts';
import {
  adCampaigns,
  adGroups,
  adProducts,
  buyBoxSnapshots,
  catalogueSnapshots,
  currencyRates,
  fbaStock,
  fees,
  listingContent,
  prices,
  products,
  skuCosts,
  skus,
  stock,
} from '../../db/schema';
import { addDays } from '../../platform/report-scope';

export interface AnalysisFixture {
  clientId: number;
  mpId: number;
  otherMpId: number;
  brandIds: number[];
  /** Product ids on mpId, in creation order. */
  productIds: number[];
  identifiers: string[];
}

const cents = (r: Random, max: number) => Math.round(r.next() * max * 100) / 100;
const maybe = <T>(r: Random, p: number, v: () => T): T | null => (r.next() < p ? v() : null);

/** Writes the fixture for `today`; `n` products on the marketplace (the last one without a SKU). */
export async function writeAnalysisFixture(
  t: TestApp,
  r: Random,
  today: string,
  n = 24,
): Promise<AnalysisFixture> {
  const clientId = (await t.make.client()).pk_client_id;
  const mp = await t.make.marketplace({ short_code: `AZ-${clientId}`, currency_code: 'USD' });
  const other = await t.make.marketplace({ short_code: `AZ-D${clientId}`, currency_code: 'EUR' });
  const brandIds = [(await t.make.brand()).pk_brand_id, (await t.make.brand()).pk_brand_id];
  const wUs = await t.make.warehouse(clientId, [mp.pk_mp_id], { country: 'US' });
  const wEu = await t.make.warehouse(clientId, [mp.pk_mp_id, other.pk_mp_id], { country: 'DE' });
  const wOther = await t.make.warehouse(clientId, [other.pk_mp_id]);

  const rates: { date: string; currency_code: string; units_per_usd: string }[] = [];
  for (let d = addDays(today, -60); d <= today; d = addDays(d, 1)) {
    rates.push({ date: d, currency_code: 'USD', units_per_usd: '1' });
    if (r.next() < 0.7)
      rates.push({ date: d, currency_code: 'EUR', units_per_usd: (0.85 + r.next() * 0.1).toFixed(8) });
  }
  await insertRows(t.db, currencyRates, rates, { onConflictDoNothing: true });

  const codes = Array.from({ length: n - 1 }, (_, i) => `F${clientId}-${String(i).padStart(3, '0')}`);
  const skuRows = await t.db
    .insert(skus)
    .values(
      codes.map((code, i) => ({
        client_id: clientId,
        sku_code: code,
        sku_name: `Thing ${i}`,
        fk_brand_id: i % 5 === 4 ? null : brandIds[i % 2]!,
      })),
    )
    .returning({ id: skus.pk_sku_id, code: skus.sku_code });
  const identifiers = Array.from({ length: n }, (_, i) => `B0${clientId}X${String(i).padStart(4, '0')}`);
  const productRows = await t.db
    .insert(products)
    .values(
      identifiers.map((identifier, i) => ({
        client_id: clientId,
        mp_id: mp.pk_mp_id,
        identifier,
        mp_sku_code: i < n - 1 ? `${codes[i]}-US` : `LOOSE-${clientId}`,
        sku_code: i < n - 1 ? codes[i]! : `LOOSE-${clientId}`,
        fk_sku_id: i < n - 1 ? skuRows[i]!.id : null,
        title: i === 3 ? '=HYPERLINK("http://x")' : `Title ${i}`,
        category: ['Electronics', 'Home & Kitchen', 'Sports & Outdoors'][i % 3],
        focused_sku: i % 3 === 0,
      })),
    )
    .returning({ id: products.pk_product_id });
  const productIds = productRows.map((p) => p.id);
  // The same identifiers on the other marketplace: its rows must not count.
  await t.db.insert(products).values(
    identifiers.slice(0, n - 1).map((identifier, i) => ({
      client_id: clientId,
      mp_id: other.pk_mp_id,
      identifier,
      sku_code: codes[i]!,
      fk_sku_id: skuRows[i]!.id,
    })),
  );

  await insertRows(
    t.db,
    prices,
    productIds.flatMap((id, i) => {
      if (i % 7 === 6) return [];
      const regular = i % 11 === 10 ? null : 5 + cents(r, 80);
      const sale = maybe(r, 0.4, () => 4 + cents(r, 40));
      const start = sale === null ? null : addDays(today, r.int(-10, 3));
      return [
        {
          client_id: clientId,
          fk_product_id: id,
          currency_code: 'USD',
          regular_price: regular,
          sale_price: sale,
          sale_start_date: start,
          sale_end_date: start === null || r.next() < 0.3 ? null : addDays(start, r.int(0, 12)),
        },
      ];
    }),
  );
  await insertRows(
    t.db,
    fees,
    identifiers.flatMap((identifier, i) =>
      i % 5 === 2 || i === 13
        ? []
        : [
            {
              client_id: clientId,
              mp_id: mp.pk_mp_id,
              identifier,
              selling_price: 10 + cents(r, 50),
              fee_fixed: maybe(r, 0.5, () => cents(r, 2)),
              fee_variable_frac: maybe(r, 0.9, () => Number((0.05 + r.next() * 0.2).toFixed(4))),
              fee_shipping: maybe(r, 0.6, () => cents(r, 6)),
              currency_code: 'USD',
            },
          ],
    ),
  );
  // Costs: in dollars at the US warehouse, in euros at the German one, a newer one at a warehouse of the other
  // marketplace only (never preferred), and none for some SKUs.
  await insertRows(
    t.db,
    skuCosts,
    skuRows.flatMap((s, i) => {
      const row = (w: number, cur: string) => ({
        client_id: clientId,
        fk_sku_id: s.id,
        fk_warehouse_id: w,
        purchase_cost: maybe(r, 0.95, () => 1 + cents(r, 30)),
        shipping_cost: maybe(r, 0.7, () => cents(r, 3)),
        additional_cost: maybe(r, 0.5, () => cents(r, 2)),
        currency_code: cur,
      });
      if (i % 6 === 5) return [];
      const out = [row(wOther.pk_warehouse_id, 'USD')];
      if (i % 2 === 0) out.push(row(wUs.pk_warehouse_id, 'USD'));
      else out.push(row(wEu.pk_warehouse_id, 'EUR'));
      return out;
    }),
  );
  const asOf = new Date();
  await insertRows(
    t.db,
    stock,
    codes.flatMap((code) =>
      [wUs, wEu, wOther].map((w) => ({
        client_id: clientId,
        fk_warehouse_id: w.pk_warehouse_id,
        sku_code: code,
        quantity: r.next() < 0.3 ? 0 : r.int(1, 90),
        as_of: asOf.toISOString(),
        source: 'upload',
      })),
    ),
  );
  await insertRows(
    t.db,
    fbaStock,
    codes.flatMap((code, i) =>
      i % 4 === 3
        ? []
        : [
            {
              client_id: clientId,
              mp_id: mp.pk_mp_id,
              seller_id: 'S1',
              sku_code: `${code}-US`,
              asin: identifiers[i],
              available: r.int(0, 60),
              inbound: 0,
              reserved: 0,
              unfulfillable: 0,
              as_of: asOf.toISOString(),
              source: 'upload',
            },
            {
              client_id: clientId,
              mp_id: other.pk_mp_id,
              seller_id: 'S1',
              sku_code: `${code}-US`,
              available: 500,
              inbound: 0,
              reserved: 0,
              unfulfillable: 0,
              as_of: asOf.toISOString(),
              source: 'upload',
            },
          ],
    ),
  );

  // Orders over 40 days (some beyond the 30), every status and type, on both marketplaces; a few under another SKU.
  const lines: OrderLineInput[] = [];
  for (let i = 0; i < 900; i++) {
    const k = r.int(0, n - 1);
    const onOther = r.next() < 0.1 && k < n - 1;
    lines.push({
      mp_id: onOther ? other.pk_mp_id : mp.pk_mp_id,
      order_id: `O${i}`,
      order_item_id: '1',
      order_type: r.pick(['R', 'R', 'R', 'PO', 'DF'] as const),
      identifier: identifiers[k]!,
      sku_code:
        r.next() < 0.05
          ? 'SOMEONE-ELSE'
          : r.next() < 0.5
            ? k < n - 1
              ? codes[k]!
              : `LOOSE-${clientId}`
            : null,
      purchase_date: addDays(today, -r.int(0, 40)),
      order_status: r.pick(['Shipped', 'Shipped', 'Pending', 'Cancelled', 'canceled', null]),
      quantity_ordered: r.int(0, 4),
      item_price: cents(r, 120),
      currency_code: onOther ? 'EUR' : 'USD',
    });
  }
  // One product sells nothing, one sells fast (a stockout).
  const silent = identifiers[1]!;
  const kept = lines.filter((l) => l.identifier !== silent);
  for (let d = 0; d < 30; d++) {
    kept.push({
      mp_id: mp.pk_mp_id,
      order_id: `FAST${d}`,
      order_item_id: '1',
      identifier: identifiers[2]!,
      sku_code: codes[2]!,
      purchase_date: addDays(today, -d),
      order_status: 'Shipped',
      quantity_ordered: 20,
      item_price: 400,
      currency_code: 'USD',
    });
  }
  await writeOrderLines(t.db, clientId, kept);
  const returns: ReturnInput[] = Array.from({ length: 160 }, (_, i) => {
    const k = r.int(0, n - 1);
    return {
      mp_id: r.next() < 0.1 ? other.pk_mp_id : mp.pk_mp_id,
      return_id: `R${i}`,
      order_id: `O${i}`,
      identifier: identifiers[k]!,
      sku_code: r.next() < 0.5 ? null : k < n - 1 ? codes[k]! : `LOOSE-${clientId}`,
      return_date: addDays(today, -r.int(0, 40)),
      quantity: r.int(1, 3),
      price: cents(r, 50),
      currency_code: 'USD',
    };
  });
  await writeReturns(t.db, clientId, returns);

  // Advertising: ad products naming their ASIN, some naming only the SKU; other levels repeat the money.
  const metrics: AdMetricInput[] = [];
  for (const m of [mp, other]) {
    const profile = await t.make.profile(clientId, m.pk_mp_id);
    const key = { client_id: clientId, profile_id: profile.profile_id };
    await t.db
      .insert(adCampaigns)
      .values({ ...key, campaign_id: 'C', campaign_name: 'C', currency_code: 'USD' });
    await t.db.insert(adGroups).values({ ...key, ad_group_id: 'G', campaign_id: 'C', ad_group_name: 'G' });
    await insertRows(
      t.db,
      adProducts,
      skuRows.map((s, i) => ({
        ...key,
        ad_id: `AD${i}`,
        ad_group_id: 'G',
        campaign_id: 'C',
        asin: i % 4 === 1 ? null : identifiers[i],
        sku_code: s.code,
        fk_sku_id: s.id,
      })),
    );
    for (let i = 0; i < 500; i++) {
      const level = r.pick(['ad_product', 'ad_product', 'ad_product', 'campaign'] as const);
      metrics.push({
        profile_id: profile.profile_id,
        entity_type: level,
        entity_id: level === 'ad_product' ? `AD${r.int(0, skuRows.length - 1)}` : 'C',
        campaign_id: level === 'campaign' ? 'C' : null,
        date: addDays(today, -r.int(0, 35)),
        impressions: r.int(0, 5000),
        clicks: r.int(0, 60),
        spend: cents(r, 30),
        sales: r.next() < 0.1 ? 0 : cents(r, 200),
        orders: 0,
        units: 0,
      });
    }
  }
  // Metric keys are unique per entity and day: keep the last of each.
  const unique = new Map(
    metrics.map((m) => [`${m.profile_id}|${m.entity_type}|${m.entity_id}|${m.date}`, m]),
  );
  await writeAdMetrics(t.db, clientId, [...unique.values()]);

  // Catalogue: content for most products, daily snapshots, Buy Box snapshots (some lost, some never taken).
  const contentRows = productIds.flatMap((id, i) =>
    i % 8 === 7
      ? []
      : [
          {
            client_id: clientId,
            fk_product_id: id,
            version: 1,
            valid_from: addDays(today, -50),
            title: `Content title ${i}`,
            bullet_points: Array.from({ length: r.int(0, 6) }, (_, b) => `Bullet ${b}`),
            image_urls: Array.from({ length: r.int(0, 7) }, (_, k) => `https://img/${i}/${k}.jpg`),
            has_a_plus: r.next() < 0.5,
            brand: maybe(r, 0.8, () => 'Brand'),
            model: maybe(r, 0.6, () => 'M1'),
            color: maybe(r, 0.6, () => 'Red'),
            size: maybe(r, 0.6, () => 'L'),
            variation_theme: maybe(r, 0.5, () => 'Size'),
            length_cm: maybe(r, 0.7, () => 10),
            width_cm: 10,
            height_cm: 10,
            weight_g: 100,
            product_type: maybe(r, 0.8, () => 'HOME'),
            source: 'import',
          },
        ],
  );
  await insertRows(t.db, listingContent, contentRows);
  const snaps: Record<string, unknown>[] = [];
  const boxes: Record<string, unknown>[] = [];
  productIds.forEach((id, i) => {
    if (i % 9 === 8) return;
    for (let d = 0; d < 40; d += r.int(1, 3)) {
      snaps.push({
        client_id: clientId,
        fk_product_id: id,
        date: addDays(today, -d),
        idq_score: r.int(10, 100),
        missing_attributes: r.next() < 0.5 ? ['images', 'brand'] : [],
        reviews_average_rating: maybe(r, 0.9, () => (1 + r.next() * 4).toFixed(2)),
        reviews_count: r.int(0, 500),
        sales_rank: maybe(r, 0.8, () => r.int(1, 90_000)),
        keyword_rank: maybe(r, 0.7, () => r.int(1, 80)),
      });
      boxes.push({
        client_id: clientId,
        fk_product_id: id,
        taken_at: new Date(
          Date.parse(`${addDays(today, -d)}T00:00:00Z`) + r.int(0, 20) * 3_600_000,
        ).toISOString(),
        is_buy_box_winner: r.next() < 0.6,
        our_selling_price: cents(r, 50),
        competitor_selling_price: maybe(r, 0.8, () => cents(r, 50)),
        competitor_count: r.int(0, 5),
        is_prime: r.next() < 0.5,
        currency_code: 'USD',
      });
    }
  });
  await insertRows(t.db, catalogueSnapshots, snaps);
  await insertRows(
    t.db,
    buyBoxSnapshots,
    boxes.filter((b) => Date.parse(b.taken_at as string) <= Date.now()),
  );
  return { clientId, mpId: mp.pk_mp_id, otherMpId: other.pk_mp_id, brandIds, productIds, identifiers };
}
