import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, inventorySetup, member } from '../../../test/fixtures/inventory';
import { SHARED_DATA } from '../../../test/fixtures/spreadsheets';
import { createTestApp, type TestApp } from '../../../test/helper';
import { rowsOf } from '../../db/facts/executor';
import { FBA_WAREHOUSE } from './inventory.target';

/**
 * Amazon's FBA inventory report as a seller downloads it (a real 2020 US file: CRLF, no final newline, a row
 * starting with a stray '"', empty fields on 'Unknown' rows), uploaded in Inventory Upload of an AZ marketplace.
 */
const REAL = readFileSync(
  join(SHARED_DATA, 'amazon-real', 'us-2020-myi-unsuppressed-21col-crlf-stray-quote-skuvault.txt'),
);

let t: TestApp;
let s: Awaited<ReturnType<typeof inventorySetup>>;
let uploader: Caller;

beforeAll(async () => {
  t = await createTestApp();
  s = await inventorySetup(t);
  uploader = await member(t, s.clientId, ['inventory:upload'], [s.ot, s.az]);
});
afterAll(() => t?.close());

const upload = (mpId: number, fileName: string, content: Buffer, sellerId?: string) => {
  const params = new URLSearchParams({ client_id: String(s.clientId), mp_id: String(mpId) });
  if (sellerId) params.set('seller_id', sellerId);
  const payload = new FormData();
  payload.append('file', new Blob([new Uint8Array(content)]), fileName);
  return t.app.inject({
    method: 'POST',
    url: `/inventory/upload?${params}`,
    headers: uploader.headers,
    payload: payload as never,
  });
};

/** The report's columns as numbers per SKU, read straight from the file (Amazon never quotes). */
function fileTotals(content: Buffer) {
  const [head, ...lines] = content.toString('utf8').split(/\r?\n/).filter(Boolean);
  const header = head!.split('\t');
  const rows = lines.map((l) => Object.fromEntries(l.split('\t').map((v, i) => [header[i]!, v])));
  const n = (r: Record<string, string>, c: string) => Number(r[c] || 0);
  const sum = (f: (r: Record<string, string>) => number) => rows.reduce((a, r) => a + f(r), 0);
  return {
    skus: rows.map((r) => r.sku!),
    available: sum((r) => n(r, 'afn-fulfillable-quantity')),
    reserved: sum((r) => n(r, 'afn-reserved-quantity')),
    unfulfillable: sum((r) => n(r, 'afn-unsellable-quantity')),
    inbound: sum(
      (r) =>
        n(r, 'afn-inbound-working-quantity') +
        n(r, 'afn-inbound-shipped-quantity') +
        n(r, 'afn-inbound-receiving-quantity'),
    ),
  };
}

describe('POST /inventory/upload with the FBA inventory report (AZ)', () => {
  it("replaces the seller's FBA stock: the file's quantities are the stored ones; the same file again changes nothing", async () => {
    const res = await upload(s.az, 'Inventory.txt', REAL, s.seller);
    expect(res.statusCode, res.body).toBe(200);
    const file = fileTotals(REAL);
    expect(res.json()).toMatchObject({ inserted: file.skus.length, updated: 0, skipped: [] });
    const [stored] = await rowsOf<Record<string, number>>(
      t.db,
      sql`select count(*)::int as skus, sum(available)::int as available, sum(reserved)::int as reserved,
        sum(unfulfillable)::int as unfulfillable, sum(inbound)::int as inbound
        from fba_stock where client_id = ${s.clientId}::int and mp_id = ${s.az}::int and seller_id = ${s.seller}`,
    );
    expect(stored).toEqual({
      skus: file.skus.length,
      available: file.available,
      reserved: file.reserved,
      unfulfillable: file.unfulfillable,
      inbound: file.inbound,
    });
    const [quoted] = await rowsOf<{ sku_code: string; available: number; source: string }>(
      t.db,
      sql`select sku_code, available, source from fba_stock where client_id = ${s.clientId}::int
        and sku_code like '%JRenee%'`,
    );
    expect(quoted).toEqual({
      sku_code: '"JRenee-MayettaXXwide-PlacidBlue-7',
      available: 1,
      source: 'upload',
    });
    // Kept as an inventory file, its lines searchable in Inventory & Reports.
    const id = res.json().inventory_file_id;
    const [lines] = await rowsOf<{ n: number; warehouse: string }>(
      t.db,
      sql`select count(*)::int as n, min(warehouse) as warehouse from inventory_rows
        where client_id = ${s.clientId}::int and inventory_file_id = ${id}::int`,
    );
    expect(lines).toEqual({ n: file.skus.length, warehouse: FBA_WAREHOUSE });

    const again = await upload(s.az, 'Inventory.txt', REAL, s.seller);
    expect(again.json()).toMatchObject({ inserted: 0, updated: 0, unchanged: file.skus.length });
  });

  it('is an AZ upload: elsewhere a text report is refused', async () => {
    const res = await upload(s.ot, 'Inventory.txt', REAL);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'Files of type .txt cannot be uploaded here. Upload .xlsx, .xls.' });
  });
});
