import { T16_ACTIONS } from '@marketdesk/contracts/tickets';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper';
import { invoices, skuCosts, skus } from '../../db/schema';
import { xlsxBuffer } from '../../platform/spreadsheets';

/** The invoice's T16 row accepted and rejected through the ticket action call, as the detail page sends it. */
let t: TestApp;
let clientId: number;
let uploader: Record<string, string>;
let reviewer: Record<string, string>;
let reviewer2: Record<string, string>;

const FIELDS = {
  warehouse_name: 'Acme Rhine Hub',
  currency_code: 'GBP',
  vendor_name: 'Brew Supplies',
  invoice_date: '2026-11-02',
  invoice_value: '400',
  invoice_units: '40',
  shipping_cost: '60',
  other_costs: '20',
  cbm: '0.8',
};

async function upload(invoiceNo: string, rows: (string | number)[][]) {
  const file = await xlsxBuffer({
    sheets: [
      { name: 'Lines', columns: ['sku_code', 'units', 'unit_cost'].map((header) => ({ header })), rows },
    ],
  });
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)]), `${invoiceNo}.xlsx`);
  for (const [k, v] of Object.entries({ ...FIELDS, invoice_no: invoiceNo })) form.append(k, v);
  const res = await t.app.inject({
    method: 'POST',
    url: `/invoices/upload?client_id=${clientId}`,
    headers: uploader,
    payload: form as never,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().ticket_id as number;
}
const act = (ticketId: number, invoiceNo: string, action: string, who: Record<string, string>, extra = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/tickets/${ticketId}/action?client_id=${clientId}`,
    headers: who,
    payload: {
      updates: [
        { client_id: clientId, data_type: 'invoice', file_name: `${invoiceNo}.xlsx`, action, ...extra },
      ],
    },
  });
const costs = () =>
  t.db
    .select({ sku: skus.sku_code, purchase: skuCosts.purchase_cost, shipping: skuCosts.shipping_cost })
    .from(skuCosts)
    .innerJoin(skus, and(eq(skus.client_id, skuCosts.client_id), eq(skus.pk_sku_id, skuCosts.fk_sku_id)))
    .where(eq(skuCosts.client_id, clientId))
    .orderBy(skus.sku_code);
const statusOf = async (ticketId: number) =>
  (await t.db.select().from(invoices).where(eq(invoices.ticket_id, ticketId)))[0]!.status;

beforeAll(async () => {
  t = await createTestApp();
  clientId = (await t.make.client()).pk_client_id;
  const hub = await t.make.warehouse(clientId, [], { name: 'Acme Rhine Hub' });
  // The SKUs have a brand of the users: a brand-limited user reads only their brands' SKUs (platform/report-scope).
  const brand = (await t.make.brand()).pk_brand_id;
  await t.db.insert(skus).values(
    ['MUG-1', 'MUG-2'].map((sku_code) => ({
      client_id: clientId,
      sku_code,
      sku_name: sku_code,
      fk_brand_id: brand,
    })),
  );
  const rights = ['view:tickets', 'access:tickets:type:T16'];
  const up = await t.make.member(clientId, { permissions: ['upload:sku', ...rights] });
  await t.make.assign.warehouse(up.user.id, hub);
  uploader = await t.auth(up.user.id);
  await t.make.assign.brand(up.user.id, brand);
  const aReviewer = async () => {
    const r = await t.make.member(clientId, {
      permissions: [...rights, 'access:tickets:review', 'view:sku'],
    });
    await t.make.assign.brand(r.user.id, brand);
    return t.auth(r.user.id);
  };
  reviewer = await aReviewer();
  reviewer2 = await aReviewer();
});
afterAll(() => t?.close());

describe('POST /tickets/{id}/action on an invoice ticket', () => {
  it('Accept by a reviewer writes the SKU costs the SKU Cost grid shows; the uploader may not act; again changes nothing', async () => {
    const id = await upload('INV-7', [
      ['MUG-1', 10, 4],
      ['MUG-2', 30, 1.5],
    ]);
    expect((await act(id, 'INV-7', T16_ACTIONS.accept, uploader)).statusCode).toBe(403);
    expect(await costs()).toEqual([]);
    const res = await act(id, 'INV-7', T16_ACTIONS.accept, reviewer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results).toEqual([
      { item_no: 1, status: 'success', message: 'Invoice accepted: SKU costs of 2 SKU(s) written.' },
    ]);
    expect(await costs()).toEqual([
      { sku: 'MUG-1', purchase: '4.00', shipping: '1.50' },
      { sku: 'MUG-2', purchase: '1.50', shipping: '1.50' },
    ]);
    expect(await statusOf(id)).toBe('accepted');
    const grid = await t.app.inject({ url: `/data/sku/cost?client_id=${clientId}`, headers: reviewer });
    expect(
      grid
        .json()
        .items.map((r: { sku_code: string; additional_cost: number }) => [r.sku_code, r.additional_cost]),
    ).toEqual([
      ['MUG-1', 0.5],
      ['MUG-2', 0.5],
    ]);
    // The accepting reviewer now owns the resolved ticket (issue 16); another reviewer may act again.
    const again = await act(id, 'INV-7', T16_ACTIONS.accept, reviewer2);
    expect(again.json().results[0].status).toBe('success');
    expect(await costs()).toHaveLength(2);
  });

  it('Reject without a reason fails; with one the invoice is rejected and no cost is written', async () => {
    const id = await upload('INV-8', [['MUG-1', 40, 9]]);
    const none = await act(id, 'INV-8', T16_ACTIONS.reject, reviewer);
    expect(none.json().results[0]).toMatchObject({
      status: 'failed',
      message: 'Rejection requires a non-empty reason. Add it to ticket comments.',
    });
    const res = await act(id, 'INV-8', T16_ACTIONS.reject, reviewer, {
      editable_fields: { reason: 'Prices not agreed' },
    });
    expect(res.json().results[0].status).toBe('success');
    expect(await statusOf(id)).toBe('rejected');
    expect((await costs()).find((c) => c.sku === 'MUG-1')!.purchase).toBe('4.00');
  });
});
