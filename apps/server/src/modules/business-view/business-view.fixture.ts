/**
 * Test data for the business view tests (used by tests only): one client's marketplace with random listings
 * (two sharing an identifier under different seller SKUs, one without a SKU), order lines of every type and
 * status over 120 days, returns, settlements (some not deposited, some for other items), warehouse stock with the
 * marketplace's warehouse priorities, FBA stock, ad metrics, catalogue and Buy Box snapshots; plus a second
 * marketplace and a second client whose rows must never count.
 */
import { and, eq } from 'drizzle-orm';
import { writeAdvertising } from '../../../test/fixtures/ads';
import type { TestApp } from '../../../test/helper';
import type { Random } from '../../db/demo/prng';
import {
  insertRows,
  type OrderLineInput,
  type ReturnInput,
  refreshListingRollups,
  writeOrderLines,
  writeReturns,
} from '../../db/facts';
import {
  buyBoxSnapshots,
  catalogueSnapshots,
  fbaStock,
  products,
  settlements,
  skus,
  stock,
  warehousePriorities,
} from '../../db/schema';
import { addDays } from '../../platform/report-scope';

export interface BusinessViewFixture {
  clientId: number;
  mpId: number;
  otherMpId: number;
  brandIds: number[];
  /** Warehouses: [P1, priority 2, serving without a priority, serving only the other marketplace]. */
  warehouseIds: number[];
  identifiers: string[];
}

const cents = (r: Random, max: number) => Math.round(r.next() * max * 100) / 100;
const maybe = <T>(r: Random, p: number, v: () => T): T | null => (r.next() < p ? v() : null);

/** Writes the fixture ending on `today` with `n` listings on the marketplace. */
export async function writeBusinessViewFixture(
  t: TestApp,
  r: Random,
  today: string,
  shortCode: (clientId: number) => string = (id) => `AZ-BV${id}`,
  n = 18,
): Promise<BusinessViewFixture> {
  const clientId = (await t.make.client()).pk_client_id;
  const mp = await t.make.marketplace({ short_code: shortCode(clientId), currency_code: 'USD' });
  const other = await t.make.marketplace({ short_code: `AZ-BVO${clientId}`, currency_code: 'EUR' });
  const brandIds = [(await t.make.brand()).pk_brand_id, (await t.make.brand()).pk_brand_id];
  const w1 = await t.make.warehouse(clientId, [mp.pk_mp_id]);
  const w2 = await t.make.warehouse(clientId, [mp.pk_mp_id, other.pk_mp_id]);
  const w3 = await t.make.warehouse(clientId, [mp.pk_mp_id]);
  const w4 = await t.make.warehouse(clientId, [other.pk_mp_id]);
  const warehouseIds = [w1, w2, w3, w4].map((w) => w.pk_warehouse_id);
  await insertRows(t.db, warehousePriorities, [
    { client_id: clientId, mp_id: mp.pk_mp_id, fk_warehouse_id: w1.pk_warehouse_id, priority: 1 },
    { client_id: clientId, mp_id: mp.pk_mp_id, fk_warehouse_id: w2.pk_warehouse_id, priority: 2 },
    // w4 is first for the other marketplace only: never P1 here.
    { client_id: clientId, mp_id: other.pk_mp_id, fk_warehouse_id: w4.pk_warehouse_id, priority: 1 },
  ]);

  const codes = Array.from({ length: n - 2 }, (_, i) => `V${clientId}-${String(i).padStart(3, '0')}`);
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
  // Listing i < n-2 sells SKU i; listing n-2 is a second offer of listing 0's identifier and SKU under another
  // seller SKU; listing n-1 has no SKU of the client.
  const identifiers = Array.from({ length: n - 1 }, (_, i) => `B0${clientId}Y${String(i).padStart(4, '0')}`);
  const listings = [
    ...codes.map((code, i) => ({
      identifier: identifiers[i]!,
      sku: code,
      seller: `${code}-US`,
      skuId: skuRows[i]!.id,
    })),
    { identifier: identifiers[0]!, sku: codes[0]!, seller: `${codes[0]}-MFN`, skuId: skuRows[0]!.id },
    { identifier: identifiers[n - 2]!, sku: `LOOSE-${clientId}`, seller: '', skuId: null },
  ];
  await t.db.insert(products).values(
    listings.map((l, i) => ({
      client_id: clientId,
      mp_id: mp.pk_mp_id,
      identifier: l.identifier,
      mp_sku_code: l.seller,
      sku_code: l.sku,
      fk_sku_id: l.skuId,
      title: i === 3 ? '=HYPERLINK("http://x")' : `Title ${i}`,
      category: ['Electronics', 'Home & Kitchen', null][i % 3],
      subcategory: i % 2 ? 'Sub' : null,
    })),
  );
  await t.db.insert(products).values(
    codes.map((code, i) => ({
      client_id: clientId,
      mp_id: other.pk_mp_id,
      identifier: identifiers[i]!,
      mp_sku_code: `${code}-US`,
      sku_code: code,
      fk_sku_id: skuRows[i]!.id,
    })),
  );
  const productIds = await t.db
    .select({ pk_product_id: products.pk_product_id })
    .from(products)
    .where(and(eq(products.client_id, clientId), eq(products.mp_id, mp.pk_mp_id)));

  const asOf = new Date().toISOString();
  await insertRows(
    t.db,
    stock,
    [...codes, `LOOSE-${clientId}`].flatMap((code) =>
      [w1, w2, w3, w4].flatMap((w) =>
        r.next() < 0.2
          ? []
          : [
              {
                client_id: clientId,
                fk_warehouse_id: w.pk_warehouse_id,
                sku_code: code,
                quantity: r.int(0, 90),
                as_of: asOf,
                source: 'upload',
              },
            ],
      ),
    ),
  );
  await insertRows(
    t.db,
    fbaStock,
    listings.flatMap((l, i) =>
      i % 4 === 3
        ? []
        : [mp, other].map((m) => ({
            client_id: clientId,
            mp_id: m.pk_mp_id,
            seller_id: 'S1',
            // The second offer's FBA row names its seller SKU (the first offer's may name the SKU code).
            sku_code: i === n - 2 || (l.seller && r.next() < 0.3) ? l.seller : l.sku,
            available: r.int(0, 60),
            inbound: 0,
            reserved: 0,
            unfulfillable: 0,
            as_of: asOf,
            source: 'upload',
          })),
    ),
  );

  // Orders over 120 days: every type and status, SKU codes blank, the client's, the seller's or someone else's.
  const lines: OrderLineInput[] = [];
  for (let i = 0; i < 700; i++) {
    const l = r.pick(listings);
    const onOther = r.next() < 0.1;
    lines.push({
      mp_id: onOther ? other.pk_mp_id : mp.pk_mp_id,
      order_id: `O${i}`,
      order_item_id: String(r.int(1, 2)),
      order_type: r.pick(['R', 'R', 'R', 'PO', 'DF'] as const),
      identifier: r.next() < 0.03 ? 'UNLISTED' : l.identifier,
      sku_code: r.pick([null, l.sku, l.sku, l.seller || null, 'SOMEONE-ELSE']),
      purchase_date: addDays(today, -r.int(0, 120)),
      order_status: r.pick(['Shipped', 'Shipped', 'Pending', 'Cancelled', 'canceled', null]),
      quantity_ordered: r.int(0, 4),
      item_price: cents(r, 120),
      currency_code: onOther ? 'EUR' : 'USD',
    });
  }
  await writeOrderLines(t.db, clientId, lines);
  const returns: ReturnInput[] = Array.from({ length: 150 }, (_, i) => {
    const l = r.pick(listings);
    return {
      mp_id: r.next() < 0.1 ? other.pk_mp_id : mp.pk_mp_id,
      return_id: `R${i}`,
      order_id: `O${i}`,
      identifier: l.identifier,
      sku_code: r.pick([null, l.sku, l.seller || null]),
      return_date: addDays(today, -r.int(0, 120)),
      quantity: r.int(1, 3),
      price: cents(r, 50),
      currency_code: 'USD',
    };
  });
  await writeReturns(t.db, clientId, returns);
  // Settlements: principal, tax and commission for most lines, some not deposited yet, some naming another item.
  const settlementRows = lines.flatMap((o, i) =>
    r.next() < 0.2
      ? []
      : [o.item_price, Number(o.item_price) * 0.2, -Number(o.item_price) * 0.15].map((amount, k) => ({
          client_id: clientId,
          mp_id: o.mp_id,
          settlement_id: `ST${i % 9}`,
          // Not deposited yet (never payment), deposited after the sale, or (odd data) dated before it.
          deposit_date:
            r.next() < 0.15 ? null : addDays(o.purchase_date, r.next() < 0.05 ? -r.int(1, 40) : r.int(3, 20)),
          order_id: o.order_id,
          order_item_id: r.next() < 0.05 ? '9' : o.order_item_id,
          sku_code: o.sku_code,
          identifier: o.identifier,
          transaction_type: 'Order',
          amount_type: ['ItemPrice', 'ItemPrice', 'ItemFees'][k],
          amount_description: ['Principal', 'Tax', 'Commission'][k],
          amount: Math.round(Number(amount) * 100) / 100,
          currency_code: 'USD',
        })),
  );
  await insertRows(t.db, settlements, settlementRows);
  // Written as a bulk import of settlements is: the listing rollup's payments of the period follow.
  await refreshListingRollups(t.db, clientId, { from: addDays(today, -130), to: today });

  // Advertising on both marketplaces (only this marketplace's ad_product level counts).
  const advertised = skuRows.map((k, i) => ({ asin: identifiers[i]!, sku_code: k.code, fk_sku_id: k.id }));
  for (const m of [mp, other])
    await writeAdvertising(t, r, {
      clientId,
      mpId: m.pk_mp_id,
      products: advertised,
      today,
      days: 120,
      count: 300,
    });

  // Catalogue and Buy Box snapshots every few days; some listings never observed.
  const snaps: Record<string, unknown>[] = [];
  const boxes: Record<string, unknown>[] = [];
  productIds.forEach((p, i) => {
    if (i % 7 === 6) return;
    for (let d = 0; d < 120; d += r.int(1, 6)) {
      snaps.push({
        client_id: clientId,
        fk_product_id: p.pk_product_id,
        date: addDays(today, -d),
        idq_score: r.int(10, 100),
        reviews_average_rating: maybe(r, 0.9, () => (1 + r.next() * 4).toFixed(2)),
        reviews_count: r.int(0, 500),
        sales_rank: maybe(r, 0.8, () => r.int(1, 90_000)),
      });
      boxes.push({
        client_id: clientId,
        fk_product_id: p.pk_product_id,
        // Any hour of the day, so the window's first and last days are tested at their edges.
        taken_at: new Date(
          Date.parse(`${addDays(today, -d)}T00:00:00Z`) + r.int(0, 23) * 3_600_000,
        ).toISOString(),
        is_buy_box_winner: r.next() < 0.6,
        competitor_count: r.int(0, 5),
        currency_code: 'USD',
      });
    }
  });
  await insertRows(t.db, catalogueSnapshots, snaps);
  await insertRows(t.db, buyBoxSnapshots, boxes);
  return { clientId, mpId: mp.pk_mp_id, otherMpId: other.pk_mp_id, brandIds, warehouseIds, identifiers };
}
