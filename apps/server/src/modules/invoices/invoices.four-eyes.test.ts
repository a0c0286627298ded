import { T16_ACTIONS, TICKET_REFUSAL } from '@marketdesk/contracts/tickets';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper';
import { rowsOf } from '../../db/facts/executor';
import { invoices, skuCosts, skus, ticketHistory, tickets } from '../../db/schema';
import { xlsxBuffer } from '../../platform/spreadsheets';

/**
 * Issue 16, "Approvals you can trust": the T16 ticket an invoice upload raises is the system's; its uploader
 * neither edits, deletes nor accepts it, whatever roles they hold; a decision by another reviewer resolves it;
 * the invoice points at its ticket by a foreign key.
 */
let t: TestApp;
let clientId: number;
let hubName: string;
type Person = { id: number; headers: Record<string, string> };
let reviewerUploader: Person;
let superAdmin: Person;
let approver: Person;
let assigner: Person;

const FIELDS = {
  currency_code: 'GBP',
  vendor_name: 'Brew Supplies',
  invoice_date: '2026-11-02',
  invoice_value: '100',
  invoice_units: '10',
  shipping_cost: '10',
  other_costs: '0',
  cbm: '0.1',
};

async function upload(who: Person, invoiceNo: string) {
  const file = await xlsxBuffer({
    sheets: [
      {
        name: 'Lines',
        columns: ['sku_code', 'units', 'unit_cost'].map((header) => ({ header })),
        rows: [['MUG-1', 10, 4]],
      },
    ],
  });
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)]), `${invoiceNo}.xlsx`);
  for (const [k, v] of Object.entries({ ...FIELDS, warehouse_name: hubName, invoice_no: invoiceNo }))
    form.append(k, v);
  const res = await t.app.inject({
    method: 'POST',
    url: `/invoices/upload?client_id=${clientId}`,
    headers: who.headers,
    payload: form as never,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().ticket_id as number;
}
const call = (who: Person, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `${url}${url.includes('?') ? '&' : '?'}client_id=${clientId}`,
    headers: who.headers,
    ...(payload ? { payload } : {}),
  });
const act = (ticketId: number, invoiceNo: string, action: string, who: Person, extra = {}) =>
  call(who, 'POST', `/tickets/${ticketId}/action`, {
    updates: [
      { client_id: clientId, data_type: 'invoice', file_name: `${invoiceNo}.xlsx`, action, ...extra },
    ],
  });
const costCount = async () =>
  (await t.db.select().from(skuCosts).where(eq(skuCosts.client_id, clientId))).length;
const ticketRow = async (id: number) =>
  (await t.db.select().from(tickets).where(eq(tickets.pk_ticket_id, id)))[0]!;
const historyOf = (id: number) =>
  t.db
    .select({ field: ticketHistory.field, from: ticketHistory.from_value, to: ticketHistory.to_value })
    .from(ticketHistory)
    .where(and(eq(ticketHistory.client_id, clientId), eq(ticketHistory.ticket_id, id)))
    .orderBy(ticketHistory.id);

async function person(permissions: string[], user: { is_sa?: boolean; first_name?: string } = {}) {
  const m = await t.make.member(clientId, { permissions, user: { last_name: 'Test', ...user } });
  return { id: m.user.id, headers: await t.auth(m.user.id) };
}

beforeAll(async () => {
  t = await createTestApp();
  clientId = (await t.make.client()).pk_client_id;
  const hub = await t.make.warehouse(clientId);
  hubName = hub.name;
  await t.db.insert(skus).values({ client_id: clientId, sku_code: 'MUG-1', sku_name: 'Mug' });
  const ticketing = ['view:tickets', 'access:tickets:type:T16'];
  // An uploader who is also a reviewer and an assigner: roles never lift the four-eyes rule.
  reviewerUploader = await person(
    [
      'upload:sku',
      'view:sku',
      'create:tickets',
      'access:tickets:review',
      'access:tickets:assign',
      ...ticketing,
    ],
    { first_name: 'Uma' },
  );
  await t.make.assign.warehouse(reviewerUploader.id, hub);
  superAdmin = await person([], { is_sa: true, first_name: 'Sam' });
  approver = await person([...ticketing, 'access:tickets:review', 'view:sku'], { first_name: 'Ava' });
  assigner = await person([...ticketing, 'access:tickets:assign'], { first_name: 'Ari' });
});
afterAll(() => t?.close());

describe('an invoice T16 ticket is the system’s', () => {
  it('blank creator (shown as System): the uploader may not edit or delete it, nor find it among tickets raised', async () => {
    const id = await upload(reviewerUploader, 'INV-SYS');
    expect(await ticketRow(id)).toMatchObject({ fk_creator_id: null, creator_name: '' });
    const del = await call(reviewerUploader, 'DELETE', `/tickets/${id}`);
    expect({ status: del.statusCode, detail: del.json().detail }).toEqual({
      status: 403,
      detail: TICKET_REFUSAL.systemTicket,
    });
    const edit = await call(reviewerUploader, 'PATCH', `/tickets/created/${id}`, {
      ticket_type_id: 'T16',
      comments: 'mine now',
    });
    expect(edit.statusCode).toBe(403);
    const raised = await call(reviewerUploader, 'GET', '/tickets/all?tab=raised&rpp=500');
    expect(raised.json().tickets.map((x: { pk_ticket_id: number }) => x.pk_ticket_id)).not.toContain(id);
  });
});

describe('four eyes: nobody accepts their own upload', () => {
  it('a reviewer (and assigner) who uploaded gets 403 with the reason; nothing is written; the detail names the uploader', async () => {
    const id = await upload(reviewerUploader, 'INV-OWN');
    const res = await act(id, 'INV-OWN', T16_ACTIONS.accept, reviewerUploader);
    expect({ status: res.statusCode, detail: res.json().detail }).toEqual({
      status: 403,
      detail: TICKET_REFUSAL.ownUpload,
    });
    expect(await costCount()).toBe(0);
    expect(await ticketRow(id)).toMatchObject({ status: 'PENDING', fk_owner_id: null });
    const detail = (await call(approver, 'GET', `/tickets/details?id=${id}`)).json();
    expect(detail.data.items[0].uploaded_by).toBe(reviewerUploader.id);
  });

  it('a super admin who uploaded may not accept either', async () => {
    const id = await upload(superAdmin, 'INV-SA');
    const res = await act(id, 'INV-SA', T16_ACTIONS.accept, superAdmin);
    expect({ status: res.statusCode, detail: res.json().detail }).toEqual({
      status: 403,
      detail: TICKET_REFUSAL.ownUpload,
    });
  });
});

describe('a decision resolves the approval', () => {
  it('Accept by another reviewer: owner the approver, 100 %, dt_completion, history; it leaves the open queues', async () => {
    const id = await upload(reviewerUploader, 'INV-ACC');
    const res = await act(id, 'INV-ACC', T16_ACTIONS.accept, approver);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results[0].status).toBe('success');
    expect(res.json().ticket).toMatchObject({
      status: 'RESOLVED',
      fk_owner_id: approver.id,
      owner_name: 'Ava Test',
      percent_completion: 100,
      dt_completion: expect.any(String),
    });
    expect(await historyOf(id)).toEqual([
      { field: 'owner', from: null, to: 'Ava Test' },
      { field: 'status', from: 'PENDING', to: 'RESOLVED' },
      { field: 'percent_completion', from: '0', to: '100' },
    ]);
    const unassigned = await call(assigner, 'GET', '/tickets/all?tab=all&subTab=unassigned&rpp=500');
    expect(unassigned.json().tickets.map((x: { pk_ticket_id: number }) => x.pk_ticket_id)).not.toContain(id);
  });

  it('Reject by another reviewer resolves it too, and the row reads as a success, not a failure', async () => {
    const id = await upload(reviewerUploader, 'INV-REJ');
    const res = await act(id, 'INV-REJ', T16_ACTIONS.reject, approver, {
      editable_fields: { reason: 'Prices not agreed' },
    });
    expect(res.json().results[0]).toMatchObject({ status: 'success', message: 'Invoice rejected.' });
    const { ticket } = res.json();
    expect(ticket).toMatchObject({ status: 'RESOLVED', fk_owner_id: approver.id });
    expect(ticket.data.items[0]).toMatchObject({
      action_taken: T16_ACTIONS.reject,
      reflected_on_db: false,
      result: { status: 'success', rejected: 'Prices not agreed' },
    });
  });

  it('the uploader may withdraw (reject) their own upload', async () => {
    const id = await upload(reviewerUploader, 'INV-WD');
    const res = await act(id, 'INV-WD', T16_ACTIONS.reject, reviewerUploader, {
      editable_fields: { reason: 'Wrong file' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results[0].status).toBe('success');
  });

  it('a failed Accept leaves the ticket open', async () => {
    const id = await upload(reviewerUploader, 'INV-FAIL');
    await t.db.delete(skuCosts).where(eq(skuCosts.client_id, clientId));
    // The SKU renamed since the upload: the lines no longer match, the row fails.
    await t.db.update(skus).set({ sku_code: 'MUG-RENAMED' }).where(eq(skus.client_id, clientId));
    const res = await act(id, 'INV-FAIL', T16_ACTIONS.accept, approver);
    await t.db.update(skus).set({ sku_code: 'MUG-1' }).where(eq(skus.client_id, clientId));
    expect(res.json().results[0].status).toBe('failed');
    expect(await ticketRow(id)).toMatchObject({ status: 'PENDING', fk_owner_id: null, dt_completion: null });
  });
});

describe('the invoice points at its ticket', () => {
  it('by a foreign key: a ticket id that does not exist is refused, the ticket cannot go while its invoice stays', async () => {
    const id = await upload(reviewerUploader, 'INV-FK');
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.ticket_id, id));
    expect(invoice!.ticket_id).toBe(id);
    await expect(
      t.db.update(invoices).set({ ticket_id: 999_999 }).where(eq(invoices.id, invoice!.id)),
    ).rejects.toThrow();
    await expect(
      rowsOf(t.db, sql`delete from tickets where client_id = ${clientId}::int and pk_ticket_id = ${id}::int`),
    ).rejects.toThrow();
  });
});
