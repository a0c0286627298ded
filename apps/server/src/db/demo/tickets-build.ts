import { AMS_TEXT } from '@marketdesk/contracts/ad-actions';
import {
  AUTOMATED_TICKET_TYPES,
  T11_ACTIONS,
  T12_ACTIONS,
  T14_ACTIONS,
  T16_ACTIONS,
  T16_DEMO_ACCEPTED,
  type TicketStatus,
  type TicketTypeId,
  ticketTypeDef,
} from '@marketdesk/contracts/tickets';
import type { Random } from './prng';
import type { TicketContext, TicketMarket, TicketPerson } from './tickets-context';
import { type ItemData, skuItems, t11Rows, t12Rows, t14Rows, t16Rows } from './tickets-items';
import { COMMENTS, describe, fill } from './tickets-text';

/**
 * The demo ticket history of one client as plain values (no ids yet): tickets of the last ~4 months whose
 * status, owner and dates follow the transitions of spec 03 section 4 (owner ⇒ dt_assign; RESOLVED and
 * REVIEWED ⇒ dt_completion and 100%; PENDING without owner ⇒ 0%), with the history rows of every change, a
 * comment thread by the people involved and the items of their type. Pure: the same context and random source
 * give the same plans.
 */

export const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** How far back the demo tickets go. */
export const TICKET_DAYS = 120;

export interface ItemPlan {
  data: ItemData;
  action_taken: string | null;
  editable_fields: Record<string, unknown> | null;
  result: Record<string, unknown> | null;
  reflected: boolean | null;
  acted_by: number | null;
  dt_action: number | null;
}

export interface HistoryPlan {
  user: TicketPerson;
  field: 'status' | 'owner' | 'percent_completion';
  from: string | null;
  to: string | null;
  at: number;
}

export interface TicketPlan {
  type: TicketTypeId;
  creator: TicketPerson | null;
  owner: TicketPerson | null;
  status: TicketStatus;
  percent: number;
  created: number;
  assigned: number | null;
  completed: number | null;
  market: TicketMarket | null;
  brand: { id: number; name: string } | null;
  description: string;
  requested_content_type: string[];
  drive_link: string | null;
  items: ItemPlan[];
  comments: { author: TicketPerson; body: string; at: number }[];
  history: HistoryPlan[];
}

/** How many tickets of each type a client gets (Acme Home: the full history; others: a little). */
export const ACME_MIX: Partial<Record<TicketTypeId, number>> = {
  T1: 30,
  T2: 22,
  T3: 12,
  T4: 14,
  T5: 24,
  T6: 10,
  T7: 12,
  T8: 20,
  T9: 14,
  T10: 12,
  T11: 40,
  T12: 26,
  T14: 22,
  T15: 24,
  T16: 12,
};
export const SMALL_MIX: Partial<Record<TicketTypeId, number>> = {
  T1: 4,
  T2: 3,
  T5: 3,
  T8: 3,
  T11: 4,
  T12: 2,
  T14: 2,
  T15: 3,
  T16: 1,
};

/** Everyday workers (neither assigner nor reviewer) raise and own most tickets; reviewers own fewest. */
const weight = (p: TicketPerson) => (!p.assigner && !p.reviewer ? 3 : p.assigner ? 1 : 0.6);
function weighted(random: Random, people: TicketPerson[]): TicketPerson | null {
  const total = people.reduce((s, p) => s + weight(p), 0);
  let u = random.next() * total;
  for (const p of people) {
    u -= weight(p);
    if (u < 0) return p;
  }
  return people.at(-1) ?? null;
}

/** Older tickets are mostly done; the newest mostly open. */
function drawStatus(random: Random, ageDays: number): TicketStatus {
  const w: [TicketStatus, number][] =
    ageDays < 3
      ? [
          ['PENDING', 0.5],
          ['INPROGRESS', 0.35],
          ['RESOLVED', 0.15],
          ['REVIEWED', 0],
        ]
      : ageDays < 15
        ? [
            ['PENDING', 0.2],
            ['INPROGRESS', 0.3],
            ['RESOLVED', 0.25],
            ['REVIEWED', 0.25],
          ]
        : [
            ['PENDING', 0.07],
            ['INPROGRESS', 0.08],
            ['RESOLVED', 0.15],
            ['REVIEWED', 0.7],
          ];
  let u = random.next();
  for (const [s, p] of w) {
    u -= p;
    if (u < 0) return s;
  }
  return 'REVIEWED';
}

/** A reviewer or assigner other than `not`: the dedicated one (not also the other role) three times as often. */
function specialist(random: Random, people: TicketPerson[], not?: TicketPerson | null): TicketPerson | null {
  const list = people.filter((p) => p.id !== not?.id);
  const pool = list.flatMap((p) => (p.assigner && p.reviewer ? [p] : [p, p, p]));
  return pool.length > 0 ? random.pick(pool) : null;
}

const between = (random: Random, a: number, b: number, lo: number, hi: number) =>
  Math.round(a + (b - a) * (lo + random.next() * (hi - lo)));

/** The ad profiles that have T11 rows (targets or search terms), T12 rows (ad products), T14 rows (ranked ones). */
function adProfiles(ctx: TicketContext) {
  return {
    terms: [...new Set(ctx.adTerms.map((r) => r.profile_id))],
    products: [...new Set(ctx.adProducts.map((r) => r.profile_id))],
    ranked: [...new Set(ctx.adProducts.filter((r) => r.keyword).map((r) => r.profile_id))],
  };
}

export function buildTicketPlans(
  random: Random,
  ctx: TicketContext,
  mix: Partial<Record<TicketTypeId, number>>,
  anchor: number,
  days = TICKET_DAYS,
): TicketPlan[] {
  const plans: TicketPlan[] = [];
  const profiles = adProfiles(ctx);
  const assigners = ctx.people.filter((p) => p.assigner);
  const reviewers = ctx.people.filter((p) => p.reviewer);
  let invoiceNo = 100;
  for (const [type, count] of Object.entries(mix) as [TicketTypeId, number][]) {
    const def = ticketTypeDef(type)!;
    const automated = AUTOMATED_TICKET_TYPES.includes(type);
    const workers = ctx.people.filter((p) => p.types.has(type));
    if (workers.length === 0) continue;
    const profilePool =
      type === 'T11' ? profiles.terms : type === 'T14' ? profiles.ranked : profiles.products;
    if (['T11', 'T12', 'T14'].includes(type) && profilePool.length === 0) continue;
    const creators = automated ? [] : workers.filter((p) => p.create);
    if (!automated && creators.length === 0) continue;
    for (let n = 0; n < count; n++) {
      const ageDays = days * random.next() ** 1.7;
      const created = Math.floor((anchor - ageDays * DAY_MS) / 60_000) * 60_000;
      const creator = automated ? null : weighted(random, creators);
      // T16 waits for a reviewer's decision: the demo's are all decided (it stores no invoice file).
      let status =
        type === 'T16'
          ? random.pick<TicketStatus>(['RESOLVED', 'REVIEWED', 'REVIEWED'])
          : drawStatus(random, ageDays);
      const owners = workers.filter((p) => p.id !== creator?.id);
      const owner =
        status === 'PENDING' && type !== 'T15' && random.next() < 0.55 ? null : weighted(random, owners);
      if (!owner) status = 'PENDING';

      const profile = ['T11', 'T12', 'T14'].includes(type) ? random.pick(profilePool) : null;
      const adMp = profile
        ? (ctx.adTerms.find((r) => r.profile_id === profile)?.mp_id ??
          ctx.adProducts.find((r) => r.profile_id === profile)?.mp_id)
        : undefined;
      const market =
        adMp !== undefined
          ? (ctx.markets.find((m) => m.mp_id === adMp) ?? null)
          : ['T1', 'T2', 'T4', 'T5', 'T7', 'T9'].includes(type) || (type === 'T10' && random.next() < 0.6)
            ? random.pick(ctx.markets)
            : null;
      const brand = def.brand && ctx.brands.length > 0 ? random.pick(ctx.brands) : null;
      const day = new Date(created).toISOString().slice(0, 10);
      const items: ItemData[] =
        type === 'T11'
          ? t11Rows(random, ctx, profile!)
          : type === 'T12'
            ? t12Rows(random, ctx, profile!)
            : type === 'T14'
              ? t14Rows(random, ctx, profile!, day.replaceAll('-', ''))
              : type === 'T16'
                ? t16Rows(random, ctx, invoiceNo++, day)
                : skuItems(random, type, { ctx, market, brandId: brand?.id ?? null });
      const seller = items[0]?.seller_name ?? (profile ? `profile ${profile}` : '');
      const vars = {
        mp: market?.name ?? 'the marketplace',
        brand: brand?.name ?? ctx.clientName,
        seller: String(seller),
        invoice: String((items[0]?.metadata as { invoice_no?: string } | undefined)?.invoice_no ?? ''),
      };

      // Reviewed by a reviewer (rarely the creator); without either the ticket stays Resolved.
      const reviewer =
        status !== 'REVIEWED'
          ? null
          : creator && random.next() < 0.3
            ? creator
            : (specialist(random, reviewers, owner) ?? creator ?? reviewers[0] ?? null);
      if (!reviewer && status === 'REVIEWED') status = 'RESOLVED';

      // Timeline: created → assigned → started → resolved → reviewed, all before the anchor.
      const assigned = owner
        ? type === 'T15'
          ? created
          : between(random, created, anchor, 0.02, 0.25)
        : null;
      const started = assigned && status !== 'PENDING' ? between(random, assigned, anchor, 0.05, 0.35) : null;
      const resolveSpan = Math.min(
        def.eta * DAY_MS * (0.3 + random.next() * 1.3),
        (anchor - (started ?? 0)) * 0.8,
      );
      const completed =
        started && (status === 'RESOLVED' || status === 'REVIEWED')
          ? Math.round(started + Math.min(Math.max(HOUR_MS, resolveSpan), (anchor - started) * 0.9))
          : null;
      const reviewed =
        completed && status === 'REVIEWED' ? between(random, completed, anchor, 0.1, 0.8) : null;
      const percent =
        status === 'RESOLVED' || status === 'REVIEWED'
          ? 100
          : status === 'INPROGRESS'
            ? 10 * random.int(1, 9)
            : 0;

      const history: HistoryPlan[] = [];
      const comments: TicketPlan['comments'] = [];
      const say = (author: TicketPerson | null | undefined, texts: readonly string[], at: number, p = 1) => {
        if (author && random.next() < p)
          comments.push({ author, body: fill(random.pick(texts), commentVars), at: Math.min(at, anchor) });
      };
      const firstSku = items.find((i) => typeof i.retailer_sku === 'string')?.retailer_sku;
      const commentVars = { owner: owner?.name ?? '', sku: String(firstSku ?? 'the first SKU') };
      const assignedBy =
        type === 'T15'
          ? creator!
          : owner && (random.next() < 0.3 || assigners.length === 0)
            ? owner
            : (specialist(random, assigners, null) ?? random.pick(owners));
      say(creator, COMMENTS.opened, created + 20 * 60_000, 0.5);
      if (owner && assigned) {
        history.push({ user: assignedBy, field: 'owner', from: null, to: owner.name, at: assigned });
        if (assignedBy.id !== owner.id) say(assignedBy, COMMENTS.assigned, assigned + 60_000, 0.4);
      }
      if (owner && started) {
        history.push({ user: owner, field: 'status', from: 'PENDING', to: 'INPROGRESS', at: started });
        const mid = completed ? 10 * random.int(2, 8) : percent;
        const midAt = between(random, started, completed ?? anchor, 0.2, 0.6);
        history.push({ user: owner, field: 'percent_completion', from: '0', to: String(mid), at: midAt });
        say(owner, automated ? COMMENTS.automated : COMMENTS.working, midAt + 5 * 60_000, 0.6);
        if (completed) {
          history.push({
            user: owner,
            field: 'percent_completion',
            from: String(mid),
            to: '100',
            at: completed,
          });
          history.push({ user: owner, field: 'status', from: 'INPROGRESS', to: 'RESOLVED', at: completed });
          say(owner, COMMENTS.resolved, completed + 60_000, 0.7);
        }
      }
      if (reviewer && reviewed) {
        history.push({ user: reviewer, field: 'status', from: 'RESOLVED', to: 'REVIEWED', at: reviewed });
        say(reviewer, COMMENTS.reviewed, reviewed + 60_000, 0.5);
      }

      const actedAt = completed ?? (started ? between(random, started, anchor, 0.3, 0.9) : null);
      const reviewerActor = type === 'T16' ? (specialist(random, reviewers, owner) ?? owner) : owner;
      const plannedItems = items.map((data, i) => {
        const none: ItemPlan = {
          data,
          action_taken: null,
          editable_fields: null,
          result: null,
          reflected: null,
          acted_by: null,
          dt_action: null,
        };
        // Rows acted on: every row of a done ticket, the first rows of one in progress.
        const acted = owner && actedAt && (completed || (status === 'INPROGRESS' && i < items.length / 3));
        if (!acted) return none;
        if (type === 'T11' || type === 'T12') {
          // Only "do nothing": the demo's advertising entities stay as history built them.
          const action = type === 'T11' ? T11_ACTIONS.doNothing : T12_ACTIONS.doNothing;
          return {
            ...none,
            action_taken: action,
            editable_fields: {},
            // Nothing was sent to an advertising account: reflected_on_ams stays false (issue 21 item 6).
            result: { action, ams: { status: 'NOTHING_TO_SEND', message: AMS_TEXT.nothingToSend } },
            reflected: false,
            acted_by: owner.id,
            dt_action: actedAt,
          };
        }
        if (type === 'T14') {
          const action = random.pick(T14_ACTIONS);
          return {
            ...none,
            action_taken: action,
            editable_fields: {},
            result: { action },
            acted_by: owner.id,
            dt_action: actedAt,
          };
        }
        if (type === 'T16') {
          const accept = random.next() < 0.75;
          if (!accept) say(reviewerActor, [COMMENTS.rejected], actedAt - 60_000);
          return {
            ...none,
            action_taken: accept ? T16_ACTIONS.accept : T16_ACTIONS.reject,
            editable_fields: accept ? {} : { reason: COMMENTS.rejected },
            // The demo stores no invoice file: an accepted row records its acceptance, but no invoice rows were
            // written, so reflected_on_db stays false (issue 29 item 4); its result says why.
            result: accept
              ? { status: 'success', accepted: true, message: T16_DEMO_ACCEPTED }
              : { rejected: COMMENTS.rejected },
            reflected: false,
            acted_by: reviewerActor?.id ?? owner.id,
            dt_action: actedAt,
          };
        }
        return none;
      });

      plans.push({
        type,
        creator,
        owner,
        status,
        percent,
        created,
        assigned,
        completed,
        market,
        brand,
        description: describe(random, type, vars),
        requested_content_type:
          type === 'T10' ? random.sample(['Images', 'A+'], random.int(1, 2)).sort() : [],
        drive_link:
          type === 'T10' || (type === 'T8' && random.next() < 0.5)
            ? `https://drive.example.com/${ctx.clientName.toLowerCase().replace(/\W+/g, '-')}/${random.int(1000, 9999)}`
            : null,
        items: plannedItems,
        comments: comments.sort((a, b) => a.at - b.at),
        history: history.sort((a, b) => a.at - b.at),
      });
    }
  }
  return plans.sort((a, b) => a.created - b.created);
}
