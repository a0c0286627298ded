import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventorySetup } from '../../../test/fixtures/inventory';
import { createTestApp, type TestApp } from '../../../test/helper';
import { flatFile } from '../../../test/sp-api-fake';
import { rowsOf } from '../../db/facts/executor';
import { filesFor } from '../../platform/files';
import { FBA_INVENTORY_REPORT, importFbaInventory } from './fba-import';

let t: TestApp;
let s: Awaited<ReturnType<typeof inventorySetup>>;

const line = (sku: string, fulfillable: string, extra: Record<string, string> = {}) => ({
  sku,
  fnsku: `X-${sku}`,
  asin: `B0${sku}`,
  'afn-fulfillable-quantity': fulfillable,
  'afn-reserved-quantity': '2',
  'afn-unsellable-quantity': '1',
  'afn-inbound-working-quantity': '3',
  'afn-inbound-shipped-quantity': '4',
  'afn-inbound-receiving-quantity': '',
  ...extra,
});
const stock = () =>
  rowsOf<Record<string, unknown>>(
    t.db,
    sql`select sku_code, asin, fnsku, available, inbound, reserved, unfulfillable, source from fba_stock
      where client_id = ${s.clientId}::int order by sku_code`,
  );
const run = (text: Buffer) =>
  importFbaInventory(
    { db: t.db, files: filesFor({ config: t.config, db: t.db }) },
    { client_id: s.clientId, mp_id: s.az, store_id: s.ownStore.pk_store_id, data_end_time: null },
    { name: `${FBA_INVENTORY_REPORT}_2025-03-09.txt`, text, now: new Date('2025-03-10T00:00:00Z') },
  );

beforeAll(async () => {
  t = await createTestApp();
  s = await inventorySetup(t);
});
afterAll(() => t?.close());

describe('importFbaInventory (GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA, real header)', () => {
  it('writes the seller’s FBA stock, and a later report replaces it (SKUs it no longer lists go)', async () => {
    expect(
      await run(
        flatFile(FBA_INVENTORY_REPORT, [line('MUG', '10'), line('CUP', '', { 'afn-reserved-quantity': '' })]),
      ),
    ).toEqual({
      status: 'IMPORTED',
      rows: 2,
    });
    expect(await stock()).toEqual([
      {
        sku_code: 'CUP',
        asin: 'B0CUP',
        fnsku: 'X-CUP',
        available: 0,
        inbound: 7,
        reserved: 0,
        unfulfillable: 1,
        source: 'sp-api',
      },
      {
        sku_code: 'MUG',
        asin: 'B0MUG',
        fnsku: 'X-MUG',
        available: 10,
        inbound: 7,
        reserved: 2,
        unfulfillable: 1,
        source: 'sp-api',
      },
    ]);
    expect(await run(flatFile(FBA_INVENTORY_REPORT, [line('MUG', '8')]))).toEqual({
      status: 'IMPORTED',
      rows: 1,
    });
    expect(await stock()).toEqual([expect.objectContaining({ sku_code: 'MUG', available: 8 })]);
  });

  it('is all or nothing: a bad quantity fails the report and keeps the stock', async () => {
    const outcome = await run(flatFile(FBA_INVENTORY_REPORT, [line('NEW', '5'), line('BAD', 'many')]));
    expect(outcome).toMatchObject({ status: 'FAILED' });
    expect((outcome as { error: string }).error).toContain('afn-fulfillable-quantity');
    expect(await stock()).toEqual([expect.objectContaining({ sku_code: 'MUG', available: 8 })]);
  });
});
