import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, call, HEADER, inventorySetup, member, xlsx } from '../../../test/fixtures/inventory';
import { createTestApp, type TestApp } from '../../../test/helper';
import { rowsOf } from '../../db/facts/executor';
import { inventoryRepository } from './inventory.repository';

let t: TestApp;
let s: Awaited<ReturnType<typeof inventorySetup>>;
let uploader: Caller;
let noModule: Caller;
let req: ReturnType<typeof call>;

const stockOf = (sku: string) => inventoryRepository(t.db).stockOf(s.clientId, sku);
const fileCount = async () =>
  (
    await rowsOf<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from inventory_files where client_id = ${s.clientId}::int`,
    )
  )[0]!.n;

beforeAll(async () => {
  t = await createTestApp();
  s = await inventorySetup(t);
  req = call(t, s.clientId);
  uploader = await member(t, s.clientId, ['inventory:upload'], [s.ot, s.az, s.fk]);
  noModule = await member(t, s.clientId, ['view:tickets'], [s.ot, s.az]);
});
afterAll(() => t?.close());

describe('GET /inventory/template', () => {
  it('answers the xlsx with the columns for an eligible marketplace of the user', async () => {
    const res = await req('GET', '/inventory/template', uploader, { mp_id: s.ot });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('Inventory Template.xlsx');
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
  it('refuses without the inventory module, an ineligible or unassigned marketplace, another client', async () => {
    expect((await req('GET', '/inventory/template', noModule, { mp_id: s.ot })).statusCode).toBe(403);
    expect((await req('GET', '/inventory/template', uploader, { mp_id: s.fk })).statusCode).toBe(404);
    const narrow = await member(t, s.clientId, ['inventory:upload'], [s.ot]);
    expect((await req('GET', '/inventory/template', narrow, { mp_id: s.az })).statusCode).toBe(403);
    expect((await call(t, s.other)('GET', '/inventory/template', uploader, { mp_id: s.ot })).statusCode).toBe(
      403,
    );
  });
});

describe('POST /inventory/upload', () => {
  it('writes the stock a query reads, keeps the file, and the same file twice changes nothing', async () => {
    const file = await xlsx(HEADER, [
      ['SKU-A', 'MP-A', 'B0A', 12, null],
      ['SKU-B', null, null, 0, 'second'],
    ]);
    const res = await req('POST', '/inventory/upload', uploader, { mp_id: s.ot }, file);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ inserted: 2, updated: 0, unchanged: 0 });
    expect(res.json().inventory_file_id).toEqual(expect.any(Number));
    expect(await stockOf('SKU-A')).toEqual([
      expect.objectContaining({ fk_warehouse_id: s.main.pk_warehouse_id, quantity: 12, source: 'upload' }),
    ]);
    expect(await stockOf('SKU-B')).toEqual([
      expect.objectContaining({ fk_warehouse_id: s.second.pk_warehouse_id, quantity: 0 }),
    ]);
    const files = await fileCount();
    const again = await req('POST', '/inventory/upload', uploader, { mp_id: s.ot }, file);
    expect(again.json()).toMatchObject({ inserted: 0, updated: 0, unchanged: 2, inventory_file_id: null });
    expect(await fileCount()).toBe(files);

    const next = await req(
      'POST',
      '/inventory/upload',
      uploader,
      { mp_id: s.ot },
      await xlsx(HEADER, [['SKU-A', '', '', 7, '']]),
    );
    expect(next.json()).toMatchObject({ inserted: 0, updated: 1 });
    expect((await stockOf('SKU-A'))[0]!.quantity).toBe(7);
    expect((await stockOf('SKU-B'))[0]!.quantity).toBe(0); // not named: kept

    // What the stock call answers is what the upload wrote.
    const read = await req('GET', '/inventory/stock', uploader, { sku_code: 'SKU-A' });
    expect(read.statusCode).toBe(200);
    expect(read.json().warehouses).toEqual([
      expect.objectContaining({ warehouse: 'Main', quantity: 7, source: 'upload' }),
    ]);
    expect((await req('GET', '/inventory/stock', noModule, { sku_code: 'SKU-A' })).statusCode).toBe(403);
  });

  it('is all or nothing: one bad row answers every error and writes nothing', async () => {
    const files = await fileCount();
    const res = await req(
      'POST',
      '/inventory/upload',
      uploader,
      { mp_id: s.ot },
      await xlsx(HEADER, [
        ['SKU-C', '', '', 5, ''],
        ['', '', '', -1, 'Nowhere'],
      ]),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBe('Upload completed with 3 errors');
    expect(res.json().errors.map((e: { row: number; message: string }) => [e.row, e.message])).toEqual([
      [3, 'Ops_SKU_Code is required.'],
      [3, 'Quantity must be a whole number of 0 or more.'],
      [3, "Warehouse 'Nowhere' is not one of the client's warehouses."],
    ]);
    expect(await stockOf('SKU-C')).toEqual([]);
    expect(await fileCount()).toBe(files);
  });

  it('names missing columns and refuses other file types', async () => {
    const res = await req(
      'POST',
      '/inventory/upload',
      uploader,
      { mp_id: s.ot },
      await xlsx(['Ops_SKU_Code'], [['X']]),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toContain('Quantity');
    const form = new FormData();
    form.append('file', new Blob(['a,b']), 'stock.csv');
    const csv = await t.app.inject({
      method: 'POST',
      url: `/inventory/upload?client_id=${s.clientId}&mp_id=${s.ot}`,
      headers: uploader.headers,
      payload: form as never,
    });
    expect(csv.statusCode).toBe(400);
  });

  it('needs a seller id of this client for AZ; another client’s is not found', async () => {
    const file = await xlsx(HEADER, [['SKU-Z', '', '', 3, '']]);
    const none = await req('POST', '/inventory/upload', uploader, { mp_id: s.az }, file);
    expect(none.statusCode).toBe(422);
    expect(JSON.stringify(none.json())).toContain('Please select a seller ID for Amazon marketplace');
    const theirs = await req(
      'POST',
      '/inventory/upload',
      uploader,
      { mp_id: s.az, seller_id: s.otherSeller },
      file,
    );
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain(s.otherSeller);
    const ok = await req('POST', '/inventory/upload', uploader, { mp_id: s.az, seller_id: s.seller }, file);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await stockOf('SKU-Z'))[0]!.quantity).toBe(3);
  });

  it('refuses callers without the module, outside the marketplace or the client, and writes nothing', async () => {
    const file = await xlsx(HEADER, [['SKU-N', '', '', 9, '']]);
    expect((await req('POST', '/inventory/upload', noModule, { mp_id: s.ot }, file)).statusCode).toBe(403);
    const narrow = await member(t, s.clientId, ['inventory:upload'], [s.az]);
    expect((await req('POST', '/inventory/upload', narrow, { mp_id: s.ot }, file)).statusCode).toBe(403);
    const outsider = await member(t, s.other, ['inventory:upload'], [s.ot]);
    expect((await req('POST', '/inventory/upload', outsider, { mp_id: s.ot }, file)).statusCode).toBe(403);
    expect(await stockOf('SKU-N')).toEqual([]);
  });
});
