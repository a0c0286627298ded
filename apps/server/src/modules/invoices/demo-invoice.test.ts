import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper';
import { apiModules } from '../../app';
import { invoices, skuCosts, skus, ticketItems, tickets } from '../../db/schema';
import { fileStorageFor, filesService } from '../../platform/files';
import { ticketActionHandler } from '../tickets';
import { DEMO_INVOICE_NO, writeDemoInvoice } from '.';

let t: TestApp;
let clientId: number;
let assigned: { client_id: number; pk_warehouse_id: number };

beforeAll(async () => {
  t = await createTestApp({ modules: apiModules });
  clientId = (await t.make.client({ name: 'Acme Home' })).pk_client_id;
  // The seller uploads into a warehouse assigned to them, not merely the client's first one.
  await t.make.warehouse(clientId, [], { name: 'Acme Main' });
  assigned = await t.make.warehouse(clientId, [], { name: 'Acme Second' });
  await t.db
    .insert(skus)
    .values(
      ['K-1', 'K-2', 'K-3', 'K-4'].map((sku_code) => ({ client_id: clientId, sku_code, sku_name: sku_code })),
    );
  const seller = await t.make.member(clientId, {
    permissions: ['upload:sku', 'view:tickets', 'access:tickets:type:T16'],
    user: { email: 'seller@acme.demo.marketdesk.dev', first_name: 'Priya', last_name: 'Nair' },
  });
  await t.make.assign.warehouse(seller.user.id, assigned);
});
afterAll(() => t?.close());

describe('the demo invoice', () => {
  it('waits in a pending T16 ticket raised through the real upload, once; accepting it lands the SKU costs', async () => {
    const ticketId = await writeDemoInvoice({ db: t.db, config: t.config });
    expect(ticketId).toEqual(expect.any(Number));
    expect(await writeDemoInvoice({ db: t.db, config: t.config })).toBeNull();

    const [ticket] = await t.db.select().from(tickets).where(eq(tickets.pk_ticket_id, ticketId!));
    expect(ticket).toMatchObject({
      client_id: clientId,
      fk_ticket_type_id: 'T16',
      status: 'PENDING',
      num_items: 1,
    });
    const [item] = await t.db.select().from(ticketItems).where(eq(ticketItems.ticket_id, ticketId!));
    expect(item!.action_taken).toBeNull();
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.client_id, clientId));
    expect(invoice).toMatchObject({ invoice_no: DEMO_INVOICE_NO, status: 'pending', invoice_units: 80 });
    expect(invoice!.fk_warehouse_id).toBe(assigned.pk_warehouse_id);

    const outcome = await t.db.transaction((tx) =>
      ticketActionHandler('T16')!({
        tx,
        clientId,
        userId: invoice!.created_by!,
        ticket: { pk_ticket_id: ticketId!, fk_ticket_type_id: 'T16', description: '', commentTexts: [] },
        item: { item_no: item!.item_no, data: item!.data as Record<string, unknown> },
        action: 'Accept (Insert)',
        editable: {},
        files: (on) => filesService({ db: on, storage: fileStorageFor(t.config) }),
      }),
    );
    expect(outcome.status).toBe('success');
    const costs = await t.db
      .select({ sku: skus.sku_code, purchase: skuCosts.purchase_cost, shipping: skuCosts.shipping_cost })
      .from(skuCosts)
      .innerJoin(skus, and(eq(skus.client_id, skuCosts.client_id), eq(skus.pk_sku_id, skuCosts.fk_sku_id)))
      .where(eq(skuCosts.client_id, clientId))
      .orderBy(skus.sku_code);
    expect(costs).toEqual([
      { sku: 'K-1', purchase: '6.40', shipping: '1.20' },
      { sku: 'K-2', purchase: '11.90', shipping: '1.20' },
      { sku: 'K-3', purchase: '3.25', shipping: '1.20' },
    ]);
  });
});
