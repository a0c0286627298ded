import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { T16_ACTIONS, TICKET_TEXT } from '@marketdesk/contracts/tickets';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARED_DATA, xlsxOf } from '../../../test/fixtures/spreadsheets';
import { createTestApp, type TestApp } from '../../../test/helper';
import { apiModules } from '../../app';
import { rowsOf } from '../../db/facts/executor';
import { invoices, skuCosts, skus, ticketItems, tickets } from '../../db/schema';
import { fileStorageFor, filesService } from '../../platform/files';
import { readSpreadsheet, type WriteValue } from '../../platform/spreadsheets';
import { ticketActionHandler, ticketFilesModule } from '../tickets';
import { invoicesModule, landedCosts } from '.';

let t: TestApp;
let clientId: number;
let other: number;
let user: { id: number; headers: Record<string, string> };
let noModule: Record<string, string>;
let hub: { client_id: number; pk_warehouse_id: number };

const HEADER = ['sku_code', 'units', 'unit_cost', 'description'];
const lines = (rows: WriteValue[][], header = HEADER) => xlsxOf(header, rows, 'Invoice Lines');

const FIELDS = {
  warehouse_name: 'Rhine Hub',
  currency_code: 'EUR',
  vendor_name: 'Kettle Works GmbH',
  invoice_no: 'INV-1001',
  invoice_date: '2026-10-01',
  invoice_value: '235',
  invoice_units: '50',
  shipping_cost: '100',
  other_costs: '25',
  cbm: '1.5',
};

function call(
  who: Record<string, string>,
  method: 'GET' | 'POST',
  path: string,
  q: Record<string, string> = {},
  client = clientId,
) {
  return t.app.inject({
    method,
    url: `${path}?${new URLSearchParams({ client_id: String(client), ...q })}`,
    headers: who,
  });
}
function upload(fields: Record<string, string>, file?: [Buffer, string], who = user.headers) {
  const form = new FormData();
  if (file) form.append('file', new Blob([new Uint8Array(file[0])]), file[1]);
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return t.app.inject({
    method: 'POST',
    url: `/invoices/upload?client_id=${clientId}`,
    headers: who,
    payload: form as never,
  });
}

const count = async (table: string) =>
  (
    await rowsOf<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from ${sql.identifier(table)} where client_id = ${clientId}::int`,
    )
  )[0]!.n;
const counts = async () => ({
  files: await count('files'),
  invoices: await count('invoices'),
  tickets: await count('tickets'),
  costs: await count('sku_costs'),
});
const costsOf = () =>
  t.db
    .select({
      sku: skus.sku_code,
      purchase: skuCosts.purchase_cost,
      shipping: skuCosts.shipping_cost,
      additional: skuCosts.additional_cost,
      currency: skuCosts.currency_code,
      status: skuCosts.status,
      warehouse: skuCosts.fk_warehouse_id,
      at: skuCosts.dt_update,
    })
    .from(skuCosts)
    .innerJoin(skus, and(eq(skus.client_id, skuCosts.client_id), eq(skus.pk_sku_id, skuCosts.fk_sku_id)))
    .where(eq(skuCosts.client_id, clientId))
    .orderBy(skus.sku_code);

/** Runs the T16 row action on the ticket's only item, as the action route does (in a transaction). */
async function act(ticketId: number, action: string, o: { reason?: string; comments?: string[] } = {}) {
  const [item] = await t.db
    .select()
    .from(ticketItems)
    .where(and(eq(ticketItems.client_id, clientId), eq(ticketItems.ticket_id, ticketId)));
  return t.db.transaction((tx) =>
    ticketActionHandler('T16')!({
      tx,
      clientId,
      userId: user.id,
      ticket: {
        pk_ticket_id: ticketId,
        fk_ticket_type_id: 'T16',
        description: '',
        commentTexts: o.comments ?? [],
      },
      item: { item_no: item!.item_no, data: item!.data as Record<string, unknown> },
      action,
      editable: o.reason === undefined ? {} : { reason: o.reason },
      files: (on) => filesService({ db: on, storage: fileStorageFor(t.config) }),
    }),
  );
}
const invoiceOf = async (ticketId: number) =>
  (
    await t.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.client_id, clientId), eq(invoices.ticket_id, ticketId)))
  )[0]!;

beforeAll(async () => {
  const extra = [ticketFilesModule, invoicesModule].filter((m) => !apiModules.includes(m));
  t = await createTestApp({ modules: [...apiModules, ...extra] });
  clientId = (await t.make.client()).pk_client_id;
  other = (await t.make.client()).pk_client_id;
  hub = await t.make.warehouse(clientId, [], { name: 'Rhine Hub' });
  // A warehouse of the same client that the user is not assigned to.
  await t.make.warehouse(clientId, [], { name: 'Elbe Hub' });
  await t.make.warehouse(other, [], { name: 'Their Hub' });
  // The SKUs have the user's brand: a brand-limited user reads only their brands' SKUs (platform/report-scope).
  const brand = (await t.make.brand()).pk_brand_id;
  await t.db.insert(skus).values(
    ['SKU-A', 'SKU-B', 'SKU-C'].map((sku_code) => ({
      client_id: clientId,
      sku_code,
      sku_name: sku_code,
      fk_brand_id: brand,
    })),
  );
  await t.db.insert(skus).values({ client_id: other, sku_code: 'SKU-X', sku_name: 'theirs' });
  const m = await t.make.member(clientId, { permissions: ['upload:sku', 'view:sku'] });
  await t.make.assign.warehouse(m.user.id, hub);
  await t.make.assign.brand(m.user.id, brand);
  user = { id: m.user.id, headers: await t.auth(m.user.id) };
  noModule = await t.auth(
    (await t.make.member(clientId, { permissions: ['view:sku', 'view:tickets'] })).user.id,
  );
});
afterAll(() => t?.close());

describe('landed cost', () => {
  it('adds shipping and other costs per unit over all units; a SKU on two lines gets its weighted unit cost', () => {
    expect(
      landedCosts(
        [
          { fk_sku_id: 1, units: 10, unit_cost: 5 },
          { fk_sku_id: 2, units: 30, unit_cost: 2.5 },
          { fk_sku_id: 1, units: 10, unit_cost: 6 },
        ],
        100,
        25,
      ),
    ).toEqual([
      { fk_sku_id: 1, units: 20, purchase_cost: 5.5, shipping_cost: 2, additional_cost: 0.5 },
      { fk_sku_id: 2, units: 30, purchase_cost: 2.5, shipping_cost: 2, additional_cost: 0.5 },
    ]);
  });
});

describe('GET /invoices/template', () => {
  it("answers '{warehouse} Invoice Template.xlsx' with the line columns, for a warehouse of the client only", async () => {
    const res = await call(user.headers, 'GET', '/invoices/template', { warehouse_name: 'rhine hub' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('Rhine Hub Invoice Template.xlsx');
    expect((await readSpreadsheet({ buffer: res.rawPayload, fileName: 't.xlsx' })).header).toEqual(HEADER);
    const theirs = await call(user.headers, 'GET', '/invoices/template', { warehouse_name: 'Their Hub' });
    expect(theirs.statusCode).toBe(404);
    const unassigned = await call(user.headers, 'GET', '/invoices/template', { warehouse_name: 'Elbe Hub' });
    expect(unassigned.statusCode).toBe(404);
    expect(
      (await call(noModule, 'GET', '/invoices/template', { warehouse_name: 'Rhine Hub' })).statusCode,
    ).toBe(403);
    const foreign = await call(
      user.headers,
      'GET',
      '/invoices/template',
      { warehouse_name: 'Their Hub' },
      other,
    );
    expect(foreign.statusCode).toBe(403);
  });
});

describe('POST /invoices/upload refusals: nothing stored, no ticket', () => {
  it('a missing field', async () => {
    const before = await counts();
    const { cbm: _, ...rest } = FIELDS;
    const res = await upload(rest, [await lines([['SKU-A', 50, 1]]), 'inv.xlsx']);
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBe('Please complete all fields before upload');
    const blank = await upload({ ...FIELDS, vendor_name: '  ' }, [
      await lines([['SKU-A', 50, 1]]),
      'inv.xlsx',
    ]);
    expect(blank.json().detail).toBe(TICKET_TEXT.invoiceIncomplete);
    expect(await counts()).toEqual(before);
  });

  it('bad lines: every error with its row, nothing kept', async () => {
    const before = await counts();
    const file = await lines([
      ['SKU-A', 10, 5],
      ['SKU-X', 0, -1],
      [null, 2.5, 'abc'],
    ]);
    const res = await upload(FIELDS, [file, 'inv.xlsx']);
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBe('Found 6 validation errors');
    expect(res.json().errors.map((e: { row: number; message: string }) => [e.row, e.message])).toEqual([
      [3, "SKU 'SKU-X' is not one of your SKUs."],
      [3, 'units must be a whole number above 0.'],
      [3, 'unit_cost must be a number of 0 or more.'],
      [4, 'sku_code is required.'],
      [4, 'units must be a whole number above 0.'],
      [4, 'unit_cost must be a number of 0 or more.'],
    ]);
    expect(await counts()).toEqual(before);
  });

  it("lines whose units do not add up to Invoice Units, another client's or an unassigned warehouse, wrong columns (.xls), .csv", async () => {
    const before = await counts();
    const short = await upload(FIELDS, [await lines([['SKU-A', 49, 5]]), 'inv.xlsx']);
    expect(short.statusCode).toBe(422);
    expect(short.json().detail).toBe(
      'The lines add up to 49 units but Invoice Units is 50. Correct the file or the field and upload again.',
    );
    const theirs = await upload({ ...FIELDS, warehouse_name: 'Their Hub' }, [
      await lines([['SKU-A', 50, 5]]),
      'i.xlsx',
    ]);
    expect(theirs.statusCode).toBe(404);
    const unassigned = await upload({ ...FIELDS, warehouse_name: 'Elbe Hub' }, [
      await lines([['SKU-A', 50, 5]]),
      'i.xlsx',
    ]);
    expect(unassigned.statusCode).toBe(404);
    expect(unassigned.json().detail).toBe('Warehouse not found');
    const xls = readFileSync(join(SHARED_DATA, 'xls-quirks', 'biff5_write.xls'));
    const columns = await upload(FIELDS, [xls, 'lines.xls']);
    expect(columns.statusCode).toBe(422);
    expect(columns.json().detail).toMatch(/sku_code/);
    expect(
      (await upload(FIELDS, [Buffer.from('sku_code,units,unit_cost\nSKU-A,50,1\n'), 'i.csv'])).statusCode,
    ).toBe(400);
    const bad = await upload({ ...FIELDS, currency_code: 'XYZ' }, [
      await lines([['SKU-A', 50, 5]]),
      'i.xlsx',
    ]);
    expect(bad.statusCode).toBe(422);
    const feb31 = await upload({ ...FIELDS, invoice_date: '2026-02-31' }, [
      await lines([['SKU-A', 50, 5]]),
      'i.xlsx',
    ]);
    expect(feb31.statusCode).toBe(422);
    expect(feb31.json().detail).toMatch(/^invoice_date: /);
    expect((await upload(FIELDS, [await lines([['SKU-A', 50, 5]]), 'i.xlsx'], noModule)).statusCode).toBe(
      403,
    );
    expect(await counts()).toEqual(before);
  });
});

describe('upload, then the T16 row', () => {
  let ticketId: number;

  it('raises ONE T16 ticket with one item and writes no SKU cost yet', async () => {
    const file = await lines([
      ['SKU-A', 10, 5, 'kettle'],
      ['SKU-B', 30, 2.5, null],
      ['SKU-A', 10, 6, 'kettle, new batch'],
    ]);
    const res = await upload(FIELDS, [file, 'INV-1001.xlsx']);
    expect(res.statusCode, res.body).toBe(200);
    ticketId = res.json().ticket_id;
    expect(res.json()).toEqual({
      ticket_id: ticketId,
      detail: `Ticket #${ticketId} created and sent for approval`,
    });
    const [ticket] = await t.db.select().from(tickets).where(eq(tickets.pk_ticket_id, ticketId));
    expect(ticket).toMatchObject({
      client_id: clientId,
      fk_ticket_type_id: 'T16',
      // The system's ticket (issue 16): blank creator, shown as System.
      fk_creator_id: null,
      creator_name: '',
      num_items: 1,
    });
    const items = await t.db.select().from(ticketItems).where(eq(ticketItems.ticket_id, ticketId));
    expect(items).toHaveLength(1);
    expect(items[0]!.data).toMatchObject({
      client_id: clientId,
      data_type: 'invoice',
      file_name: 'INV-1001.xlsx',
      file_id: expect.any(Number),
      reflected_on_db: null,
      mp_id: null,
      brand_id: null,
      metadata: {
        warehouse_name: 'Rhine Hub',
        vendor_name: 'Kettle Works GmbH',
        invoice_units: 50,
        cbm: 1.5,
      },
    });
    expect(await invoiceOf(ticketId)).toMatchObject({
      status: 'pending',
      fk_warehouse_id: hub.pk_warehouse_id,
    });
    expect(await costsOf()).toEqual([]);
  });

  it('Accept writes the landed SKU costs in the invoice currency, shown by the SKU Cost grid; again changes nothing', async () => {
    const out = await act(ticketId, T16_ACTIONS.accept);
    expect(out).toMatchObject({ status: 'success', reflected: true });
    const costs = await costsOf();
    expect(costs.map(({ at: _, ...c }) => c)).toEqual([
      {
        sku: 'SKU-A',
        purchase: '5.50',
        shipping: '2.00',
        additional: '0.50',
        currency: 'EUR',
        status: 'invoice INV-1001',
        warehouse: hub.pk_warehouse_id,
      },
      {
        sku: 'SKU-B',
        purchase: '2.50',
        shipping: '2.00',
        additional: '0.50',
        currency: 'EUR',
        status: 'invoice INV-1001',
        warehouse: hub.pk_warehouse_id,
      },
    ]);
    expect((await invoiceOf(ticketId)).status).toBe('accepted');
    const grid = await call(user.headers, 'GET', '/data/sku/cost');
    expect(grid.statusCode).toBe(200);
    expect(grid.json().items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          sku_code: 'SKU-A',
          name: 'Rhine Hub',
          purchase_cost: 5.5,
          shipping_cost: 2,
          additional_cost: 0.5,
          currency_code: 'EUR',
        }),
      ]),
    );
    const again = await act(ticketId, T16_ACTIONS.accept);
    expect(again).toMatchObject({ status: 'success', reflected: true });
    expect(await costsOf()).toEqual(costs); // dt_update untouched: nothing applied twice
    const refused = await act(ticketId, T16_ACTIONS.reject, { reason: 'wrong vendor' });
    expect(refused).toMatchObject({ status: 'failed', message: expect.stringContaining('already accepted') });
    expect((await invoiceOf(ticketId)).status).toBe('accepted');
  });

  it('Reject needs a reason (the row, else a ticket comment) and marks the invoice rejected; vendors are suggested', async () => {
    const res = await upload(
      { ...FIELDS, invoice_no: 'INV-2', vendor_name: 'Toaster 100% Ltd', invoice_units: '5' },
      [await lines([['SKU-C', 5, 9]]), 'INV-2.xlsx'],
    );
    const id = res.json().ticket_id as number;
    expect(await act(id, T16_ACTIONS.reject, { reason: '  ' })).toEqual({
      status: 'failed',
      message: 'Rejection requires a non-empty reason. Add it to ticket comments.',
      reflected: null,
    });
    expect((await invoiceOf(id)).status).toBe('pending');
    const out = await act(id, T16_ACTIONS.reject, { comments: ['', 'Duplicate of INV-1001'] });
    expect(out).toMatchObject({
      status: 'success',
      reflected: false,
      result: { rejected: 'Duplicate of INV-1001' },
    });
    expect((await invoiceOf(id)).status).toBe('rejected');
    expect((await costsOf()).map((c) => c.sku)).not.toContain('SKU-C');

    const vendors = (search: string, client = clientId) =>
      call(user.headers, 'GET', '/invoices/vendors', { search }, client);
    expect((await vendors('works')).json()).toEqual({ suggestions: [{ vendor_name: 'Kettle Works GmbH' }] });
    expect((await vendors('0%')).json()).toEqual({ suggestions: [{ vendor_name: 'Toaster 100% Ltd' }] });
    expect((await vendors('t')).statusCode).toBe(422);
    expect((await vendors('zz')).json()).toEqual({ suggestions: [] });
    expect((await vendors('works', other)).statusCode).toBe(403);
    expect((await call(noModule, 'GET', '/invoices/vendors', { search: 'works' })).statusCode).toBe(403);
  });
});
