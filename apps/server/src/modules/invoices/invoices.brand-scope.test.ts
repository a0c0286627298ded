import { CLIENT_ADMIN_ROLE } from '@marketdesk/contracts/permissions';
import { T16_ACTIONS } from '@marketdesk/contracts/tickets';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { xlsxOf } from '../../../test/fixtures/spreadsheets';
import { createTestApp, type TestApp } from '../../../test/helper';
import { apiModules } from '../../app';
import { rowsOf } from '../../db/facts/executor';
import { invoices, skus, ticketItems } from '../../db/schema';
import { fileStorageFor, filesService } from '../../platform/files';
import { ticketActionHandler, ticketFilesModule } from '../tickets';
import { invoicesModule } from '.';

/**
 * Issue 15, finding 1: invoice lines land SKU costs only on SKUs of the writer's brands (platform/sku-scope).
 * At upload the uploader's brands apply; at Accept the approver's, who writes the costs. Another brand's SKU
 * gets the words of a code that does not exist.
 */
let t: TestApp;
let clientId: number;
let seller: { id: number; headers: Record<string, string> };
const brands = { acme: 0, nordhaus: 0 };

const FIELDS = {
  warehouse_name: 'Rhine Hub',
  currency_code: 'EUR',
  vendor_name: 'Kettle Works GmbH',
  invoice_no: 'INV-2001',
  invoice_date: '2026-10-01',
  invoice_value: '100',
  invoice_units: '10',
  shipping_cost: '0',
  other_costs: '0',
  cbm: '1',
};

beforeAll(async () => {
  const extra = [ticketFilesModule, invoicesModule].filter((m) => !apiModules.includes(m));
  t = await createTestApp({ modules: [...apiModules, ...extra] });
  clientId = (await t.make.client()).pk_client_id;
  brands.acme = (await t.make.brand({ brand_name: 'Acme Home' })).pk_brand_id;
  brands.nordhaus = (await t.make.brand({ brand_name: 'Nordhaus Kitchen' })).pk_brand_id;
  const hub = await t.make.warehouse(clientId, [], { name: 'Rhine Hub' });
  await t.db.insert(skus).values([
    { client_id: clientId, sku_code: 'ACME-1', sku_name: 'Mug', fk_brand_id: brands.acme },
    { client_id: clientId, sku_code: 'NDHK-KIT-1032', sku_name: 'Kettle', fk_brand_id: brands.nordhaus },
    { client_id: clientId, sku_code: 'LOOSE-1', sku_name: 'Loose', fk_brand_id: null },
  ]);
  const m = await t.make.member(clientId, { permissions: ['upload:sku', 'view:sku'] });
  await t.make.assign.warehouse(m.user.id, hub);
  await t.make.assign.brand(m.user.id, brands.acme);
  seller = { id: m.user.id, headers: await t.auth(m.user.id) };
});
afterAll(() => t?.close());

function upload(rows: (string | number)[][], invoiceNo: string) {
  const form = new FormData();
  return xlsxOf(['sku_code', 'units', 'unit_cost'], rows, 'Invoice Lines').then((file) => {
    form.append('file', new Blob([new Uint8Array(file)]), 'inv.xlsx');
    for (const [k, v] of Object.entries({ ...FIELDS, invoice_no: invoiceNo })) form.append(k, v);
    return t.app.inject({
      method: 'POST',
      url: `/invoices/upload?client_id=${clientId}`,
      headers: seller.headers,
      payload: form as never,
    });
  });
}

/** The T16 Accept of the ticket's row by this user, as the action route runs it. */
async function accept(ticketId: number, userId: number) {
  const [item] = await t.db
    .select()
    .from(ticketItems)
    .where(and(eq(ticketItems.client_id, clientId), eq(ticketItems.ticket_id, ticketId)));
  return t.db.transaction((tx) =>
    ticketActionHandler('T16')!({
      tx,
      clientId,
      userId,
      ticket: { pk_ticket_id: ticketId, fk_ticket_type_id: 'T16', description: '', commentTexts: [] },
      item: { item_no: item!.item_no, data: item!.data as Record<string, unknown> },
      action: T16_ACTIONS.accept,
      editable: {},
      files: (on) => filesService({ db: on, storage: fileStorageFor(t.config) }),
    }),
  );
}
const costs = async () =>
  (
    await rowsOf<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from sku_costs where client_id = ${clientId}::int`,
    )
  )[0]!.n;

describe('invoice lines within the writer’s brands', () => {
  it('upload: another brand’s SKU is refused in the words of an unknown code; nothing is kept', async () => {
    const res = await upload(
      [
        ['NDHK-KIT-1032', 5, 10],
        ['NO-SUCH-SKU', 5, 10],
      ],
      'INV-X',
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([
      { row: 2, type: 'text', message: "SKU 'NDHK-KIT-1032' is not one of your SKUs." },
      { row: 3, type: 'text', message: "SKU 'NO-SUCH-SKU' is not one of your SKUs." },
    ]);
    expect(await t.db.select().from(invoices).where(eq(invoices.client_id, clientId))).toEqual([]);
  });

  it('accept: the approver’s brands apply; one without the SKUs’ brand fails the row, a client admin lands it', async () => {
    const res = await upload(
      [
        ['ACME-1', 5, 10],
        ['LOOSE-1', 5, 10],
      ],
      'INV-2001',
    );
    expect(res.statusCode).toBe(200);
    const ticketId = res.json().ticket_id as number;

    const other = await t.make.member(clientId, { permissions: ['view:tickets'] });
    await t.make.assign.brand(other.user.id, brands.nordhaus);
    const refused = await accept(ticketId, other.user.id);
    expect(refused.status).toBe('failed');
    expect(refused.message).toContain("SKU 'ACME-1' is not one of your SKUs.");
    expect(await costs()).toBe(0);

    const admin = await t.make.member(clientId, { roleName: CLIENT_ADMIN_ROLE });
    expect((await accept(ticketId, admin.user.id)).status).toBe('success');
    expect(await costs()).toBe(2);
  });
});
