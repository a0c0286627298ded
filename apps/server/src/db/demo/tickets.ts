import { ticketSearchDoc } from '@marketdesk/contracts/ticket-search';
import { type TicketTypeId, ticketTypeDef } from '@marketdesk/contracts/tickets';
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { insertRows, type Tx } from '../facts';
import { rowsOf } from '../facts/executor';
import { clients, ticketComments, ticketHistory, ticketItems, tickets, ticketTypeEtas } from '../schema';
import { DEMO_CLIENTS } from './clients';
import { addDays, dayMs, utcToday } from './history/calendar';
import { DEMO_SEED, mulberry32 } from './prng';
import { ACME_MIX, buildTicketPlans, DAY_MS, SMALL_MIX, type TicketPlan } from './tickets-build';
import { loadTicketContext } from './tickets-context';

/**
 * The demo ticket history (spec 03; issue #10 "Demo data"): for Acme Home a few hundred tickets of every type in
 * use and every status over the last ~4 months, a few dozen for the other clients, built from the demo data in
 * the database (people and their ticket permissions, SKUs, listings, advertising entities) after the commerce
 * history. Every ticket's search_doc is built by the one deep-search builder. Deterministic for a given `today`,
 * the same on PGlite and PostgreSQL, written per client in one transaction with batch inserts.
 */

export interface DemoTicketsOptions {
  /** The last day of the demo data (default: today, UTC). */
  today?: string;
}

/** Acme Home's client-specific ETA: the reviewer raised T5's (Stock Update) from 3 to 4 days. */
const ACME_ETA = { type: 'T5' as TicketTypeId, from: 3, to: 4, daysAgo: 60 };

/** The moment the demo's "now" is: now, or the end of `today` when that day is over. */
export function ticketAnchor(today: string): number {
  const now = Math.floor(Date.now() / 60_000) * 60_000;
  return Math.min(now, dayMs(today) + DAY_MS - 60_000);
}

export async function seedDemoTickets(db: Db, options: DemoTicketsOptions = {}): Promise<number> {
  const today = options.today ?? utcToday();
  const anchor = ticketAnchor(today);
  let total = 0;
  const ids = new Map(
    (await db.select({ id: clients.pk_client_id, name: clients.name }).from(clients)).map((c) => [
      c.name,
      c.id,
    ]),
  );
  for (const [index, client] of DEMO_CLIENTS.entries()) {
    const clientId = ids.get(client.name);
    if (clientId === undefined) continue;
    const row = { id: clientId };
    const ctx = await loadTicketContext(db, row.id, today);
    const random = mulberry32(DEMO_SEED + 7_000 + index);
    const plans = buildTicketPlans(random, ctx, client.key === 'acme' ? ACME_MIX : SMALL_MIX, anchor);
    await db.transaction(async (tx) => {
      await writeTicketPlans(tx, row.id, plans);
      if (client.key === 'acme') {
        const reviewer =
          ctx.people.find((p) => p.reviewer && !p.assigner) ?? ctx.people.find((p) => p.reviewer);
        if (reviewer) {
          await insertRows(tx, ticketTypeEtas, [
            { client_id: row.id, ticket_type_id: ACME_ETA.type, eta: ACME_ETA.to },
          ]);
          await insertRows(tx, ticketHistory, [
            {
              client_id: row.id,
              ticket_id: null,
              ticket_type_id: ACME_ETA.type,
              user_id: reviewer.id,
              user_name: reviewer.name,
              field: 'eta',
              from_value: String(ACME_ETA.from),
              to_value: String(ACME_ETA.to),
              at: new Date(dayMs(addDays(today, -ACME_ETA.daysAgo)) + 10 * 3_600_000).toISOString(),
            },
          ]);
        }
      }
    });
    total += plans.length;
  }
  return total;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/**
 * The object with its keys in jsonb's order (shorter keys first, then bytewise), nested objects too: the
 * search_doc written here is then the very text a writer rebuilding it from the stored items would get.
 */
export function inJsonbOrder<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const keys = Object.keys(value).sort((a, b) =>
    a.length !== b.length ? a.length - b.length : Buffer.compare(Buffer.from(a), Buffer.from(b)),
  );
  return Object.fromEntries(keys.map((k) => [k, inJsonbOrder((value as Record<string, unknown>)[k])])) as T;
}

/** Takes `n` ticket ids from the tickets sequence, in order (the demo's and the bench's tickets are ordinary rows). */
export async function nextTicketIds(tx: Tx | Db, n: number): Promise<number[]> {
  const rows = await rowsOf<{ id: number }>(
    tx,
    sql`select nextval(pg_get_serial_sequence('tickets', 'pk_ticket_id'))::int as id from generate_series(1, ${n}::int)`,
  );
  return rows.map((r) => Number(r.id)).sort((a, b) => a - b);
}

/** Writes plans (ordered by creation) as tickets, items, comments and history rows, in batches. */
export async function writeTicketPlans(
  tx: Tx | Db,
  clientId: number,
  plans: TicketPlan[],
): Promise<number[]> {
  if (plans.length === 0) return [];
  const ids = await nextTicketIds(tx, plans.length);
  const ticketRows: Record<string, unknown>[] = [];
  const itemRows: Record<string, unknown>[] = [];
  const commentRows: Record<string, unknown>[] = [];
  const historyRows: Record<string, unknown>[] = [];
  plans.forEach((p, i) => {
    const id = ids[i]!;
    const data = p.items.map((it) => inJsonbOrder(it.data));
    // As the tickets repository rebuilds it: each item's values, then its editable fields (a rejection's reason).
    const docItems = p.items.map((it, n) => ({ ...data[n], ...inJsonbOrder(it.editable_fields ?? {}) }));
    const def = ticketTypeDef(p.type)!;
    const creatorName = p.creator?.name ?? '';
    ticketRows.push({
      client_id: clientId,
      pk_ticket_id: id,
      fk_ticket_type_id: p.type,
      fk_creator_id: p.creator?.id ?? null,
      creator_name: creatorName,
      fk_owner_id: p.owner?.id ?? null,
      owner_name: p.owner?.name ?? null,
      status: p.status,
      percent_completion: p.percent,
      dt_creation: iso(p.created),
      dt_assign: iso(p.assigned),
      dt_completion: iso(p.completed),
      fk_mp_id: p.market?.mp_id ?? null,
      fk_brand_id: p.brand?.id ?? null,
      description: p.description,
      requested_content_type: p.requested_content_type,
      drive_link: p.drive_link,
      num_items: p.items.length,
      search_doc: ticketSearchDoc({
        pk_ticket_id: id,
        fk_ticket_type_id: p.type,
        ticket_type_name: def.name,
        creator_name: creatorName,
        owner_name: p.owner?.name ?? null,
        marketplace_name: p.market?.name ?? null,
        brand_name: p.brand?.name ?? null,
        description: p.description,
        drive_link: p.drive_link,
        requested_content_type: p.requested_content_type,
        items: docItems,
        comments: p.comments.map((c) => c.body),
      }),
    });
    p.items.forEach((it, n) => {
      itemRows.push({
        client_id: clientId,
        ticket_id: id,
        item_no: n + 1,
        data: data[n],
        action_taken: it.action_taken,
        editable_fields: it.editable_fields,
        result: it.result,
        reflected: it.reflected,
        acted_by: it.acted_by,
        dt_action: iso(it.dt_action),
      });
    });
    for (const c of p.comments)
      commentRows.push({
        client_id: clientId,
        ticket_id: id,
        author_id: c.author.id,
        email: c.author.email,
        full_name: c.author.name,
        body: c.body,
        created_at: iso(c.at),
      });
    for (const h of p.history)
      historyRows.push({
        client_id: clientId,
        ticket_id: id,
        ticket_type_id: p.type,
        user_id: h.user.id,
        user_name: h.user.name,
        field: h.field,
        from_value: h.from,
        to_value: h.to,
        at: iso(h.at),
      });
  });
  await insertRows(tx, tickets, ticketRows, { chunk: 2000 });
  await insertRows(tx, ticketItems, itemRows, { chunk: 2000 });
  await insertRows(tx, ticketComments, commentRows, { chunk: 2000 });
  await insertRows(tx, ticketHistory, historyRows, { chunk: 2000 });
  return ids;
}
