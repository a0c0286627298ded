import type { FocusedSkuAnalysis } from '@marketdesk/contracts/focused-sku';
import { FOCUSED_THRESHOLDS as T } from '@marketdesk/contracts/focused-sku-rules';
import { type FocusedSkuPatch, focusedSkuFixture } from '@marketdesk/contracts/test/focused-sku';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helper';
import { rowsOf } from '../../../db/facts/executor';
import { orders, products, skus, ticketItems, tickets } from '../../../db/schema';
import { raiseAnalysisTickets, raiseUnmappedSkuTickets } from './raise-analysis-tickets';

let t: TestApp;
let clientId: number;
let otherClient: number;
let mpId: number;
let otherMp: number;

const sku = (asin: string, patch: FocusedSkuPatch = {}): FocusedSkuAnalysis =>
  focusedSkuFixture({ ...patch, asin, mp_id: mpId });

const analyse = (records: FocusedSkuAnalysis[], client = clientId, mp = mpId) =>
  t.db.transaction((tx) => raiseAnalysisTickets(tx, { clientId: client, mpId: mp, records }));

type Raised = {
  id: number;
  type: string;
  creator: number | null;
  name: string;
  mp: number | null;
  items: Record<string, unknown>[];
};
async function raised(ids: number[]): Promise<Raised[]> {
  if (ids.length === 0) return [];
  const heads = await t.db.select().from(tickets).where(inArray(tickets.pk_ticket_id, ids));
  const items = await t.db.select().from(ticketItems).where(inArray(ticketItems.ticket_id, ids));
  return heads
    .sort((a, b) => a.pk_ticket_id - b.pk_ticket_id)
    .map((h) => ({
      id: h.pk_ticket_id,
      type: h.fk_ticket_type_id,
      creator: h.fk_creator_id,
      name: h.creator_name,
      mp: h.fk_mp_id,
      items: items
        .filter((i) => i.ticket_id === h.pk_ticket_id)
        .sort((a, b) => a.item_no - b.item_no)
        .map((i) => i.data as Record<string, unknown>),
    }));
}
const skusOf = (r: Raised[], type: string) =>
  r.filter((x) => x.type === type).flatMap((x) => x.items.map((i) => i.retailer_sku));

async function resolve(ids: number[]) {
  await t.db.update(tickets).set({ status: 'RESOLVED' }).where(inArray(tickets.pk_ticket_id, ids));
}

beforeAll(async () => {
  t = await createTestApp();
  const tag = Math.random().toString(36).slice(2, 7).toUpperCase();
  mpId = (await t.make.marketplace({ short_code: `AZ_${tag}` })).pk_mp_id;
  otherMp = (await t.make.marketplace({ short_code: `AZ_Y${tag}` })).pk_mp_id;
  clientId = (await t.make.client()).pk_client_id;
  otherClient = (await t.make.client()).pk_client_id;
});
afterAll(() => t?.close());

describe('raiseAnalysisTickets', () => {
  it("raises T5, T1, T7 and T2 exactly at the analysis's thresholds (just in, just out), automated", async () => {
    const cover = (d: number) => ({
      inventory: { stock_coverage_days: d, total_available: 10, fba_available_quantity: 4 },
    });
    const idq = (s: number) => ({ catalogue: { idq_score: s, missing_attributes: ['brand', 'color'] } });
    // Profit per unit as a percent of a price of 100.
    const margin = (m: number) => ({ profitability: { selling_price: 100, net_margin: m } });
    const records = [
      sku('B0STOCKIN', cover(T.stockoutCoverageDays - 0.1)),
      sku('B0STOCKOUT', cover(T.stockoutCoverageDays)),
      sku('B0IDQIN', idq(T.contentIdqMin - 1)),
      sku('B0IDQOUT', idq(T.contentIdqMin)),
      sku('B0PROFIN', margin(T.profitMinPercent - 0.01)),
      sku('B0PROFOUT', margin(T.profitMinPercent)),
      sku('B0BOXIN', {
        buybox: { is_winning: false, our_selling_price: 21, competitor_selling_price: 19.5 },
      }),
      sku('B0BOXOUT', { buybox: { is_winning: true } }),
      sku('B0BOXNONE', { buybox: { is_winning: null } }),
      // A high return rate raises no ticket.
      sku('B0RETURNS', { returns: { return_rate_30d: 50, units_returned_30d: 30, units_sold_30d: 60 } }),
    ];
    const { ticketIds } = await analyse(records);
    const r = await raised(ticketIds);
    expect(r.map((x) => x.type).sort()).toEqual(['T1', 'T2', 'T5', 'T7']);
    for (const x of r) expect(x).toMatchObject({ creator: null, name: '', mp: mpId });
    const item = (type: string) => r.find((x) => x.type === type)!.items;
    expect(item('T5')).toEqual([
      {
        retailer_sku: 'B0STOCKIN',
        warehouse_stock: 6,
        fba_stock: 4,
        total_warehouse_sales: 60,
        current_coverage: T.stockoutCoverageDays - 0.1,
        client_id: clientId,
        mp_id: mpId,
      },
    ]);
    expect(item('T1')).toEqual([
      {
        retailer_sku: 'B0IDQIN',
        idq_score: T.contentIdqMin - 1,
        missing_attributes: 'brand, color',
        client_id: clientId,
        mp_id: mpId,
      },
    ]);
    expect(item('T7')).toEqual([
      {
        retailer_sku: 'B0PROFIN',
        selling_price: 100,
        net_margin: T.profitMinPercent - 0.01,
        client_id: clientId,
        mp_id: mpId,
      },
    ]);
    expect(item('T2')).toEqual([
      {
        retailer_sku: 'B0BOXIN',
        our_selling_price: 21,
        competitor_selling_price: 19.5,
        client_id: clientId,
        mp_id: mpId,
      },
    ]);
    await resolve(ticketIds);
  });

  it('raises one ticket per kind and run, split by 20, and never repeats a SKU an open ticket holds', async () => {
    const low = (i: number) =>
      sku(`B0LOW${String(i).padStart(3, '0')}`, {
        inventory: { stock_coverage_days: 2, total_available: 4 },
      });
    const first = await raised((await analyse(Array.from({ length: 25 }, (_, i) => low(i)))).ticketIds);
    expect(first.map((x) => [x.type, x.items.length])).toEqual([
      ['T5', 20],
      ['T5', 5],
    ]);
    // Second run: the same 25 plus two new ones: only the new ones are raised.
    const second = await raised((await analyse(Array.from({ length: 27 }, (_, i) => low(i)))).ticketIds);
    expect(second.map((x) => x.type)).toEqual(['T5']);
    expect(skusOf(second, 'T5')).toEqual(['B0LOW025', 'B0LOW026']);
    // And again: nothing.
    expect((await analyse(Array.from({ length: 27 }, (_, i) => low(i)))).ticketIds).toEqual([]);

    // A resolved (or reviewed) ticket's SKUs may be raised again; those of an open one still not.
    await resolve([first[0]!.id]);
    await t.db.update(tickets).set({ status: 'INPROGRESS' }).where(eq(tickets.pk_ticket_id, first[1]!.id));
    const third = await raised((await analyse(Array.from({ length: 27 }, (_, i) => low(i)))).ticketIds);
    expect(skusOf(third, 'T5')).toEqual(first[0]!.items.map((i) => i.retailer_sku));
  });

  it('counts open tickets per marketplace and client: the same SKU elsewhere is raised', async () => {
    const rec = sku('B0SHARED', { inventory: { stock_coverage_days: 1, total_available: 1 } });
    expect((await analyse([rec])).ticketIds).toHaveLength(1);
    expect((await analyse([rec], clientId, otherMp)).ticketIds).toHaveLength(1);
    expect((await analyse([rec], otherClient, mpId)).ticketIds).toHaveLength(1);
    expect((await analyse([rec])).ticketIds).toHaveLength(0);
  });

  it('shows the raised ticket on the dashboard with a blank creator (System)', async () => {
    const { user } = await t.make.member(clientId, {
      permissions: ['view:tickets', 'access:tickets:type:T5'],
    });
    await t.make.assign.marketplace(user.id, mpId);
    await t.make.assign.marketplace(user.id, otherMp);
    const res = await t.app.inject({
      method: 'GET',
      url: `/tickets/all?client_id=${clientId}&tab=unassigned&rpp=500`,
      headers: await t.auth(user.id),
    });
    expect(res.statusCode).toBe(200);
    const rows = res.json().tickets as { fk_ticket_type_id: string; creator_name: string }[];
    expect(rows.some((r) => r.fk_ticket_type_id === 'T5')).toBe(true);
    for (const r of rows) expect(r.creator_name).toBe('');
  });
});

describe('raiseUnmappedSkuTickets (T4)', () => {
  it("raises the marketplace's products and orders whose SKU maps to no catalogue SKU, once while open", async () => {
    const c = (await t.make.client()).pk_client_id;
    const [k] = await t.db
      .insert(skus)
      .values({ client_id: c, sku_code: 'CAT-1', sku_name: 'Catalogued' })
      .returning();
    await t.db.insert(products).values([
      {
        client_id: c,
        mp_id: mpId,
        identifier: 'B0MAPPED',
        mp_sku_code: 'CAT-1-US',
        sku_code: 'CAT-1',
        fk_sku_id: k!.pk_sku_id,
      },
      { client_id: c, mp_id: mpId, identifier: 'B0UNMAP1', mp_sku_code: 'GHOST-US', sku_code: 'GHOST' },
      { client_id: c, mp_id: mpId, identifier: 'B0UNMAP2', mp_sku_code: '', sku_code: ' ' },
      // Another marketplace: not this one's.
      { client_id: c, mp_id: otherMp, identifier: 'B0ELSEWHERE', sku_code: 'NOWHERE' },
    ]);
    const line = (
      order: string,
      identifier: string,
      sku_code: string | null,
      fk_sku_id: number | null = null,
    ) => ({
      client_id: c,
      mp_id: mpId,
      order_id: order,
      order_item_id: '1',
      identifier,
      sku_code,
      fk_sku_id,
      purchase_date: '2026-11-01',
      currency_code: 'USD',
    });
    await t.db
      .insert(orders)
      .values([
        line('O-1', 'B0MAPPED', 'CAT-1', k!.pk_sku_id),
        line('O-2', 'B0ORDERONLY', 'LOST-SKU'),
        line('O-3', 'B0ORDERONLY', 'LOST-SKU'),
        line('O-4', 'B0UNMAP1', 'GHOST'),
      ]);
    const run = () => t.db.transaction((tx) => raiseUnmappedSkuTickets(tx, { clientId: c, mpId }));
    const first = await raised((await run()).ticketIds);
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ type: 'T4', creator: null, name: '', mp: mpId });
    expect(first[0]!.items).toEqual([
      { retailer_sku: 'B0UNMAP1', marketplace_sku: 'GHOST-US', client_id: c, mp_id: mpId },
      { retailer_sku: 'B0UNMAP2', marketplace_sku: '', client_id: c, mp_id: mpId },
      { retailer_sku: 'B0ORDERONLY', marketplace_sku: 'LOST-SKU', client_id: c, mp_id: mpId },
    ]);
    expect((await run()).ticketIds).toEqual([]);

    // Mapping the SKU (the catalogue gains GHOST) takes it off the next ticket; resolving frees the rest.
    await t.db.insert(skus).values({ client_id: c, sku_code: 'GHOST', sku_name: 'Found' });
    await resolve([first[0]!.id]);
    const again = await raised((await run()).ticketIds);
    expect(skusOf(again, 'T4')).toEqual(['B0UNMAP2', 'B0ORDERONLY']);
    const [count] = await rowsOf<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from tickets where client_id = ${c}::int and fk_mp_id = ${otherMp}::int`,
    );
    expect(count!.n).toBe(0);
    expect(
      await t.db
        .select()
        .from(tickets)
        .where(and(eq(tickets.client_id, c), eq(tickets.fk_ticket_type_id, 'T1'))),
    ).toEqual([]);
  });
});
