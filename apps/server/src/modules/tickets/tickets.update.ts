import {
  type CommentEntry,
  formatComments,
  parseComments,
  TICKET_REFUSAL,
  type Ticket,
  type TicketUpdateBody,
} from '@marketdesk/contracts/tickets';
import type { Db } from '../../db/client';
import type { ticketHistory } from '../../db/schema';
import { badRequest, forbidden, HttpError } from '../../platform/errors';
import type { RequestContext } from '../../platform/tenancy';
import { ticketRowOf } from './ticket-shape';
import { displayName, mayWork, repoOf, type TicketDeps, viewer, visibleTicket } from './tickets.access';
import {
  assignDecision,
  progressRefusal,
  statusChange,
  type TicketActor,
  unassignRefusal,
} from './tickets.policy';
import type { TicketHeader } from './tickets.repository';

type HistoryRow = typeof ticketHistory.$inferInsert;
type Field = 'status' | 'owner' | 'percent_completion';

/** The comment entries as the client sees them (the blob round trip), to compare texts and authors. */
const asSeen = (entries: CommentEntry[]) =>
  parseComments(formatComments({ description: '', entries })).entries.map((e) => [e.text, e.email]);

/**
 * The new comment entries of an update, or the append-only refusal: the blob must start with the stored
 * entries (text and author); what follows is new. Blank entries are dropped.
 */
export function newCommentTexts(stored: CommentEntry[], blob: string): string[] {
  const incoming = parseComments(blob).entries;
  const before = asSeen(stored);
  const given = asSeen(incoming);
  const same = before.every((e, i) => given[i] && given[i]![0] === e[0] && given[i]![1] === e[1]);
  if (!same || incoming.length < stored.length) throw forbidden(TICKET_REFUSAL.commentsAppendOnly);
  return incoming
    .slice(stored.length)
    .map((e) => e.text.trim())
    .filter(Boolean);
}

/** PATCH /tickets/update/{id} and POST /tickets/{id}/assign/{userId}: the owner's and the reviewers' changes. */
export function ticketUpdates(deps: TicketDeps) {
  const repo = repoOf(deps);

  const historyRow = (
    ctx: RequestContext,
    head: TicketHeader,
    field: Field,
    from: string | null,
    to: string | null,
  ): HistoryRow => ({
    client_id: ctx.clientId,
    ticket_id: head.pk_ticket_id,
    ticket_type_id: head.fk_ticket_type_id,
    user_id: ctx.user.id,
    user_name: displayName(ctx.user),
    field,
    from_value: from,
    to_value: to,
  });

  /** Locks the ticket and checks it is visible; runs the change; answers the ticket as stored after it. */
  async function write<T>(
    ctx: RequestContext,
    id: number,
    change: (tx: Db, actor: TicketActor, head: TicketHeader) => Promise<T>,
  ) {
    const actor = viewer(ctx);
    return repo.transaction(async (tx) => {
      await repo.lock(tx, ctx.clientId, id);
      const head = await visibleTicket(repo, ctx, actor, id, tx);
      const out = await change(tx, actor, head);
      await repo.refreshSearchDoc(tx, ctx.clientId, id);
      return out;
    });
  }

  return {
    async update(ctx: RequestContext, id: number, body: TicketUpdateBody): Promise<void> {
      await write(ctx, id, async (tx, actor, head) => {
        const now = new Date();
        const set: Record<string, unknown> = {};
        const history: HistoryRow[] = [];
        const unassign = body.fk_owner_id === null || body.owner_name === null || body.dt_assign === null;
        if (unassign && head.fk_owner_id !== null) {
          const refused = unassignRefusal(actor, head);
          if (refused) throw forbidden(refused);
          Object.assign(set, { fk_owner_id: null, owner_name: null, dt_assign: null });
          history.push(historyRow(ctx, head, 'owner', head.owner_name, null));
        }
        if (body.status !== undefined && body.status !== head.status) {
          const change = statusChange(actor, head, body.status, now.toISOString());
          if ('refused' in change) throw forbidden(change.refused);
          set.status = change.status;
          if (change.dt_completion !== undefined)
            set.dt_completion = change.dt_completion === null ? null : new Date(change.dt_completion);
          history.push(historyRow(ctx, head, 'status', head.status, change.status));
        }
        if (body.percent_completion !== undefined && body.percent_completion !== head.percent_completion) {
          // After an unassign in the same call the ticket has no owner: progress follows the new state.
          const facts = set.fk_owner_id === null ? { ...head, fk_owner_id: null } : head;
          const refused = progressRefusal(actor, facts);
          if (refused) throw forbidden(refused);
          set.percent_completion = body.percent_completion;
          history.push(
            historyRow(
              ctx,
              head,
              'percent_completion',
              String(head.percent_completion),
              String(body.percent_completion),
            ),
          );
        }
        if (body.comments !== undefined) {
          const stored = await repo.comments(ctx.clientId, id, tx);
          const entries = stored.map((c) => ({ text: c.body, email: c.email, full_name: '', at: '' }));
          const texts = newCommentTexts(entries, body.comments);
          await repo.addComments(
            tx,
            texts.map((text, i) => ({
              client_id: ctx.clientId,
              ticket_id: id,
              author_id: ctx.user.id,
              email: ctx.user.email,
              full_name: displayName(ctx.user),
              body: text,
              // One instant per entry, in order.
              created_at: new Date(now.getTime() + i),
            })),
          );
        }
        await repo.updateTicket(tx, ctx.clientId, id, set);
        await repo.addHistory(tx, history);
      });
    },

    /** Assigns the ticket; a ticket someone else already took is answered unchanged with the spec's detail. */
    async assign(
      ctx: RequestContext,
      id: number,
      assigneeId: number,
      userName: string | undefined,
    ): Promise<Ticket & { detail?: string }> {
      const detail = await write(ctx, id, async (tx, actor, head) => {
        const decision = assignDecision(actor, head, assigneeId);
        if (decision.kind === 'refused') throw forbidden(decision.detail);
        if (decision.kind === 'alreadyAssigned') return decision.detail;
        if (head.fk_owner_id === assigneeId) return undefined;
        const assignee = await repo.user(assigneeId, tx);
        if (!assignee || !(await mayWork(tx, ctx.clientId, assigneeId, head.fk_ticket_type_id))) {
          throw new HttpError(422, TICKET_REFUSAL.assigneeCannotWork);
        }
        const ownerName = userName?.trim() || displayName(assignee);
        await repo.updateTicket(tx, ctx.clientId, id, {
          fk_owner_id: assigneeId,
          owner_name: ownerName,
          dt_assign: new Date(),
        });
        await repo.addHistory(tx, [historyRow(ctx, head, 'owner', head.owner_name, ownerName)]);
        return undefined;
      });
      const head = await repo.header(ctx.clientId, id);
      if (!head) throw badRequest('Ticket vanished');
      const row = ticketRowOf(head, await repo.comments(ctx.clientId, id));
      return detail ? { ...row, detail } : row;
    },
  };
}

export type TicketUpdates = ReturnType<typeof ticketUpdates>;
