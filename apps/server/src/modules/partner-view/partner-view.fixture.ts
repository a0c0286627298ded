/**
 * Test data for the partner view's tests: two clients' facts on shared marketplaces (the dashboard fixture's
 * orders, returns and ad metrics, with cancelled lines, unknown SKUs, PO and DF lines and future days), plus the
 * rows only the partner view reads: order lines with listings and tax, their fee rules, settlement lines (by item,
 * by SKU without an item, in another currency, another client's on the same order id), SKU costs per warehouse
 * known before and after the orders, and warehouse stock. Used by tests only.
 */
import { eq } from 'drizzle-orm';
import { writeFacts, writeRates, writeSkus } from '../../../test/fixtures/dashboard';
import type { TestApp } from '../../../test/helper';
import type { Random } from '../../db/demo/prng';
import { insertRows, type OrderLineInput, refreshListingRollups, writeOrderLines } from '../../db/facts';
import { fees, settlements, skuCosts, skus, stock } from '../../db/schema';
import { addDays } from '../../platform/report-scope';

export interface PartnerMarket {
  id: number;
  currency: string;
}

const money = (r: Random, max: number) => Math.round(r.next() * max * 100) / 100;

export interface PartnerWorld {
  clientA: number;
  clientB: number;
  /** A's warehouse serving markets[0..2]; W2 serves markets[0] and markets[3]. */
  w: { client_id: number; pk_warehouse_id: number };
  w2: { client_id: number; pk_warehouse_id: number };
  /** B's warehouse serving every market. */
  wB: { client_id: number; pk_warehouse_id: number };
  markets: PartnerMarket[];
  brandIds: number[];
}

/** Listings, fee rules, order lines, settlements, costs and stock of one client (see the file comment). */
async function writePartnerRows(
  t: TestApp,
  r: Random,
  clientId: number,
  skuCodes: string[],
  markets: PartnerMarket[],
  warehouseIds: number[],
  range: { from: string; days: number },
) {
  const identifier = (m: PartnerMarket, sku: string) => `ID-${m.id}-${sku}`;
  const feeRows = markets.flatMap((m) =>
    skuCodes
      .filter(() => r.next() < 0.8)
      .map((sku) => ({
        client_id: clientId,
        mp_id: m.id,
        identifier: identifier(m, sku),
        sku_code: sku,
        fee_variable_frac: r.next() < 0.9 ? (0.05 + r.int(0, 200) / 1000).toFixed(4) : null,
        fee_fixed: r.next() < 0.7 ? money(r, 3).toFixed(2) : null,
        fee_shipping: r.next() < 0.5 ? money(r, 4).toFixed(2) : null,
        currency_code: r.next() < 0.8 ? m.currency : 'USD',
      })),
  );
  await insertRows(t.db, fees, feeRows);

  const lines: OrderLineInput[] = Array.from({ length: 400 }, (_, i) => {
    const m = r.pick(markets);
    const sku = r.next() < 0.05 ? 'NOT-A-SKU' : r.pick(skuCodes);
    return {
      mp_id: m.id,
      order_id: `P${clientId}-${Math.floor(i / 2)}`,
      order_item_id: String(i % 2),
      order_type: r.pick(['R', 'R', 'R', 'R', 'PO', 'DF'] as const),
      identifier: identifier(m, sku),
      sku_code: sku,
      purchase_date: addDays(range.from, r.int(0, range.days - 1)),
      order_status: r.pick(['Shipped', 'Shipped', 'Shipped', 'Pending', 'Cancelled']),
      quantity_ordered: r.int(1, 4),
      item_price: money(r, 250),
      amount_tax: r.next() < 0.8 ? money(r, 30) : null,
      currency_code: m.currency,
    };
  });
  await writeOrderLines(t.db, clientId, lines);

  const settled: Record<string, unknown>[] = [];
  const settle = (
    l: OrderLineInput,
    description: string,
    amount: number,
    o: { byItem: boolean; usd: boolean },
  ) => {
    const m = markets.find((x) => x.id === l.mp_id)!;
    settled.push({
      client_id: clientId,
      mp_id: l.mp_id,
      settlement_id: `S${clientId}-${l.purchase_date}`,
      order_id: l.order_id,
      order_item_id: o.byItem ? l.order_item_id : null,
      sku_code: l.sku_code,
      transaction_type: 'Order',
      amount_type: description === 'Principal' || description === 'Tax' ? 'ItemPrice' : 'ItemFees',
      amount_description: description,
      amount: amount.toFixed(2),
      posted_date: addDays(l.purchase_date, 2),
      currency_code: o.usd ? 'USD' : m.currency,
    });
  };
  for (const l of lines) {
    if (r.next() < 0.3) continue;
    const o = { byItem: r.next() < 0.8, usd: r.next() < 0.1 };
    const price = Number(l.item_price);
    settle(l, 'Principal', r.next() < 0.1 ? price * 0.8 : price, o);
    settle(l, 'Tax', Number(l.amount_tax ?? 0), o);
    settle(l, 'Commission', -price * 0.15, o);
    if (r.next() < 0.3) settle(l, 'Refund', -money(r, 20), o);
  }
  // A settlement line of an order this client never had (must not count anywhere).
  settled.push({
    client_id: clientId,
    mp_id: markets[0]!.id,
    settlement_id: `S${clientId}-stray`,
    order_id: `NO-SUCH-ORDER-${clientId}`,
    order_item_id: '0',
    amount: '999.00',
    currency_code: markets[0]!.currency,
  });
  await insertRows(t.db, settlements, settled);

  const skuIds = await t.db
    .select({ pk_sku_id: skus.pk_sku_id })
    .from(skus)
    .where(eq(skus.client_id, clientId));
  const costRows = warehouseIds.flatMap((w) =>
    skuIds
      .filter(() => r.next() < 0.85)
      .map((s) => ({
        client_id: clientId,
        fk_sku_id: s.pk_sku_id,
        fk_warehouse_id: w,
        purchase_cost: r.next() < 0.95 ? money(r, 80).toFixed(2) : null,
        shipping_cost: r.next() < 0.7 ? money(r, 8).toFixed(2) : null,
        additional_cost: r.next() < 0.4 ? money(r, 3).toFixed(2) : null,
        currency_code: r.pick(['USD', 'EUR', 'GBP']),
        dt_update: new Date(
          `${addDays(range.from, r.int(-10, range.days))}T${String(r.int(0, 23)).padStart(2, '0')}:30:00Z`,
        ),
      })),
  );
  await insertRows(t.db, skuCosts, costRows);
  const stockRows = warehouseIds.flatMap((w) =>
    skuCodes
      .filter(() => r.next() < 0.8)
      .map((sku) => ({
        client_id: clientId,
        fk_warehouse_id: w,
        sku_code: sku,
        quantity: r.int(0, 400),
        as_of: new Date(),
        source: 'demo' as const,
      })),
  );
  await insertRows(t.db, stock, stockRows);
}

/** Both clients' facts; rates cover the range (with gaps, starting 3 days in). */
export async function writePartnerWorld(t: TestApp, r: Random, range: { from: string; days: number }) {
  const markets: PartnerMarket[] = [];
  for (const [code, currency] of [
    ['AZ_US', 'USD'],
    ['OT_DE', 'EUR'],
    ['AZ_UK', 'GBP'],
    ['AZ_IN', 'INR'],
  ] as const) {
    const mp = await t.make.marketplace({ short_code: `${code}-${r.digits(6)}`, currency_code: currency });
    markets.push({ id: mp.pk_mp_id, currency });
  }
  const brandIds: number[] = [];
  for (let i = 0; i < 3; i++) brandIds.push((await t.make.brand()).pk_brand_id);
  await writeRates(t, r, range.from, addDays(range.from, range.days));

  const clientA = (await t.make.client({ name: 'Partner A' })).pk_client_id;
  const clientB = (await t.make.client({ name: 'Partner B' })).pk_client_id;
  const [m0, m1, m2, m3] = markets.map((m) => m.id) as [number, number, number, number];
  const w = await t.make.warehouse(clientA, [m0, m1, m2]);
  const w2 = await t.make.warehouse(clientA, [m0, m3]);
  const wB = await t.make.warehouse(clientB, [m0, m1, m2, m3]);

  const skusA = await writeSkus(t, clientA, brandIds, 12);
  const skusB = await writeSkus(t, clientB, brandIds, 5);
  await writeFacts(t, r, { clientId: clientA, skuCodes: skusA }, markets, range, {
    orders: 600,
    returns: 150,
    metrics: 400,
  });
  await writeFacts(t, r, { clientId: clientB, skuCodes: skusB }, markets, range, {
    orders: 300,
    returns: 80,
    metrics: 200,
  });
  await writePartnerRows(t, r, clientA, skusA, markets, [w.pk_warehouse_id, w2.pk_warehouse_id], range);
  await writePartnerRows(t, r, clientB, skusB, markets, [wB.pk_warehouse_id], range);
  // Another client's settlement line on one of A's order ids: never A's payment.
  await insertRows(t.db, settlements, [
    {
      client_id: clientB,
      mp_id: m0,
      settlement_id: 'B-on-A',
      order_id: `P${clientA}-0`,
      order_item_id: '0',
      amount: '5000.00',
      currency_code: 'USD',
    },
  ]);
  // As a settlement writer does: the rollups that hold what the lines were paid, for every day written.
  for (const clientId of [clientA, clientB]) {
    await refreshListingRollups(t.db, clientId, { from: '2000-01-01', to: '2100-12-31' });
  }
  return { clientA, clientB, w, w2, wB, markets, brandIds } satisfies PartnerWorld;
}
