import {
  ACTION_KEYS,
  actionsFor,
  BID_ACTIONS,
  EDITABLE_AFTER_SAVE,
  REFLECTED_FLAG,
  T16_ACTIONS,
  TICKET_REFUSAL,
  TICKET_TEXT,
  type TicketActionAnswer,
  type TicketTypeId,
  validateNewBid,
} from '@marketdesk/contracts/tickets';
import type { Db } from '../../db/client';
import type { ticketItems } from '../../db/schema';
import { badRequest, forbidden } from '../../platform/errors';
import { filesService } from '../../platform/files';
import {
  type ActionContext,
  type ActionOutcome,
  actionsCommitted,
  ticketActionHandler,
} from '../../platform/row-actions';
import type { RequestContext } from '../../platform/tenancy';
import { resolveDecidedApproval, uploadersOf } from './t16-approvals';
import { repoOf, type TicketDeps, viewer, visibleTicket } from './tickets.access';
import { acceptOwnUploadRefusal, actionRefusal, type TicketActor } from './tickets.policy';

type ItemRow = typeof ticketItems.$inferSelect;
/** A row update: the identifier keys, the chosen action and its editable fields. */
export interface Update {
  action: string;
  editable_fields?: Record<string, unknown>;
  [key: string]: unknown;
}
type Result = TicketActionAnswer['results'][number];

const asKey = (v: unknown) => (v === null || v === undefined ? '' : String(v).trim());
const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** The one item whose identifier keys equal the update's (compared as strings), else null. */
export function matchItem(typeId: TicketTypeId, items: readonly ItemRow[], update: Update): ItemRow | null {
  const keys = ACTION_KEYS[typeId] ?? [];
  const hits = items.filter((i) => {
    const data = i.data as Record<string, unknown>;
    return keys.every((k) => asKey(data[k]) === asKey(update[k]));
  });
  return hits.length === 1 ? hits[0]! : null;
}

/**
 * The rules a row is checked against before its handler runs (section 4 and 5): the action must be one the
 * row offers, a T11/T12 row already acted on is locked, a T11 bid action needs a valid new bid and a T16
 * Reject a reason (the row's, else a ticket comment). Answers the failure message or null.
 */
export function rowRefusal(
  typeId: TicketTypeId,
  item: ItemRow,
  action: string,
  editable: Record<string, unknown>,
  commentTexts: readonly string[],
): string | null {
  const data = item.data as Record<string, unknown>;
  if (!actionsFor(typeId, data).includes(action)) return TICKET_TEXT.invalidAction;
  if (!EDITABLE_AFTER_SAVE.includes(typeId) && item.action_taken) return TICKET_REFUSAL.rowLocked;
  if (typeId === 'T11' && BID_ACTIONS.includes(action)) {
    const bad = validateNewBid(editable.new_bid, data.min_bid);
    if (bad) return bad;
  }
  if (typeId === 'T16' && action === T16_ACTIONS.reject) {
    const reason = text(editable.reason) || text(data.reason) || commentTexts.map(text).find(Boolean);
    if (!reason) return TICKET_TEXT.rejectNeedsReason;
  }
  return null;
}

/** Thrown inside a row's savepoint so that whatever a failing handler wrote is rolled back. */
class RowFailed extends Error {
  constructor(readonly outcome: ActionOutcome) {
    super(outcome.message);
  }
}

const recordOnly: ActionOutcome = { status: 'success', message: 'Action recorded.', reflected: null };

/** POST /tickets/{ticketId}/action: every row in one transaction, each in a savepoint. */
export function ticketActions(deps: TicketDeps) {
  const repo = repoOf(deps);

  /** The row's handler in a savepoint: a failure (answered or thrown) rolls back what it wrote. */
  async function runRow(tx: Db, c: ActionContext): Promise<ActionOutcome> {
    const handler = ticketActionHandler(c.ticket.fk_ticket_type_id);
    try {
      return await tx.transaction(async (sp) => {
        const outcome = handler ? await handler({ ...c, tx: sp }) : recordOnly;
        if (outcome.status === 'failed') throw new RowFailed(outcome);
        return outcome;
      });
    } catch (error) {
      if (error instanceof RowFailed) return error.outcome;
      // An unexpected error of one row fails that row (its savepoint is rolled back), not the others.
      return { status: 'failed', message: TICKET_TEXT.anErrorOccurred, reflected: null };
    }
  }

  /** Four eyes: nothing is done when one of the rows to accept is the caller's own upload (403). */
  async function refuseOwnUploads(
    tx: Db,
    ctx: RequestContext,
    actor: TicketActor,
    ticketId: number,
    updates: Update[],
  ) {
    const items = await repo.items(ctx.clientId, ticketId, tx);
    const accepted = updates
      .filter((u) => u.action === T16_ACTIONS.accept)
      .flatMap((u) => matchItem('T16', items, u) ?? []);
    const refused = acceptOwnUploadRefusal(actor, await uploadersOf(tx, ctx.clientId, accepted));
    if (refused) throw forbidden(refused);
  }

  return {
    async act(ctx: RequestContext, ticketId: number, updates: Update[]): Promise<Result[]> {
      const actor = viewer(ctx);
      // The rows whose action succeeded: their type's after-commit work (if any) runs once the save committed.
      const committed: { typeId: TicketTypeId | null; itemNos: number[] } = { typeId: null, itemNos: [] };
      const results = await repo.transaction(async (tx) => {
        await repo.lock(tx, ctx.clientId, ticketId);
        const head = await visibleTicket(repo, ctx, actor, ticketId, tx);
        const typeId = head.fk_ticket_type_id;
        if (!ACTION_KEYS[typeId]) throw badRequest(TICKET_REFUSAL.notActionable);
        const refused = actionRefusal(actor, head, typeId);
        if (refused) throw forbidden(refused);
        if (typeId === 'T16') await refuseOwnUploads(tx, ctx, actor, ticketId, updates);
        const commentTexts = (await repo.comments(ctx.clientId, ticketId, tx)).map((c) => c.body);
        const flag = REFLECTED_FLAG[typeId];
        committed.typeId = typeId;
        const results: Result[] = [];
        for (const update of updates) {
          const items = await repo.items(ctx.clientId, ticketId, tx);
          const item = matchItem(typeId, items, update);
          if (!item) {
            results.push({ item_no: null, status: 'failed', message: TICKET_TEXT.noMatchingItem });
            continue;
          }
          const editable = update.editable_fields ?? {};
          const bad = rowRefusal(typeId, item, update.action, editable, commentTexts);
          if (bad) {
            results.push({ item_no: item.item_no, status: 'failed', message: bad });
            continue;
          }
          const outcome = await runRow(tx, {
            tx,
            clientId: ctx.clientId,
            userId: actor.userId,
            ticket: {
              pk_ticket_id: ticketId,
              fk_ticket_type_id: typeId,
              description: head.description,
              commentTexts,
            },
            item: { item_no: item.item_no, data: item.data as Record<string, unknown> },
            action: update.action,
            editable,
            files: (on) => filesService({ db: on, storage: deps.storage }),
          });
          const ok = outcome.status === 'success';
          await repo.updateItem(tx, ctx.clientId, ticketId, item.item_no, {
            ...(ok ? { action_taken: update.action, editable_fields: editable } : {}),
            result: outcome.result ?? { status: outcome.status, message: outcome.message },
            reflected: ok ? outcome.reflected : flag ? false : null,
            acted_by: actor.userId,
            dt_action: new Date(),
          });
          results.push({ item_no: item.item_no, status: outcome.status, message: outcome.message });
          if (ok) committed.itemNos.push(item.item_no);
        }
        if (typeId === 'T16') await resolveDecidedApproval(repo, tx, ctx, head);
        await repo.refreshSearchDoc(tx, ctx.clientId, ticketId);
        return results;
      });
      if (committed.typeId)
        actionsCommitted(deps.db, {
          clientId: ctx.clientId,
          ticketId,
          typeId: committed.typeId,
          itemNos: committed.itemNos,
        });
      return results;
    },
  };
}
export type TicketActions = ReturnType<typeof ticketActions>;
