import {
  formatComments,
  parseComments,
  T11_ACTIONS,
  T14_ACTIONS,
  TICKET_REFUSAL,
  TICKET_TEXT,
} from '@marketdesk/contracts/tickets';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, raiseOne, ticketPeople } from '../../../test/fixtures/tickets';
import { createTestApp, type TestApp } from '../../../test/helper';
import { notificationRecipients, ticketHistory, ticketItems, tickets } from '../../db/schema';

let t: TestApp;
let clientId: number;
let P: Awaited<ReturnType<typeof ticketPeople>>['people'];
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestApp();
  const setup = await ticketPeople(t);
  clientId = setup.clientId;
  P = setup.people;
  call = caller(t, clientId);
});
afterAll(() => t?.close());

const t8 = (details: string) => ({
  ticket_type_id: 'T8',
  creator_name: 'Cora Creator',
  comments: formatComments({ description: details, entries: [] }),
});
const history = (ticketId: number) =>
  t.db.select().from(ticketHistory).where(eq(ticketHistory.ticket_id, ticketId));

describe('access', () => {
  it('answers the spec text without view:tickets and 403 for a tab the user does not see', async () => {
    const r = await call('GET', '/tickets/all', P.noView.id);
    expect(r).toEqual({ status: 403, body: { detail: TICKET_TEXT.accessDenied } });
    expect((await call('GET', '/tickets/all?tab=all', P.worker.id)).status).toBe(403);
    expect((await call('GET', '/tickets/all?tab=all', P.assigner.id)).status).toBe(200);
  });

  it('hides another client’s tickets and types the user may not see (404, absent from lists, search, counts)', async () => {
    const id = await raiseOne(t, clientId, { typeId: 'T15', description: 'zebra-hidden-marker' });
    expect((await call('GET', `/tickets/details?id=${id}`, P.worker.id)).status).toBe(200);
    expect((await call('GET', `/tickets/details?id=${id}`, P.limited.id)).status).toBe(404);
    const outsider = caller(t, (await ticketPeople(t)).otherClientId);
    expect((await outsider('GET', `/tickets/details?id=${id}`, P.outsider.id)).status).toBe(403);
    const list = await call('GET', '/tickets/all?tab=unassigned&rpp=500', P.limited.id);
    expect(list.body.tickets.map((x: { pk_ticket_id: number }) => x.pk_ticket_id)).not.toContain(id);
    const types = (await call('GET', '/tickets/types', P.limited.id)).body;
    expect(types.map((x: { ticket_type_id: string }) => x.ticket_type_id)).toEqual(['T1', 'T8']);
    expect((await call('GET', '/tickets/search?q=zebra-hidden', P.limited.id)).body).toEqual([]);
    expect((await call('GET', '/tickets/search?q=zebra-hidden', P.worker.id)).body).toHaveLength(1);
    const before = (await call('GET', '/tickets/all', P.limited.id)).body.counts.unassigned;
    await raiseOne(t, clientId, { typeId: 'T15' });
    expect((await call('GET', '/tickets/all', P.limited.id)).body.counts.unassigned).toBe(before);
    expect((await call('PATCH', `/tickets/update/${id}`, P.limited.id, { status: 'RESOLVED' })).status).toBe(
      404,
    );
  });
});

describe('create, edit, delete', () => {
  it('raises ceil(N/20) tickets with items stamped by the server; the caller is the creator', async () => {
    const mp = await t.make.marketplace();
    const brand = await t.make.brand();
    // Rows arrive stamped as the form stamps them (spec 03 section 5); a forged client id is overwritten.
    const items = Array.from({ length: 45 }, (_, i) => ({
      retailer_sku: `SKU-${i}`,
      comments: 'fix',
      client_id: clientId + 999,
      mp_id: mp.pk_mp_id,
      brand_id: brand.pk_brand_id,
    }));
    const r = await call('POST', '/tickets/create', P.creator.id, {
      ticket_type_id: 'T1',
      creator_name: 'Cora',
      fk_creator_id: P.worker.id,
      mp_id: mp.pk_mp_id,
      brand_id: brand.pk_brand_id,
      comments: formatComments({ description: 'Titles', entries: [] }),
      data: { items },
    });
    expect(r.status).toBe(200);
    expect(r.body).toHaveLength(3);
    const rows = await t.db.select().from(tickets).where(eq(tickets.client_id, clientId));
    const mine = rows.filter((x) => r.body.includes(x.pk_ticket_id));
    expect(mine.map((x) => x.num_items).sort()).toEqual([20, 20, 5]);
    expect(mine.every((x) => x.fk_creator_id === P.creator.id)).toBe(true);
    const [item] = await t.db.select().from(ticketItems).where(eq(ticketItems.ticket_id, r.body[2]));
    expect(item!.data).toMatchObject({ retailer_sku: 'SKU-40', client_id: clientId, mp_id: mp.pk_mp_id });
    const detail = (await call('GET', `/tickets/details?id=${r.body[0]}`, P.worker.id)).body;
    expect(detail.marketplace_name).toBe(mp.name);
    expect(parseComments(detail.comments).description).toBe('Titles');
  });

  it('records the signed-in user as creator whatever name the body gives (issue 15)', async () => {
    const r = await call('POST', '/tickets/create', P.creator.id, {
      ...t8('impersonation attempt'),
      fk_creator_id: P.assigner.id,
      creator_name: 'Samira Haddad (Super Admin)',
    });
    expect(r.status).toBe(200);
    const detail = (await call('GET', `/tickets/details?id=${r.body[0]}`, P.worker.id)).body;
    expect(detail).toMatchObject({ fk_creator_id: P.creator.id, creator_name: 'Creator Test' });
    // The spec's body without a name is accepted too: the name is the server's to write.
    const { creator_name: _, ...nameless } = t8('no name');
    expect((await call('POST', '/tickets/create', P.creator.id, nameless)).status).toBe(200);
  });

  it('stores only http(s) drive links (issue 15)', async () => {
    // T8 (bug report) carries its screenshots as a drive link.
    const withLink = (drive_link: string | null) => ({ ...t8('See the screenshots'), data: { drive_link } });
    for (const link of [
      'javascript:alert(document.domain)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example/x',
      'https://',
      'vbscript:msgbox(1)',
    ]) {
      const r = await call('POST', '/tickets/create', P.creator.id, withLink(link));
      expect({ link, status: r.status }).toEqual({ link, status: 422 });
    }
    const ok = await call(
      'POST',
      '/tickets/create',
      P.creator.id,
      withLink('https://drive.example.com/folder/1'),
    );
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const detail = (await call('GET', `/tickets/details?id=${ok.body[0]}`, P.worker.id)).body;
    expect(detail.data.drive_link).toBe('https://drive.example.com/folder/1');
    expect((await call('POST', '/tickets/create', P.creator.id, withLink(''))).status).toBe(200);
  });

  it('refuses without create:tickets, for a type without a form, and with the spec texts', async () => {
    expect((await call('POST', '/tickets/create', P.worker.id, t8('x'))).status).toBe(403);
    const t11 = await call('POST', '/tickets/create', P.creator.id, { ...t8('x'), ticket_type_id: 'T11' });
    expect(t11).toEqual({ status: 400, body: { detail: TICKET_REFUSAL.typeHasNoForm } });
    const empty = await call('POST', '/tickets/create', P.creator.id, t8('  '));
    expect(empty.body.detail).toBe(TICKET_TEXT.provideDetails);
    const t15 = await call('POST', '/tickets/create', P.creator.id, {
      ...t8('do it'),
      ticket_type_id: 'T15',
      fk_owner_id: P.noView.id,
      owner_name: 'N',
    });
    expect(t15).toEqual({ status: 422, body: { detail: TICKET_REFUSAL.assigneeCannotWork } });
  });

  it('lets only the creator edit or delete, and only while unassigned', async () => {
    const [id] = (await call('POST', '/tickets/create', P.creator.id, t8('first words'))).body;
    const edit = (userId: number, words: string) =>
      call('PATCH', `/tickets/created/${id}`, userId, t8(words));
    expect((await edit(P.worker.id, 'x')).body.detail).toBe(TICKET_REFUSAL.notCreator);
    const ok = await edit(P.creator.id, 'second  words');
    expect(ok.status).toBe(200);
    expect(parseComments(ok.body.comments).description).toBe('second  words');
    expect((await call('GET', '/tickets/search?q=second', P.worker.id)).body.length).toBeGreaterThan(0);
    await call('POST', `/tickets/${id}/assign/${P.worker.id}`, P.assigner.id);
    expect((await edit(P.creator.id, 'third')).body.detail).toBe(TICKET_REFUSAL.assignedLocked);
    expect((await call('DELETE', `/tickets/${id}`, P.creator.id)).status).toBe(403);
    const [other] = (await call('POST', '/tickets/create', P.creator.id, t8('gone'))).body;
    expect((await call('DELETE', `/tickets/${other}`, P.worker.id)).status).toBe(403);
    expect((await call('DELETE', `/tickets/${other}`, P.creator.id)).body.detail).toBe(TICKET_TEXT.deleted);
    expect((await call('GET', `/tickets/details?id=${other}`, P.creator.id)).status).toBe(404);
  });
});

describe('assign, status, progress, comments', () => {
  it('follows the assignment rules with history rows', async () => {
    const [id] = (await call('POST', '/tickets/create', P.creator.id, t8('assign me'))).body;
    const own = await call('POST', `/tickets/${id}/assign/${P.creator.id}`, P.creator.id);
    expect(own).toEqual({ status: 403, body: { detail: TICKET_REFUSAL.noSelfAssignOwn } });
    const self = await call('POST', `/tickets/${id}/assign/${P.worker.id}`, P.worker.id);
    expect(self.body).toMatchObject({ fk_owner_id: P.worker.id, owner_name: 'Worker Test' });
    const late = await call('POST', `/tickets/${id}/assign/${P.eta.id}`, P.eta.id);
    expect(late.status).toBe(200);
    expect(late.body).toMatchObject({ fk_owner_id: P.worker.id, detail: TICKET_TEXT.alreadyAssigned });
    const cannot = await call('POST', `/tickets/${id}/assign/${P.noView.id}`, P.assigner.id);
    expect(cannot.status).toBe(422);
    const re = await call('POST', `/tickets/${id}/assign/${P.reviewer.id}?user_name=Rita`, P.assigner.id);
    expect(re.body).toMatchObject({ fk_owner_id: P.reviewer.id, owner_name: 'Rita' });
    const owners = (await history(id)).filter((h) => h.field === 'owner').map((h) => h.to_value);
    expect(owners).toEqual(['Worker Test', 'Rita']);
    // Unassign: not by a plain user, by an assigner.
    expect(
      (await call('PATCH', `/tickets/update/${id}`, P.worker.id, { fk_owner_id: null })).body.detail,
    ).toBe(TICKET_REFUSAL.unassignNotAllowed);
    const un = await call('PATCH', `/tickets/update/${id}`, P.assigner.id, {
      fk_owner_id: null,
      owner_name: null,
      dt_assign: null,
    });
    expect(un.body).toMatchObject({ fk_owner_id: null, owner_name: null, dt_assign: null });
  });

  it('moves status by the rules: owner, reviewer or creator; completion set and cleared; history', async () => {
    const [id] = (await call('POST', '/tickets/create', P.creator.id, t8('status'))).body;
    await call('POST', `/tickets/${id}/assign/${P.worker.id}`, P.worker.id);
    const patch = (userId: number, body: object) => call('PATCH', `/tickets/update/${id}`, userId, body);
    expect((await patch(P.eta.id, { status: 'INPROGRESS' })).body.detail).toBe(TICKET_REFUSAL.notOwner);
    expect((await patch(P.worker.id, { status: 'REVIEWED' })).body.detail).toBe(TICKET_REFUSAL.notReviewer);
    const resolved = await patch(P.worker.id, { status: 'RESOLVED', dt_completion: null });
    expect(resolved.body.status).toBe('RESOLVED');
    expect(resolved.body.dt_completion).not.toBeNull();
    expect((await patch(P.creator.id, { status: 'REVIEWED' })).body.status).toBe('REVIEWED');
    expect((await patch(P.worker.id, { status: 'PENDING' })).status).toBe(403);
    const reopened = await patch(P.reviewer.id, { status: 'PENDING' });
    expect(reopened.body).toMatchObject({ status: 'PENDING', dt_completion: null });
    const statuses = (await history(id)).filter((h) => h.field === 'status');
    expect(statuses.map((h) => [h.from_value, h.to_value, h.user_id])).toEqual([
      ['PENDING', 'RESOLVED', P.worker.id],
      ['RESOLVED', 'REVIEWED', P.creator.id],
      ['REVIEWED', 'PENDING', P.reviewer.id],
    ]);
  });

  it('lets the owner, or a reviewer or assigner of an assigned ticket, change progress', async () => {
    const [id] = (await call('POST', '/tickets/create', P.creator.id, t8('progress'))).body;
    const progress = (userId: number, n: number) =>
      call('PATCH', `/tickets/update/${id}`, userId, { percent_completion: n });
    expect((await progress(P.reviewer.id, 10)).body.detail).toBe(TICKET_REFUSAL.progressNotAllowed);
    await call('POST', `/tickets/${id}/assign/${P.worker.id}`, P.worker.id);
    expect((await progress(P.eta.id, 10)).status).toBe(403);
    expect((await progress(P.worker.id, 30)).body.percent_completion).toBe(30);
    expect((await progress(P.reviewer.id, 50)).body.percent_completion).toBe(50);
    expect((await progress(P.assigner.id, 60)).body.percent_completion).toBe(60);
    const rows = (await history(id)).filter((h) => h.field === 'percent_completion');
    expect(rows.map((h) => h.to_value)).toEqual(['30', '50', '60']);
  });

  it('appends comments as the caller at server time and refuses changed entries', async () => {
    const [id] = (await call('POST', '/tickets/create', P.creator.id, t8('talk'))).body;
    const detail = (await call('GET', `/tickets/details?id=${id}`, P.worker.id)).body;
    const parsed = parseComments(detail.comments);
    const forged = {
      text: 'quokka says hi',
      email: 'ceo@evil.test',
      full_name: 'CEO',
      at: '2001-01-01T00:00:00Z',
    };
    const blob = formatComments({ ...parsed, entries: [...parsed.entries, forged] });
    const r = await call('PATCH', `/tickets/update/${id}`, P.worker.id, { comments: blob });
    const [entry] = parseComments(r.body.comments).entries;
    expect(entry).toMatchObject({ text: 'quokka says hi', email: P.worker.email });
    expect(entry!.at.startsWith('2001')).toBe(false);
    expect((await call('GET', '/tickets/search?q=quokka', P.reviewer.id)).body[0].pk_ticket_id).toBe(id);
    const changed = formatComments({ ...parsed, entries: [{ ...entry!, text: 'rewritten' }] });
    const refused = await call('PATCH', `/tickets/update/${id}`, P.worker.id, { comments: changed });
    expect(refused).toEqual({ status: 403, body: { detail: TICKET_REFUSAL.commentsAppendOnly } });
    const dropped = await call('PATCH', `/tickets/update/${id}`, P.worker.id, {
      comments: formatComments(parsed),
    });
    expect(dropped.status).toBe(403);
  });
});

describe('list, search, ETA, notify', () => {
  it('pages a tab with counts of every visible tab and sub-tab, newest first', async () => {
    const r = await call('GET', '/tickets/all?tab=raised&rpp=50', P.creator.id);
    expect(r.status).toBe(200);
    expect(Object.keys(r.body.counts)).toEqual([
      'unassigned',
      'mine',
      'mine.pending',
      'mine.inprogress',
      'mine.resolved',
      'mine.reviewed',
      'raised',
      'raised.open',
      'raised.review',
      'raised.reviewed',
    ]);
    const [all] = await t.db
      .select({ n: tickets.pk_ticket_id })
      .from(tickets)
      .where(and(eq(tickets.client_id, clientId), eq(tickets.fk_creator_id, P.creator.id)));
    expect(all).toBeDefined();
    expect(r.body.total).toBe(r.body.counts.raised);
    const dates = r.body.tickets.map((x: { dt_creation: string }) => x.dt_creation);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(r.body.rights).toEqual({ assigner: false, reviewer: false, eta: false, create: true });
    const unassigned = await t.db
      .select()
      .from(tickets)
      .where(and(eq(tickets.client_id, clientId), isNull(tickets.fk_owner_id)));
    const a = await call('GET', '/tickets/all?tab=all&subTab=unassigned', P.assigner.id);
    expect(a.body.total).toBe(unassigned.length);
    expect(a.body.counts['review.pending']).toBeUndefined();
  });

  it('sorts by age as the reverse of creation time (ascending age: youngest first)', async () => {
    const oldest = await raiseOne(t, clientId, { typeId: 'T15' });
    const youngest = await raiseOne(t, clientId, { typeId: 'T15' });
    const created = (id: number, at: Date) =>
      t.db.update(tickets).set({ dt_creation: at }).where(eq(tickets.pk_ticket_id, id));
    await created(oldest, new Date('2001-01-01T00:00:00Z'));
    await created(youngest, new Date('2099-01-01T00:00:00Z'));
    const first = async (order: string) =>
      (await call('GET', `/tickets/all?tab=all&orderBy=age&order=${order}&rpp=50`, P.assigner.id)).body
        .tickets[0].pk_ticket_id;
    try {
      expect(await first('asc')).toBe(youngest);
      expect(await first('desc')).toBe(oldest);
    } finally {
      // The later tests read the newest tickets of the client: no ticket stays dated in the future.
      await created(youngest, new Date());
    }
  });

  it('searches item values, needs 3 characters and answers at most 300', async () => {
    const items = Array.from({ length: 20 }, (_, i) => ({ retailer_sku: `WOMBAT-${i}` }));
    for (let i = 0; i < 16; i++) await raiseOne(t, clientId, { typeId: 'T2', items });
    expect((await call('GET', '/tickets/search?q=wombat-1', P.worker.id)).body).toHaveLength(16);
    expect((await call('GET', '/tickets/search?q=wo', P.worker.id)).status).toBe(422);
    const many = Array.from({ length: 310 }, () => ({
      client_id: clientId,
      fk_ticket_type_id: 'T3',
      search_doc: 'capybara',
    }));
    await t.db.insert(tickets).values(many);
    expect((await call('GET', '/tickets/search?q=capybara', P.worker.id)).body).toHaveLength(300);
  });

  it('sets a type’s ETA with a history row, only with edit:tickets:eta', async () => {
    expect((await call('PATCH', '/tickets/types/T5/edit/eta?n=9', P.worker.id)).status).toBe(403);
    const r = await call('PATCH', '/tickets/types/T5/edit/eta?n=9', P.eta.id);
    expect(r.body).toMatchObject({ ticket_type_id: 'T5', eta: 9 });
    const types = (await call('GET', '/tickets/types', P.worker.id)).body;
    expect(types.find((x: { ticket_type_id: string }) => x.ticket_type_id === 'T5').eta).toBe(9);
    const rows = await t.db
      .select()
      .from(ticketHistory)
      .where(and(eq(ticketHistory.client_id, clientId), eq(ticketHistory.field, 'eta')));
    expect(rows.map((h) => [h.ticket_type_id, h.from_value, h.to_value])).toEqual([['T5', '3', '9']]);
  });

  it('notifies members of the client only', async () => {
    const id = await raiseOne(t, clientId);
    const body = { user_ids: [P.reviewer.id], comment: 'look', ticket_id: id };
    const ok = await call('POST', '/tickets/notify', P.worker.id, body);
    expect(ok.status).toBe(200);
    const got = await t.db
      .select()
      .from(notificationRecipients)
      .where(eq(notificationRecipients.msg_id, ok.body.notification_id));
    expect(got.map((g) => g.user_id)).toEqual([P.reviewer.id]);
    // The recipient's bell feed shows it, linking the ticket; the sender's does not.
    const feed = (await call('GET', '/notifications', P.reviewer.id)).body as {
      message: string;
      redirect_url: string;
    }[];
    expect(feed.find((n) => n.message === 'look')?.redirect_url).toBe(`/tickets/${id}`);
    const own = (await call('GET', '/notifications', P.worker.id)).body as { message: string }[];
    expect(own.some((n) => n.message === 'look')).toBe(false);
    const bad = await call('POST', '/tickets/notify', P.worker.id, { ...body, user_ids: [P.outsider.id] });
    expect(bad.status).toBe(400);
  });
});

describe('row actions', () => {
  const t11Row = (n: number, extra: Record<string, unknown> = {}) => ({
    client_id: clientId,
    mp_id: 1,
    profile_id: 'P1',
    item_type: 'target',
    targeting_id: `T${n}`,
    campaign_id: 'C1',
    adgroup_id: 'A1',
    target_or_search_term: `term ${n}`,
    action_type: 'good',
    min_bid: 0.5,
    ...extra,
  });
  const keys = (row: Record<string, unknown>) => {
    const { action_type: _a, min_bid: _m, ...k } = row;
    return k;
  };

  it('checks who acts, matches rows, validates bids and locks T11 rows after save', async () => {
    const id = await raiseOne(t, clientId, { typeId: 'T11', items: [t11Row(1), t11Row(2)] });
    await call('POST', `/tickets/${id}/assign/${P.worker.id}`, P.assigner.id);
    const act = (userId: number, updates: object[]) =>
      call('POST', `/tickets/${id}/action`, userId, { updates });
    const nothing = { ...keys(t11Row(1)), action: T11_ACTIONS.doNothing };
    expect((await act(P.reviewer.id, [nothing])).body.detail).toBe(TICKET_REFUSAL.noActionRights);
    const r = await act(P.worker.id, [
      { ...keys(t11Row(9)), action: T11_ACTIONS.doNothing },
      { ...keys(t11Row(2)), action: T11_ACTIONS.addTarget },
      { ...keys(t11Row(2)), action: T11_ACTIONS.adjustBid, editable_fields: { new_bid: '0.2' } },
      nothing,
    ]);
    expect(r.body.results).toEqual([
      { item_no: null, status: 'failed', message: TICKET_TEXT.noMatchingItem },
      { item_no: 2, status: 'failed', message: TICKET_TEXT.invalidAction },
      { item_no: 2, status: 'failed', message: TICKET_TEXT.bidBelowMin(0.5) },
      expect.objectContaining({ item_no: 1, status: 'success' }),
    ]);
    const items = await t.db.select().from(ticketItems).where(eq(ticketItems.ticket_id, id));
    expect(items.find((i) => i.item_no === 2)!.action_taken).toBeNull();
    expect(r.body.ticket.data.items[0]).toMatchObject({ action_taken: T11_ACTIONS.doNothing });
    expect(r.body.ticket.data.items[0]).toHaveProperty('reflected_on_ams');
    const again = await act(P.worker.id, [nothing]);
    expect(again.body.results[0]).toMatchObject({ status: 'failed', message: TICKET_REFUSAL.rowLocked });
  });

  it('keeps T14 rows editable after save and refuses types without actions', async () => {
    const id = await raiseOne(t, clientId, { typeId: 'T14', items: [{ item_id: 7, asin: 'B00' }] });
    await call('POST', `/tickets/${id}/assign/${P.worker.id}`, P.assigner.id);
    const act = (action: string) =>
      call('POST', `/tickets/${id}/action`, P.worker.id, { updates: [{ item_id: '7', action }] });
    expect((await act(T14_ACTIONS[0])).body.results[0].status).toBe('success');
    const second = await act(T14_ACTIONS[5]);
    expect(second.body.results[0].status).toBe('success');
    expect(second.body.ticket.data.items[0].action_taken).toBe(T14_ACTIONS[5]);
    const plain = await raiseOne(t, clientId, { typeId: 'T8' });
    const none = await call('POST', `/tickets/${plain}/action`, P.worker.id, {
      updates: [{ action: 'x' }],
    });
    expect(none).toEqual({ status: 400, body: { detail: TICKET_REFUSAL.notActionable } });
  });

  it('lets a reviewer who is not the owner act on T16 and needs a reason to reject', async () => {
    const row = { client_id: clientId, data_type: 'none-such', file_name: 'a.xlsx' };
    const id = await raiseOne(t, clientId, { typeId: 'T16', items: [row] });
    const act = (userId: number, editable: object = {}) =>
      call('POST', `/tickets/${id}/action`, userId, {
        updates: [{ ...row, action: 'Reject', editable_fields: editable }],
      });
    expect((await act(P.worker.id)).status).toBe(403);
    expect((await act(P.reviewer.id)).body.results[0].message).toBe(TICKET_TEXT.rejectNeedsReason);
    const ok = await act(P.reviewer.id, { reason: 'wrong file' });
    expect(ok.status).toBe(200);
  });
});
