import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper';
import { writeOrderLines } from '../../db/facts';
import { rowsOf } from '../../db/facts/executor';
import { products, skus } from '../../db/schema';
import { writeDemoFocusedSkus } from './demo-focused';

let t: TestApp;
let clientId: number;
let mpId: number;

const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  const tag = Math.random().toString(36).slice(2, 7).toUpperCase();
  mpId = (await t.make.marketplace({ short_code: `AZ_${tag}` })).pk_mp_id;
  clientId = (await t.make.client()).pk_client_id;
  const codes = Array.from({ length: 20 }, (_, i) => `SKU-${String(i).padStart(2, '0')}`);
  const rows = await t.db
    .insert(skus)
    .values(codes.map((sku_code) => ({ client_id: clientId, sku_code, sku_name: sku_code })))
    .returning();
  await t.db.insert(products).values(
    rows.map((k, i) => ({
      client_id: clientId,
      mp_id: mpId,
      identifier: `B0DEMO${String(i).padStart(4, '0')}`,
      sku_code: k.sku_code,
      fk_sku_id: k.pk_sku_id,
    })),
  );
  // SKU-07, SKU-03 and SKU-12 sell; the rest do not.
  await writeOrderLines(
    t.db,
    clientId,
    [7, 3, 12].map((i, n) => ({
      mp_id: mpId,
      order_id: `O-${i}`,
      order_item_id: '1',
      identifier: `B0DEMO${String(i).padStart(4, '0')}`,
      sku_code: codes[i],
      purchase_date: today,
      quantity_ordered: 30 - n * 10,
      item_price: 100,
      currency_code: 'USD',
    })),
  );
});
afterAll(() => t?.close());

describe('writeDemoFocusedSkus', () => {
  it('focuses the best sellers, adds unmapped SKUs, stores the analyses and raises their tickets once', async () => {
    await writeDemoFocusedSkus({ db: t.db });
    const focused = await rowsOf<{ identifier: string }>(
      t.db,
      sql`select identifier from products where client_id = ${clientId}::int and focused_sku order by identifier`,
    );
    // 15 % of 20 products: the best three sellers.
    expect(focused.map((f) => f.identifier)).toEqual(['B0DEMO0003', 'B0DEMO0007', 'B0DEMO0012']);
    const analysed = await rowsOf<{ identifier: string }>(
      t.db,
      sql`select p.identifier from focused_sku_analyses a join products p on p.pk_product_id = a.fk_product_id
        where a.client_id = ${clientId}::int and a.analysis_date = ${today}::date order by 1`,
    );
    expect(analysed).toEqual(focused);
    const tickets = async () =>
      rowsOf<{ type: string; skus: string[] }>(
        t.db,
        sql`select t.fk_ticket_type_id as type, array_agg(i.data->>'retailer_sku' order by i.item_no) as skus
          from tickets t join ticket_items i on i.client_id = t.client_id and i.ticket_id = t.pk_ticket_id
          where t.client_id = ${clientId}::int and t.fk_creator_id is null group by 1 order by 1`,
      );
    const first = await tickets();
    // No stock anywhere: both focused SKUs run out; the retired listings and the bundle's orders map to nothing.
    expect(first.find((r) => r.type === 'T5')!.skus.sort()).toEqual(focused.map((f) => f.identifier));
    const t4 = first.find((r) => r.type === 'T4')!;
    expect(t4.skus).toHaveLength(4);
    expect(t4.skus.at(-1)).toMatch(/^B0BUNDLE/);

    // A second start adds nothing: the focus and the unmapped SKUs exist, the tickets are open.
    await writeDemoFocusedSkus({ db: t.db });
    expect(await tickets()).toEqual(first);
  });
});
