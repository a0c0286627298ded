import { ticketSearchDoc } from '@marketdesk/contracts/ticket-search';
import {
  AUTOMATED_TICKET_TYPES,
  T16_ACTIONS,
  TICKET_STATUSES,
  TICKET_TYPES,
  type TicketTab,
  ticketInTab,
  ticketTypeDef,
} from '@marketdesk/contracts/tickets';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database';
import type { Db } from '../client';
import { mulberry32 } from './prng';
import { seedDemo } from './seed';
import { ticketAnchor } from './tickets';
import { ACME_MIX, buildTicketPlans, DAY_MS, TICKET_DAYS } from './tickets-build';
import { loadTicketContext } from './tickets-context';

/**
 * The demo ticket history (issue #10 "Demo data"), on the demo seeded with its commerce history for a fixed
 * day: every type and status, the transition rules on every ticket, real advertising rows behind T11/T12,
 * search_doc from the one builder, and the tabs each demo login's role implies. Kept apart from demo.test.ts,
 * which seeds without the history.
 */

const TODAY = '2026-03-15';
let handle: TestDatabase;
let db: Db;
let acme: number;

interface TicketRow {
  client_id: number;
  pk_ticket_id: number;
  fk_ticket_type_id: string;
  fk_creator_id: number | null;
  creator_name: string;
  fk_owner_id: number | null;
  owner_name: string | null;
  status: string;
  percent_completion: number;
  dt_creation: string;
  dt_assign: string | null;
  dt_completion: string | null;
  fk_mp_id: number | null;
  fk_brand_id: number | null;
  description: string;
  requested_content_type: string[];
  drive_link: string | null;
  num_items: number;
  search_doc: string;
  items: number;
}

const rows = async <T>(query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;
const ms = (v: string | null) => (v === null ? null : Date.parse(v));
const allTickets = () =>
  rows<TicketRow>(sql`select t.*, (select count(*)::int from ticket_items i
      where i.client_id = t.client_id and i.ticket_id = t.pk_ticket_id) as items
    from tickets t order by t.pk_ticket_id`);

async function userId(email: string): Promise<number> {
  const [u] = await rows<{ id: number }>(sql`select id from users where email = ${email}`);
  return u!.id;
}

/** Ticket types a user may see in a client (access:tickets:type:{id} of their roles there). */
async function visibleTypes(user: number, client: number): Promise<Set<string>> {
  const codes = await rows<{ code: string }>(sql`select distinct rp.permission_code as code
    from user_roles ur join role_permissions rp on rp.role_id = ur.role_id
    where ur.user_id = ${user} and ur.client_id = ${client} and rp.permission_code like 'access:tickets:type:%'`);
  return new Set(codes.map((c) => c.code.slice('access:tickets:type:'.length)));
}

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.database.db;
  await seedDemo(db, { today: TODAY });
  const [c] = await rows<{ id: number }>(
    sql`select pk_client_id as id from clients where name = 'Acme Home'`,
  );
  acme = c!.id;
}, 600_000);

afterAll(async () => {
  await handle?.drop();
});

describe('demo tickets', () => {
  it('give Acme Home a few hundred tickets of every type in use and every status, and the others a few', async () => {
    const counts = await rows<{ client_id: number; type: string; status: string; n: number }>(
      sql`select client_id, fk_ticket_type_id as type, status, count(*)::int as n from tickets group by 1, 2, 3`,
    );
    const ofAcme = counts.filter((c) => c.client_id === acme);
    const total = ofAcme.reduce((s, c) => s + c.n, 0);
    expect(total).toBeGreaterThanOrEqual(200);
    expect(total).toBeLessThanOrEqual(600);
    expect(new Set(ofAcme.map((c) => c.type))).toEqual(new Set(TICKET_TYPES.map((t) => t.id)));
    expect(new Set(ofAcme.map((c) => c.status))).toEqual(new Set(TICKET_STATUSES));
    for (const type of Object.keys(ACME_MIX)) {
      const n = ofAcme.filter((c) => c.type === type).reduce((s, c) => s + c.n, 0);
      expect(n, type).toBe(ACME_MIX[type as keyof typeof ACME_MIX]);
    }
    const others = new Set(counts.filter((c) => c.client_id !== acme).map((c) => c.client_id));
    expect(others.size).toBe(2);
    const [extras] = await rows<{ items: number; comments: number; history: number }>(sql`select
      (select count(*) from ticket_items)::int as items, (select count(*) from ticket_comments)::int as comments,
      (select count(*) from ticket_history where ticket_id is not null)::int as history`);
    expect(extras!.items).toBeGreaterThan(total);
    expect(extras!.comments).toBeGreaterThan(total / 2);
    expect(extras!.history).toBeGreaterThan(total);
  });

  it('follow the status rules on every ticket: owner, dates, progress, creator, items', async () => {
    const anchor = ticketAnchor(TODAY);
    const people = await rows<{ client_id: number; id: number; name: string; codes: string[] }>(sql`select
        m.client_id, u.id, u.first_name || ' ' || u.last_name as name,
        coalesce(array_agg(rp.permission_code) filter (where rp.permission_code is not null), '{}') as codes
      from memberships m join users u on u.id = m.user_id
      left join user_roles ur on ur.client_id = m.client_id and ur.user_id = u.id
      left join role_permissions rp on rp.role_id = ur.role_id group by 1, 2, 3`);
    const person = (client: number, id: number | null) =>
      people.find((p) => p.client_id === client && p.id === id);
    const tickets = await allTickets();
    expect(tickets.length).toBeGreaterThan(0);
    for (const t of tickets) {
      const at = `#${t.pk_ticket_id} ${t.fk_ticket_type_id} ${t.status}`;
      const created = ms(t.dt_creation)!;
      expect(created, at).toBeLessThanOrEqual(anchor);
      expect(created, at).toBeGreaterThan(anchor - (TICKET_DAYS + 1) * DAY_MS);
      if (t.fk_owner_id === null) {
        expect([t.status, t.owner_name, t.dt_assign, t.percent_completion], at).toEqual([
          'PENDING',
          null,
          null,
          0,
        ]);
      } else {
        const owner = person(t.client_id, t.fk_owner_id);
        expect(owner?.name, at).toBe(t.owner_name);
        expect(owner?.codes, at).toContain(`access:tickets:type:${t.fk_ticket_type_id}`);
        expect(ms(t.dt_assign), at).toBeGreaterThanOrEqual(created);
        expect(t.fk_owner_id, at).not.toBe(t.fk_creator_id);
      }
      if (t.status === 'RESOLVED' || t.status === 'REVIEWED') {
        expect(t.percent_completion, at).toBe(100);
        expect(ms(t.dt_completion), at).toBeGreaterThanOrEqual(ms(t.dt_assign)!);
        expect(ms(t.dt_completion), at).toBeLessThanOrEqual(anchor);
      } else {
        expect(t.dt_completion, at).toBeNull();
        if (t.status === 'INPROGRESS') expect(t.percent_completion, at).toBeGreaterThan(0);
        expect(t.percent_completion, at).toBeLessThan(100);
      }
      if (AUTOMATED_TICKET_TYPES.includes(t.fk_ticket_type_id as never)) {
        expect([t.fk_creator_id, t.creator_name], at).toEqual([null, '']);
      } else {
        const creator = person(t.client_id, t.fk_creator_id);
        expect(creator?.name, at).toBe(t.creator_name);
        expect(creator?.codes, at).toContain('create:tickets');
      }
      expect(t.num_items, at).toBe(t.items);
      expect(t.items, at).toBeLessThanOrEqual(20);
      expect(t.description.length, at).toBeGreaterThan(0);
    }
  });

  it('keep a history row for every owner, status and progress change, ending at the ticket as it is', async () => {
    const history = await rows<{
      ticket_id: number;
      field: string;
      from_value: string | null;
      to_value: string;
      at: string;
      user_name: string;
    }>(
      sql`select ticket_id, field, from_value, to_value, at, user_name from ticket_history
        where ticket_id is not null order by ticket_id, at, id`,
    );
    for (const t of await allTickets()) {
      const mine = history.filter((h) => h.ticket_id === t.pk_ticket_id);
      const last = (field: string) => mine.filter((h) => h.field === field).at(-1);
      const at = `#${t.pk_ticket_id}`;
      expect(last('owner')?.to_value ?? null, at).toBe(t.owner_name);
      expect(last('status')?.to_value ?? 'PENDING', at).toBe(t.status);
      expect(Number(last('percent_completion')?.to_value ?? 0), at).toBe(t.percent_completion);
      for (const h of mine) expect(ms(h.at)!, at).toBeGreaterThanOrEqual(ms(t.dt_creation)!);
    }
    const [eta] = await rows<{ n: number }>(sql`select count(*)::int as n from ticket_history h
      join ticket_type_etas e on e.client_id = h.client_id and e.ticket_type_id = h.ticket_type_id
        and e.eta::text = h.to_value
      where h.field = 'eta' and h.ticket_id is null`);
    expect(eta!.n).toBe(1);
  });

  it('have comment threads by members of the client, and some open tickets past their ETA', async () => {
    const [bad] = await rows<{ n: number; all: number }>(sql`select
        count(*) filter (where m.user_id is null or c.created_at < t.dt_creation)::int as n, count(*)::int as all
      from ticket_comments c join tickets t on t.client_id = c.client_id and t.pk_ticket_id = c.ticket_id
      left join memberships m on m.client_id = c.client_id and m.user_id = c.author_id`);
    expect(bad!.all).toBeGreaterThan(0);
    expect(bad!.n).toBe(0);
    const anchor = new Date(ticketAnchor(TODAY)).toISOString();
    const [overdue] = await rows<{ n: number }>(sql`select count(*)::int as n from tickets t
      join ticket_types tt on tt.ticket_type_id = t.fk_ticket_type_id
      left join ticket_type_etas e on e.client_id = t.client_id and e.ticket_type_id = t.fk_ticket_type_id
      where t.client_id = ${acme} and t.status in ('PENDING', 'INPROGRESS')
        and extract(epoch from (${anchor}::timestamptz - t.dt_creation)) / 86400 > coalesce(e.eta, tt.eta)`);
    expect(overdue!.n).toBeGreaterThanOrEqual(3);
  });

  it('build T11 rows from real targets and search terms, and T12 rows from real ad products', async () => {
    const items = await rows<{
      type: string;
      data: Record<string, unknown>;
    }>(sql`select t.fk_ticket_type_id as type, i.data
      from ticket_items i join tickets t on t.client_id = i.client_id and t.pk_ticket_id = i.ticket_id
      where t.fk_ticket_type_id in ('T11', 'T12', 'T14', 'T16')`);
    const t11 = items.filter((i) => i.type === 'T11').map((i) => i.data);
    expect(t11.length).toBeGreaterThan(50);
    expect(new Set(t11.map((d) => d.item_type))).toEqual(new Set(['target', 'searchterm']));
    expect(new Set(t11.map((d) => d.action_type))).toEqual(new Set(['good', 'bad']));
    for (const d of t11) {
      for (const key of [
        ...ticketTypeDef('T11')!.columns.filter((c) => c !== 'new_bid'),
        'min_bid',
        'targeting_id',
        'campaign_id',
        'adgroup_id',
        'profile_id',
        'mp_id',
        'client_id',
        'seller_name',
      ])
        expect(d[key], key).not.toBeUndefined();
      const [found] = await rows<{ n: number }>(
        d.item_type === 'target'
          ? sql`select count(*)::int as n from ad_targets where client_id = ${d.client_id} and profile_id = ${d.profile_id}
              and target_id = ${d.targeting_id} and ad_group_id = ${d.adgroup_id} and campaign_id = ${d.campaign_id}
              and target = ${d.target_or_search_term}`
          : sql`select count(*)::int as n from ad_search_terms where client_id = ${d.client_id} and profile_id = ${d.profile_id}
              and target_id = ${d.targeting_id} and ad_group_id = ${d.adgroup_id} and campaign_id = ${d.campaign_id}
              and search_term = ${d.target_or_search_term}`,
      );
      expect(found!.n, JSON.stringify(d)).toBeGreaterThan(0);
      expect(Number(d.min_bid)).toBeGreaterThan(0);
    }
    const t12 = items.filter((i) => i.type === 'T12').map((i) => i.data);
    expect(t12.length).toBeGreaterThan(0);
    for (const d of t12) {
      const [found] = await rows<{
        n: number;
      }>(sql`select count(*)::int as n from ad_products where client_id = ${d.client_id}
        and profile_id = ${d.profile_id} and ad_id = ${d.ad_id} and ad_group_id = ${d.adgroup_id} and campaign_id = ${d.campaign_id}
        and asin = ${d.asin}`);
      expect(found!.n, JSON.stringify(d)).toBe(1);
      for (const key of ['mp_sku_code', 'warehouse_stock', 'fba_stock', 'buybox_win_percentage', 'is_retail'])
        expect(key in d, key).toBe(true);
    }
    const t14 = items.filter((i) => i.type === 'T14').map((i) => i.data);
    expect(t14.length).toBeGreaterThan(0);
    for (const d of t14) {
      for (const key of ticketTypeDef('T14')!.columns) expect(d[key], key).not.toBeUndefined();
      // The keyword the analysis keys its rows by: the one the listing's SKU is ranked for.
      const [sku] = await rows<{ keyword: string | null }>(sql`select k.keywords[1] as keyword from products p
        join skus k on k.pk_sku_id = p.fk_sku_id
        where p.client_id = ${d.client_id} and p.mp_id = ${d.mp_id} and p.identifier = ${d.asin}
        order by p.pk_product_id limit 1`);
      expect(d.keyword, JSON.stringify(d)).toBe(sku!.keyword);
      expect(d.keyword).toBeTruthy();
    }
    const [t16] = await rows<{
      open: number;
      all: number;
    }>(sql`select count(*) filter (where i.action_taken is null)::int as open,
      count(*)::int as all from ticket_items i join tickets t on t.client_id = i.client_id and t.pk_ticket_id = i.ticket_id
      where t.fk_ticket_type_id = 'T16'`);
    expect(t16).toEqual({ open: 0, all: expect.any(Number) });
    expect(t16!.all).toBeGreaterThan(0);
    // reflected_on_db says Yes only where the accept wrote invoice rows (issue 29 item 4): the demo stores none.
    const accepted = await rows<{ reflected: boolean | null; written: boolean }>(sql`select i.reflected,
      exists (select 1 from invoices v where v.client_id = i.client_id
        and v.invoice_no = i.data->'metadata'->>'invoice_no') as written
      from ticket_items i join tickets t on t.client_id = i.client_id and t.pk_ticket_id = i.ticket_id
      where t.fk_ticket_type_id = 'T16' and i.action_taken = ${T16_ACTIONS.accept}`);
    expect(accepted.length).toBeGreaterThan(0);
    for (const a of accepted) expect(a.reflected).toBe(a.written);
  });

  it('fill every search_doc with the one deep-search builder', async () => {
    const tickets = await rows<
      TicketRow & { mp: string | null; brand: string | null }
    >(sql`select t.*, m.name as mp, b.brand_name as brand
      from tickets t left join marketplaces m on m.pk_mp_id = t.fk_mp_id left join brands b on b.pk_brand_id = t.fk_brand_id`);
    const items = await rows<{
      ticket_id: number;
      data: Record<string, unknown>;
      editable: Record<string, unknown> | null;
    }>(
      sql`select ticket_id, data, editable_fields as editable from ticket_items order by ticket_id, item_no`,
    );
    const comments = await rows<{ ticket_id: number; body: string }>(
      sql`select ticket_id, body from ticket_comments order by ticket_id, created_at, id`,
    );
    for (const t of tickets) {
      expect(t.search_doc).not.toBe('');
      const doc = ticketSearchDoc({
        pk_ticket_id: t.pk_ticket_id,
        fk_ticket_type_id: t.fk_ticket_type_id,
        ticket_type_name: ticketTypeDef(t.fk_ticket_type_id)!.name,
        creator_name: t.creator_name,
        owner_name: t.owner_name,
        marketplace_name: t.mp,
        brand_name: t.brand,
        description: t.description,
        drive_link: t.drive_link,
        requested_content_type: t.requested_content_type,
        // As the tickets repository rebuilds it: item values, then editable fields (a rejection's reason).
        items: items
          .filter((i) => i.ticket_id === t.pk_ticket_id)
          .map((i) => ({ ...i.data, ...(i.editable ?? {}) })),
        comments: comments.filter((c) => c.ticket_id === t.pk_ticket_id).map((c) => c.body),
      });
      expect(t.search_doc, `#${t.pk_ticket_id}`).toBe(doc);
    }
    const [hit] = await rows<{ n: number }>(
      sql`select count(*)::int as n from tickets where search_doc ilike ${'%supplier%'}`,
    );
    expect(hit!.n).toBeGreaterThan(0);
  });

  it('give each demo login the tabs its role implies, among the types it may see', async () => {
    const tickets = await allTickets();
    const [creator] = await rows<{ email: string }>(sql`select u.email from users u
      join user_roles ur on ur.user_id = u.id join roles r on r.id = ur.role_id
      where ur.client_id = ${acme} and r.name = 'Ticket Creator' order by u.id limit 1`);
    const split = (tab: string) => tab.split('.') as [TicketTab, string | undefined];
    const expectations: [string, [TicketTab, string | undefined][]][] = [
      [
        'assigner@acme.demo.marketdesk.dev',
        [
          ['all', 'unassigned'],
          ['all', 'assigned'],
          ['mine', 'inprogress'],
          ['raised', undefined],
        ],
      ],
      [
        'reviewer@acme.demo.marketdesk.dev',
        [
          ['review', 'pending'],
          ['review', 'reviewed'],
          ['mine', undefined],
        ],
      ],
      [
        creator!.email,
        [
          ['raised', 'open'],
          ['raised', 'review'],
          ['raised', 'reviewed'],
          ['mine', 'pending'],
          ['mine', 'inprogress'],
          ['mine', 'resolved'],
          ['mine', 'reviewed'],
        ],
      ],
      [
        'admin@acme.demo.marketdesk.dev',
        [
          ['all', 'unassigned'],
          ['review', 'pending'],
          ['mine', undefined],
          ['raised', undefined],
        ],
      ],
      [
        'seller@acme.demo.marketdesk.dev',
        [
          'raised.open',
          'raised.review',
          'raised.reviewed',
          'mine.pending',
          'mine.inprogress',
          'mine.resolved',
          'mine.reviewed',
        ].map(split),
      ],
      [
        'ads@acme.demo.marketdesk.dev',
        ['unassigned', 'mine.inprogress', 'mine.reviewed', 'raised'].map(split),
      ],
    ];
    for (const [email, tabs] of expectations) {
      const id = await userId(email);
      const types = await visibleTypes(id, acme);
      const visible = tickets.filter((t) => t.client_id === acme && types.has(t.fk_ticket_type_id));
      for (const [tab, sub] of tabs) {
        const n = visible.filter((t) => ticketInTab(t as never, id, tab, sub)).length;
        expect(n, `${email} ${tab}.${sub ?? ''}`).toBeGreaterThan(0);
      }
    }
    expect(tickets.filter((t) => t.client_id === acme && t.fk_owner_id === null).length).toBeGreaterThan(5);
  });

  it('are the same plans for the same data and day', async () => {
    const ctx = await loadTicketContext(db, acme, TODAY);
    const anchor = ticketAnchor(TODAY);
    const a = buildTicketPlans(mulberry32(11), ctx, ACME_MIX, anchor);
    const b = buildTicketPlans(mulberry32(11), ctx, ACME_MIX, anchor);
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
    expect(a.length).toBe(Object.values(ACME_MIX).reduce((s, n) => s + n, 0));
  });
});
