import { CURRENCIES } from '@marketdesk/contracts/constants';
import {
  type PartnerMarketplaceRow,
  type PartnerSkuRow,
  type PartnerSummary,
  partnerMarketplacesAnswer,
  partnerSkusAnswer,
  partnerSummaryAnswer,
  profitLoss,
} from '@marketdesk/contracts/partner-view';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { differences } from '../../../test/fixtures/dashboard-oracle';
import { type PartnerWorld, writePartnerWorld } from '../../../test/fixtures/partner-view';
import {
  expectedMarketplaces,
  expectedSkus,
  expectedSummary,
  type PartnerOracleQuery,
  type PartnerRaw,
  readPartnerRaw,
} from '../../../test/fixtures/partner-view-oracle';
import { createTestApp, type TestApp } from '../../../test/helper';
import { mulberry32 } from '../../db/demo/prng';
import {
  deleteClientRollups,
  deleteOrderLines,
  insertRows,
  listingDaysOfOrders,
  type OrderLineInput,
  refreshListingRollups,
  writeOrderLines,
} from '../../db/facts';
import { rollupDifferences } from '../../db/facts/recompute';
import { clients, settlements } from '../../db/schema';
import { addDays, earlier, todayUtc } from '../../platform/report-scope';

/**
 * Every figure of the three partner view calls, for random filter sets, equals what the raw rows say
 * (test/fixtures/partner-view-oracle.ts), for a client admin and for a user limited to some marketplaces and brands, in every
 * currency, while another client's facts, warehouse and settlements sit on the same marketplaces and days.
 */
let t: TestApp;
let world: PartnerWorld;
let raw: PartnerRaw;
const users = {} as Record<
  'admin' | 'limited',
  { headers: Record<string, string>; mps: number[] | null; brands: number[] | null }
>;

const today = todayUtc();
const FROM = addDays(today, -60);
const DAYS = 66; // a few days after today: those rows must never show

beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: process.env.PV_LOG ?? 'silent' } });
  world = await writePartnerWorld(t, mulberry32(20_05), { from: FROM, days: DAYS });
  raw = await readPartnerRaw(t.db, world.clientA);
  await t.make.role(world.clientA, { name: 'Client Admin', permissions: ['business_view:view'] });
  const admin = await t.make.member(world.clientA, { roleName: 'Client Admin' });
  users.admin = { headers: await t.auth(admin.user.id), mps: null, brands: null };
  const limited = await t.make.member(world.clientA, { permissions: ['business_view:view'] });
  const mps = [world.markets[0]!.id, world.markets[2]!.id, world.markets[3]!.id];
  const brands = [world.brandIds[1]!];
  for (const id of mps) await t.make.assign.marketplace(limited.user.id, id);
  for (const id of brands) await t.make.assign.brand(limited.user.id, id);
  await t.make.assign.warehouse(limited.user.id, world.w);
  users.limited = { headers: await t.auth(limited.user.id), mps, brands };
}, 180_000);
afterAll(() => t?.close());

const query = (f: { start: string; end: string; currency: string }, extra: Record<string, string> = {}) =>
  new URLSearchParams({
    client_id: String(world.clientA),
    warehouse_id: String(world.w.pk_warehouse_id),
    start_date: f.start,
    end_date: f.end,
    currency_code: f.currency,
    ...extra,
  });

/** Profit and loss is the contracts' rule over the answer's own parts, and within cents of the oracle's. */
function checkProfit(actual: PartnerSummary, expected: PartnerSummary, where: string) {
  expect(actual.profit_loss, where).toBe(
    profitLoss({
      sales: actual.sales_amount,
      commission: actual.total_commission,
      fees: actual.total_fees,
      buying_cost: actual.buying_cost,
      advertising_spend: actual.ams_spend ?? 0,
      returns: actual.returns_amount,
    }),
  );
  expect(Math.abs(actual.profit_loss - expected.profit_loss), where).toBeLessThanOrEqual(0.0601);
}
const withoutProfit = <T extends { profit_loss: number }>(rows: T[]) =>
  rows.map(({ profit_loss: _, ...r }) => r);

describe('partner view figures equal the raw rows', () => {
  it('for 16 random filter sets, as a client admin and as a limited user, in every currency', async () => {
    const r = mulberry32(77);
    let skuRowsSeen = 0;
    for (let i = 0; i < 16; i++) {
      const start = addDays(FROM, r.int(-3, DAYS - 10));
      const end = addDays(start, r.int(1, 45));
      const f = { start, end: earlier(end, today), currency: CURRENCIES[i % CURRENCIES.length]! };
      if (f.end <= f.start) continue;
      const who = i % 2 === 0 ? users.admin : users.limited;
      const scopeMps = [world.markets[0]!.id, world.markets[1]!.id, world.markets[2]!.id].filter(
        (id) => who.mps === null || who.mps.includes(id),
      );
      const o: PartnerOracleQuery = {
        warehouseId: world.w.pk_warehouse_id,
        mpIds: scopeMps,
        brandIds: who.brands,
        ...f,
      };
      const where = `draw ${i} ${JSON.stringify(f)}`;

      const summary = await t.app.inject({ url: `/partner-view/summary?${query(f)}`, headers: who.headers });
      expect(summary.statusCode, summary.body).toBe(200);
      const s = partnerSummaryAnswer.strict().parse(summary.json()).data;
      const es = expectedSummary(raw, o);
      expect(differences(withoutProfit([s]), withoutProfit([es])), where).toEqual([]);
      checkProfit(s, es, where);

      const mps = await t.app.inject({ url: `/partner-view/marketplaces?${query(f)}`, headers: who.headers });
      expect(mps.statusCode, mps.body).toBe(200);
      const rows = partnerMarketplacesAnswer.parse(mps.json()).data;
      const byId = [...rows].sort((a, b) => a.marketplace_id - b.marketplace_id);
      const em: PartnerMarketplaceRow[] = expectedMarketplaces(raw, o);
      expect(differences(withoutProfit(byId), withoutProfit(em)), where).toEqual([]);
      for (const [j, row] of byId.entries()) checkProfit(row, em[j]!, `${where} mp ${row.marketplace_id}`);
      // Largest sales first.
      expect(rows.map((x) => x.sales_amount)).toEqual(
        [...rows.map((x) => x.sales_amount)].sort((a, b) => b - a),
      );

      const mpId = r.pick(scopeMps);
      const skus = await t.app.inject({
        url: `/partner-view/skus?${query(f, { marketplace_id: String(mpId) })}`,
        headers: who.headers,
      });
      expect(skus.statusCode, skus.body).toBe(200);
      const skuRows = partnerSkusAnswer.parse(skus.json()).data;
      const sortedSkus = [...skuRows].sort((a, b) => a.sku_id - b.sku_id);
      const ek: PartnerSkuRow[] = expectedSkus(raw, o, mpId);
      expect(differences(withoutProfit(sortedSkus), withoutProfit(ek)), where).toEqual([]);
      for (const [j, row] of sortedSkus.entries())
        checkProfit(row as PartnerSummary, ek[j] as PartnerSummary, `${where} sku ${row.sku_id}`);
      skuRowsSeen += skuRows.length;
    }
    expect(skuRowsSeen).toBeGreaterThan(20);
  }, 300_000);

  it('the figures are not empty: the draws read real payments, costs, fees, returns, ads and stock', () => {
    const o: PartnerOracleQuery = {
      warehouseId: world.w.pk_warehouse_id,
      mpIds: [world.markets[0]!.id, world.markets[1]!.id, world.markets[2]!.id],
      brandIds: null,
      start: FROM,
      end: today,
      currency: 'USD',
    };
    const s = expectedSummary(raw, o);
    for (const v of [
      s.sales_amount,
      s.total_commission,
      s.total_fees,
      s.buying_cost,
      s.payment_received,
      s.payment_to_receive,
      s.returns_amount,
      s.ams_spend ?? 0,
    ])
      expect(v).toBeGreaterThan(0);
    expect(Object.keys(s.order_types_count).sort()).toEqual(['df', 'others', 'po']);
    const withStock = expectedSkus(raw, o, world.markets[0]!.id).filter(
      (x) => x.stock_coverage_days !== null,
    );
    expect(withStock.length).toBeGreaterThan(3);
  });

  // Last: it changes the facts the other tests read.
  it('after lines are changed, added and removed, settlements written and the other client deleted', async () => {
    const r = mulberry32(4_041);
    const mine = raw.lines.filter((l) => l.date <= today);
    const picked = mine.filter(() => r.next() < 0.15);
    const asInput = (l: (typeof mine)[number]): OrderLineInput => ({
      mp_id: l.mp_id,
      order_id: l.order_id,
      order_item_id: l.order_item_id,
      order_type: l.type,
      order_status: l.status,
      identifier: l.identifier,
      sku_code: l.sku_code,
      purchase_date: l.date,
      quantity_ordered: l.qty,
      item_price: l.price,
      amount_tax: l.tax,
      currency_code: l.currency,
    });
    const changed = picked.slice(0, 40).map((l) => ({
      ...asInput(l),
      item_price: Math.round(l.price * 130) / 100,
      quantity_ordered: l.qty + 1,
      purchase_date: addDays(l.date, r.int(-3, 3)) <= today ? addDays(l.date, r.int(-3, 3)) : l.date,
    }));
    const added = mine
      .slice(0, 25)
      .map((l, n) => ({ ...asInput(l), order_item_id: `new-${n}`, item_price: 10 + n }));
    await writeOrderLines(t.db, world.clientA, [...changed, ...added]);
    await deleteOrderLines(t.db, world.clientA, picked.slice(40, 70));
    // New settlement lines, by item and by SKU code, on changed and added lines, written as a settlement writer does.
    const paidFor = [...changed.slice(0, 10), ...added.slice(0, 10)];
    await insertRows(
      t.db,
      settlements,
      paidFor.map((l, n) => ({
        client_id: world.clientA,
        mp_id: l.mp_id,
        settlement_id: `S-after-${n}`,
        order_id: l.order_id,
        order_item_id: n % 2 === 0 ? l.order_item_id : null,
        sku_code: l.sku_code ?? null,
        transaction_type: 'Order',
        amount: '12.34',
        currency_code: l.currency_code,
      })),
    );
    for (const mpId of new Set(paidFor.map((l) => l.mp_id))) {
      const orderIds = paidFor.filter((l) => l.mp_id === mpId).map((l) => l.order_id);
      await refreshListingRollups(t.db, world.clientA, {
        keys: await listingDaysOfOrders(t.db, world.clientA, mpId, orderIds),
      });
    }
    // The other client's data goes with it, rollups included (as the clients repository deletes a client).
    await deleteClientRollups(t.db, world.clientB);
    await t.db.delete(clients).where(eq(clients.pk_client_id, world.clientB));
    expect(await rollupDifferences(t.db)).toEqual([]);
    const left = await t.db.execute(
      sql`select count(*)::int as n from sales_daily_lines where client_id = ${world.clientB}`,
    );
    expect((left as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);

    const now = await readPartnerRaw(t.db, world.clientA);
    const f = { start: FROM, end: today, currency: 'EUR' };
    const o: PartnerOracleQuery = {
      warehouseId: world.w.pk_warehouse_id,
      mpIds: [world.markets[0]!.id, world.markets[1]!.id, world.markets[2]!.id],
      brandIds: null,
      ...f,
    };
    const summary = await t.app.inject({
      url: `/partner-view/summary?${query(f)}`,
      headers: users.admin.headers,
    });
    const s = partnerSummaryAnswer.strict().parse(summary.json()).data;
    const es = expectedSummary(now, o);
    expect(differences(withoutProfit([s]), withoutProfit([es]))).toEqual([]);
    expect(s).not.toEqual(expectedSummary(raw, o));
    const mps = await t.app.inject({
      url: `/partner-view/marketplaces?${query(f)}`,
      headers: users.admin.headers,
    });
    const rows = [...partnerMarketplacesAnswer.parse(mps.json()).data].sort(
      (a, b) => a.marketplace_id - b.marketplace_id,
    );
    expect(differences(withoutProfit(rows), withoutProfit(expectedMarketplaces(now, o)))).toEqual([]);
  }, 300_000);
});
