import { TICKET_FIELD_TEXT } from '@marketdesk/contracts/ticket-fields';
import { formatComments, TICKET_REFUSAL, TICKET_TEXT } from '@marketdesk/contracts/tickets';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, ticketPeople } from '../../../test/fixtures/tickets';
import { createTestApp, type TestApp } from '../../../test/helper';
import { ticketItems, tickets } from '../../db/schema';

/**
 * Issue 16: POST /tickets/create with the spec's body exactly as written (section 7: marketplace and brand
 * only as stamps on the items), and the hand-raised types T2–T7 whose forms follow their settings.
 */
let t: TestApp;
let clientId: number;
let P: Awaited<ReturnType<typeof ticketPeople>>['people'];
let call: ReturnType<typeof caller>;
let mp: { pk_mp_id: number; name: string };
let mp2: { pk_mp_id: number };
let brand: { pk_brand_id: number; brand_name: string };
let brand2: { pk_brand_id: number };

beforeAll(async () => {
  t = await createTestApp();
  const setup = await ticketPeople(t);
  clientId = setup.clientId;
  P = setup.people;
  call = caller(t, clientId);
  [mp, mp2] = [await t.make.marketplace(), await t.make.marketplace()];
  [brand, brand2] = [await t.make.brand(), await t.make.brand()];
});
afterAll(() => t?.close());

const comments = (description: string) => formatComments({ description, entries: [] });
const ticketOf = async (id: number) =>
  (await t.db.select().from(tickets).where(eq(tickets.pk_ticket_id, id)))[0]!;
const itemsOf = (id: number) => t.db.select().from(ticketItems).where(eq(ticketItems.ticket_id, id));

describe('the spec’s body: marketplace and brand stamped on the items', () => {
  const stamped = (n: number, o: Record<string, unknown> = {}) =>
    Array.from({ length: n }, (_, i) => ({
      retailer_sku: `SKU-${i}`,
      comments: '',
      client_id: clientId,
      mp_id: mp.pk_mp_id,
      brand_id: brand.pk_brand_id,
      ...o,
    }));
  // Exactly the keys of spec 03 section 7: nothing beside data but the type, comments and creator.
  const specBody = (items: Record<string, unknown>[], type = 'T1') => ({
    ticket_type_id: type,
    comments: comments('Fix the titles'),
    fk_creator_id: P.creator.id,
    creator_name: 'Cora Creator',
    data: { items, requested_content_type: [], drive_link: null },
  });

  it('T1 raises its tickets with the items’ marketplace and brand', async () => {
    const r = await call('POST', '/tickets/create', P.creator.id, specBody(stamped(21)));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toHaveLength(2);
    const head = await ticketOf(r.body[0]);
    expect(head).toMatchObject({ fk_mp_id: mp.pk_mp_id, fk_brand_id: brand.pk_brand_id });
    const detail = (await call('GET', `/tickets/details?id=${r.body[1]}`, P.worker.id)).body;
    expect(detail).toMatchObject({ marketplace_name: mp.name, brand_name: brand.brand_name, num_items: 1 });
    expect(detail.data.items[0]).toMatchObject({ mp_id: mp.pk_mp_id, brand_id: brand.pk_brand_id });
  });

  it('T9 takes its marketplace from the items too; ids written as digits are read as ids', async () => {
    const items = stamped(2, { mp_id: String(mp.pk_mp_id), brand_id: null });
    const r = await call('POST', '/tickets/create', P.creator.id, specBody(items, 'T9'));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(await ticketOf(r.body[0])).toMatchObject({ fk_mp_id: mp.pk_mp_id, fk_brand_id: null });
    expect((await itemsOf(r.body[0]))[0]!.data).toMatchObject({ mp_id: mp.pk_mp_id, brand_id: null });
  });

  it('items that disagree are refused with a clear detail (nothing raised)', async () => {
    const before = (await t.db.select().from(tickets).where(eq(tickets.client_id, clientId))).length;
    const mixedMp = [...stamped(1), ...stamped(1, { mp_id: mp2.pk_mp_id })];
    const r1 = await call('POST', '/tickets/create', P.creator.id, specBody(mixedMp));
    expect(r1).toEqual({ status: 400, body: { detail: TICKET_REFUSAL.stampsDisagree('mp_id') } });
    const mixedBrand = [...stamped(1), ...stamped(1, { brand_id: brand2.pk_brand_id })];
    const r2 = await call('POST', '/tickets/create', P.creator.id, specBody(mixedBrand));
    expect(r2).toEqual({ status: 400, body: { detail: TICKET_REFUSAL.stampsDisagree('brand_id') } });
    const partly = [...stamped(1), ...stamped(1, { brand_id: null })];
    expect((await call('POST', '/tickets/create', P.creator.id, specBody(partly))).status).toBe(400);
    const bad = await call('POST', '/tickets/create', P.creator.id, specBody(stamped(1, { mp_id: 'UK' })));
    expect(bad).toEqual({ status: 400, body: { detail: TICKET_REFUSAL.stampInvalid('mp_id') } });
    expect((await t.db.select().from(tickets).where(eq(tickets.client_id, clientId))).length).toBe(before);
  });

  it('without stamps anywhere T1 still answers the spec text; the body’s mp_id beside data wins', async () => {
    const bare = stamped(1, { mp_id: undefined, brand_id: undefined }).map(({ retailer_sku }) => ({
      retailer_sku,
      comments: '',
    }));
    const r = await call('POST', '/tickets/create', P.creator.id, specBody(bare));
    expect(r).toEqual({ status: 400, body: { detail: TICKET_TEXT.fillAll } });
    const beside = await call('POST', '/tickets/create', P.creator.id, {
      ...specBody(stamped(1, { mp_id: mp2.pk_mp_id })),
      mp_id: mp.pk_mp_id,
      brand_id: brand.pk_brand_id,
    });
    expect(beside.status).toBe(200);
    expect(await ticketOf(beside.body[0])).toMatchObject({ fk_mp_id: mp.pk_mp_id });
  });
});

describe('T2–T7 raised by hand, by their settings (required fields, brand)', () => {
  const fieldBody = (type: string, item: Record<string, unknown>, o: Record<string, unknown> = {}) => ({
    ticket_type_id: type,
    comments: comments('by hand'),
    data: { items: [item] },
    ...o,
  });

  it('T2 (no brand): SKU and New Price required; a sale price needs its dates, in order', async () => {
    const create = (item: Record<string, unknown>) =>
      call('POST', '/tickets/create', P.creator.id, fieldBody('T2', item));
    expect((await create({ new_price: '10' })).body.detail).toBe(TICKET_FIELD_TEXT.required('SKU'));
    expect((await create({ retailer_sku: 'A', new_price: 'ten' })).body.detail).toBe(
      TICKET_FIELD_TEXT.money('New Price'),
    );
    expect((await create({ retailer_sku: 'A', new_price: '10', sale_price: '8' })).body.detail).toBe(
      TICKET_FIELD_TEXT.requiredWith('Sale Start Date', 'Sale Price'),
    );
    const backwards = await create({
      retailer_sku: 'A',
      new_price: '10',
      sale_price: '8',
      sale_start_date: '2026-05-10',
      sale_end_date: '2026-05-01',
    });
    expect(backwards.body.detail).toBe(TICKET_FIELD_TEXT.notBefore('Sale End Date', 'Sale Start Date'));
    const ok = await create({ retailer_sku: 'A', new_price: '10.50' });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const detail = (await call('GET', `/tickets/details?id=${ok.body[0]}`, P.worker.id)).body;
    expect(detail).toMatchObject({ fk_ticket_type_id: 'T2', fk_creator_id: P.creator.id, num_items: 1 });
    expect(detail.data.items[0]).toMatchObject({
      retailer_sku: 'A',
      new_price: '10.50',
      client_id: clientId,
    });
  });

  it('T7 (brand): refused without a brand, raised with one (beside data or stamped on the item)', async () => {
    const item = {
      retailer_sku: 'MUG-1',
      order_id: '203-1234567-8602704',
      customer_email: 'buyer@example.com',
      rebate_code: 'R-10',
    };
    const none = await call('POST', '/tickets/create', P.creator.id, fieldBody('T7', item));
    expect(none).toEqual({ status: 400, body: { detail: TICKET_FIELD_TEXT.selectBrand } });
    const badMail = await call(
      'POST',
      '/tickets/create',
      P.creator.id,
      fieldBody('T7', { ...item, customer_email: 'nobody' }, { brand_id: brand.pk_brand_id }),
    );
    expect(badMail.body.detail).toBe(TICKET_FIELD_TEXT.email('Customer Email'));
    const ok = await call(
      'POST',
      '/tickets/create',
      P.creator.id,
      fieldBody('T7', { ...item, brand_id: brand.pk_brand_id }),
    );
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(await ticketOf(ok.body[0])).toMatchObject({ fk_brand_id: brand.pk_brand_id });
  });

  it('T3, T4, T5 and T6 follow their own fields; the creator edits them like any form ticket', async () => {
    const raise = (type: string, item: Record<string, unknown>, o = {}) =>
      call('POST', '/tickets/create', P.creator.id, fieldBody(type, item, o));
    const t3 = { product_name: 'Teapot', quantity: '500', target_price: '3.20', additional_notes: 'matte' };
    expect((await raise('T3', { ...t3, quantity: '1.5' }, { brand_id: brand.pk_brand_id })).body.detail).toBe(
      TICKET_FIELD_TEXT.count('Quantity'),
    );
    expect((await raise('T3', t3, { brand_id: brand.pk_brand_id })).status).toBe(200);
    // T4's SKU is optional ("Relevant SKU if any").
    const t4 = await raise('T4', { inquiry_details: 'Why was the listing suppressed?' });
    expect(t4.status, JSON.stringify(t4.body)).toBe(200);
    expect((await raise('T5', { retailer_sku: 'A', warehouse_id: 'WH-1' })).body.detail).toBe(
      TICKET_FIELD_TEXT.required('New Quantity'),
    );
    const t6 = {
      page_name: 'Home',
      section_to_update: 'Hero',
      new_content: 'https://cdn.example.com/hero.png',
      instructions: 'Replace the banner',
    };
    const raised = await raise('T6', t6, { brand_id: brand.pk_brand_id });
    expect(raised.status).toBe(200);
    const id = raised.body[0] as number;
    const edit = await call('PATCH', `/tickets/created/${id}`, P.creator.id, {
      ...fieldBody('T6', { ...t6, section_to_update: 'Footer' }),
      brand_id: brand.pk_brand_id,
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect(edit.body.data.items[0]).toMatchObject({ section_to_update: 'Footer' });
    const emptied = await call('PATCH', `/tickets/created/${id}`, P.creator.id, {
      ...fieldBody('T6', { ...t6, instructions: ' ' }),
      brand_id: brand.pk_brand_id,
    });
    expect(emptied.body.detail).toBe(TICKET_FIELD_TEXT.required('Instructions'));
  });

  it('T8 keeps its optional screenshots link', async () => {
    const r = await call('POST', '/tickets/create', P.creator.id, {
      ticket_type_id: 'T8',
      comments: comments('The export button does nothing on Safari'),
      data: { drive_link: 'https://drive.example.com/shots' },
    });
    expect(r.status).toBe(200);
    expect(await ticketOf(r.body[0])).toMatchObject({ drive_link: 'https://drive.example.com/shots' });
  });
});
