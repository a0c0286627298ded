import { T16_ACTIONS, TICKET_TEXT } from '@marketdesk/contracts/tickets';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionContext } from '../../../../test/fixtures/ticket-actions';
import { createTestApp, type TestApp } from '../../../../test/helper';
import { apiModules } from '../../../app';
import { brands, ticketItems, tickets } from '../../../db/schema';
import { registerApprovalTarget } from '../../../platform/approvals';
import { ticketActionHandler } from '../../../platform/row-actions';
import { ticketFilesModule } from '../files';

let t: TestApp;
let clientId: number;
let userId: number;
let ticketId: number;
const calls: string[] = [];

/** A data type whose accept writes a brand, then refuses when the metadata says so (the write must vanish). */
registerApprovalTarget('test-brand', {
  async accept(input) {
    const name = String(input.metadata.brand);
    calls.push(name);
    await input.tx.insert(brands).values({ brand_name: name, brand_code: name.toUpperCase() });
    return input.metadata.fail
      ? { ok: false, message: `Refused ${name}` }
      : { ok: true, message: `Landed ${name}` };
  },
});

const brandNamed = async (name: string) =>
  (await t.db.select().from(brands).where(eq(brands.brand_name, name))).length;
const item = (brand: string, extra: Record<string, unknown> = {}) => ({
  client_id: clientId,
  data_type: 'test-brand',
  file_name: 'x.xlsx',
  file_id: 1,
  metadata: { brand, ...extra },
});
const act = (
  action: string,
  data: Record<string, unknown>,
  o: { reason?: string; comments?: string[] } = {},
) =>
  t.db.transaction((tx) =>
    ticketActionHandler('T16')!(
      actionContext(tx, {
        clientId,
        typeId: 'T16',
        action,
        data,
        editable: o.reason === undefined ? {} : { reason: o.reason },
        ticketId,
        itemNo: 1,
        userId,
        commentTexts: o.comments,
      }),
    ),
  );

beforeAll(async () => {
  t = await createTestApp({
    modules: apiModules.includes(ticketFilesModule) ? apiModules : [...apiModules, ticketFilesModule],
  });
  clientId = (await t.make.client()).pk_client_id;
  userId = (await t.make.member(clientId)).user.id;
  const [ticket] = await t.db
    .insert(tickets)
    .values({ client_id: clientId, fk_ticket_type_id: 'T16', num_items: 1 })
    .returning();
  ticketId = ticket!.pk_ticket_id;
  await t.db
    .insert(ticketItems)
    .values({ client_id: clientId, ticket_id: ticketId, item_no: 1, data: item('BRANDA') });
});
afterAll(() => t?.close());

describe('T16 Accept (Insert)', () => {
  it('a refusing target leaves nothing written and the row failed with its message', async () => {
    const out = await act(T16_ACTIONS.accept, item('BRANDF', { fail: true }));
    expect(out).toEqual({ status: 'failed', message: 'Refused BRANDF', reflected: null });
    expect(calls).toContain('BRANDF');
    expect(await brandNamed('BRANDF')).toBe(0);
  });

  it('lands the data, reflected_on_db true; once stored as accepted, a second Accept applies nothing', async () => {
    expect(await act(T16_ACTIONS.accept, item('BRANDA'))).toMatchObject({
      status: 'success',
      reflected: true,
    });
    expect(await brandNamed('BRANDA')).toBe(1);
    await t.db
      .update(ticketItems)
      .set({ action_taken: T16_ACTIONS.accept, reflected: true })
      .where(eq(ticketItems.ticket_id, ticketId));
    const before = calls.length;
    expect(await act(T16_ACTIONS.accept, item('BRANDA'))).toMatchObject({
      status: 'success',
      reflected: true,
    });
    expect(calls.length).toBe(before);
    expect(await brandNamed('BRANDA')).toBe(1);
  });

  it('an unknown data type or a row without a file fails', async () => {
    expect((await act(T16_ACTIONS.accept, { ...item('X'), data_type: 'nope' })).status).toBe('failed');
    // data types match case-insensitively (the demo writes 'INVOICE')
    expect((await act(T16_ACTIONS.accept, { ...item('BRANDA'), data_type: 'TEST-BRAND' })).status).toBe(
      'success',
    );
    expect((await act(T16_ACTIONS.accept, { ...item('X'), file_id: null })).status).toBe('failed');
  });
});

describe('T16 Reject', () => {
  it("needs the row's reason or a ticket comment, and is reflected_on_db false", async () => {
    expect(await act(T16_ACTIONS.reject, item('R'), { comments: ['  '] })).toEqual({
      status: 'failed',
      message: TICKET_TEXT.rejectNeedsReason,
      reflected: null,
    });
    expect(await act(T16_ACTIONS.reject, item('R'), { reason: 'Wrong file' })).toMatchObject({
      status: 'success',
      reflected: false,
      result: { rejected: 'Wrong file' },
    });
    expect(await act(T16_ACTIONS.reject, item('R'), { comments: ['Duplicate upload'] })).toMatchObject({
      status: 'success',
      reflected: false,
    });
  });
});
