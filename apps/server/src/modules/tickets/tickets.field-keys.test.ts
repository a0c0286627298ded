import { TICKET_FIELD_TEXT } from '@marketdesk/contracts/ticket-fields';
import { formatComments } from '@marketdesk/contracts/tickets';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, ticketPeople } from '../../../test/fixtures/tickets';
import { createTestApp, type TestApp } from '../../../test/helper';
import { ticketItems } from '../../db/schema';

/**
 * Issue 29 item 6: a caller of POST /tickets/create learns each T2–T7 field's key from GET /tickets/types
 * (`fields: [{key, label, kind, required}]`), and the label's own snake case is accepted as well as the key.
 */
let t: TestApp;
let clientId: number;
let P: Awaited<ReturnType<typeof ticketPeople>>['people'];
let call: ReturnType<typeof caller>;
let mp: { pk_mp_id: number };
let brand: { pk_brand_id: number };

beforeAll(async () => {
  t = await createTestApp();
  const setup = await ticketPeople(t);
  clientId = setup.clientId;
  P = setup.people;
  call = caller(t, clientId);
  mp = await t.make.marketplace();
  brand = await t.make.brand();
});
afterAll(() => t?.close());

const itemsOf = (id: number) => t.db.select().from(ticketItems).where(eq(ticketItems.ticket_id, id));

// Exactly the keys of spec 03 section 7; marketplace and brand as stamps on the items.
const specBody = (type: string, item: Record<string, unknown>) => ({
  ticket_type_id: type,
  comments: formatComments({ description: 'raised through the API', entries: [] }),
  fk_creator_id: P.creator.id,
  creator_name: 'Cora Creator',
  data: {
    items: [{ ...item, client_id: clientId, mp_id: mp.pk_mp_id, brand_id: brand.pk_brand_id }],
    requested_content_type: [],
    drive_link: null,
  },
});

describe('GET /tickets/types lists each field of T2–T7 with its key', () => {
  it('T4: Question / Inquiry Details is inquiry_details (required), Relevant SKU if any retailer_sku', async () => {
    const r = await call('GET', '/tickets/types', P.creator.id);
    expect(r.status).toBe(200);
    const t4 = r.body.find((x: { ticket_type_id: string }) => x.ticket_type_id === 'T4');
    expect(t4.required_fields).toEqual(['Question / Inquiry Details', 'Relevant SKU if any']);
    expect(t4.fields).toEqual([
      { key: 'inquiry_details', label: 'Question / Inquiry Details', kind: 'long', required: true },
      { key: 'retailer_sku', label: 'Relevant SKU', kind: 'text', required: false },
    ]);
    const t2 = r.body.find((x: { ticket_type_id: string }) => x.ticket_type_id === 'T2');
    expect(t2.fields.map((f: { key: string }) => f.key)).toEqual([
      'retailer_sku',
      'new_price',
      'sale_price',
      'sale_start_date',
      'sale_end_date',
    ]);
    // Every T2–T7 type lists one field per setting; types with forms of their own list none.
    for (const type of r.body as { ticket_type_id: string; required_fields: string[]; fields: unknown[] }[]) {
      const byHand = ['T2', 'T3', 'T4', 'T5', 'T6', 'T7'].includes(type.ticket_type_id);
      expect(type.fields).toHaveLength(byHand ? type.required_fields.length : 0);
    }
  });
});

describe('POST /tickets/create takes a field by its key or by its label in snake case', () => {
  for (const key of ['inquiry_details', 'question_inquiry_details']) {
    it(`T4 with ${key}: raised, stored under inquiry_details`, async () => {
      const r = await call(
        'POST',
        '/tickets/create',
        P.creator.id,
        specBody('T4', { [key]: 'Why was the listing suppressed?', relevant_sku_if_any: 'MUG-1' }),
      );
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      const [item] = await itemsOf(r.body[0]);
      expect(item!.data).toMatchObject({
        inquiry_details: 'Why was the listing suppressed?',
        retailer_sku: 'MUG-1',
      });
      expect(item!.data).not.toHaveProperty('question_inquiry_details');
      expect(item!.data).not.toHaveProperty('relevant_sku_if_any');
    });
  }

  it('T2, T5, T6 and T7 by their labels (SKU, New Content / Asset URL, …)', async () => {
    const raise = (type: string, item: Record<string, unknown>) =>
      call('POST', '/tickets/create', P.creator.id, specBody(type, item));
    const t2 = await raise('T2', { sku: 'A-1', new_price: '9.99', optional_sale_price: '' });
    expect(t2.status, JSON.stringify(t2.body)).toBe(200);
    expect((await itemsOf(t2.body[0]))[0]!.data).toMatchObject({ retailer_sku: 'A-1', new_price: '9.99' });
    const t5 = await raise('T5', { sku: 'A-1', warehouse_id: 'WH-1', new_quantity: '12' });
    expect(t5.status, JSON.stringify(t5.body)).toBe(200);
    const t6 = await raise('T6', {
      page_name: 'Home',
      section_to_update: 'Hero',
      new_content_asset_url: 'https://cdn.example.com/hero.png',
      instructions: 'Replace the banner',
    });
    expect(t6.status, JSON.stringify(t6.body)).toBe(200);
    expect((await itemsOf(t6.body[0]))[0]!.data).toMatchObject({
      new_content: 'https://cdn.example.com/hero.png',
    });
    const t7 = await raise('T7', {
      sku: 'MUG-1',
      order_id: '203-1234567-8602704',
      customer_email: 'buyer@example.com',
      rebate_code: 'R-10',
    });
    expect(t7.status, JSON.stringify(t7.body)).toBe(200);
  });

  it('a field sent twice with different values is refused; still required when neither is sent', async () => {
    const twice = await call(
      'POST',
      '/tickets/create',
      P.creator.id,
      specBody('T4', { inquiry_details: 'one', question_inquiry_details: 'two' }),
    );
    expect(twice).toEqual({
      status: 400,
      body: {
        detail: TICKET_FIELD_TEXT.sentTwice(
          'Question / Inquiry Details',
          'inquiry_details',
          'question_inquiry_details',
        ),
      },
    });
    const same = await call(
      'POST',
      '/tickets/create',
      P.creator.id,
      specBody('T4', { inquiry_details: 'one', question_inquiry_details: 'one' }),
    );
    expect(same.status).toBe(200);
    const none = await call('POST', '/tickets/create', P.creator.id, specBody('T4', { inquiry: 'x' }));
    expect(none).toEqual({
      status: 400,
      body: { detail: TICKET_FIELD_TEXT.required('Question / Inquiry Details') },
    });
  });
});
