import { T16_ACTIONS, TICKET_TEXT } from '@marketdesk/contracts/tickets';
import { and, eq } from 'drizzle-orm';
import { ticketItems } from '../../../db/schema';
import { type ApprovalInput, approvalTarget } from '../../../platform/approvals';
import type { ActionContext, ActionOutcome } from '../../../platform/row-actions';

const failed = (message: string): ActionOutcome => ({ status: 'failed', message, reflected: null });
const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** Thrown inside the savepoint so that whatever a refusing target wrote is rolled back. */
class Refused extends Error {}

/** The reason of a Reject: the row's `reason`, else the newest non-empty ticket comment (section 5). */
function reasonOf(c: ActionContext): string {
  const own = text(c.editable.reason) || text(c.item.data.reason);
  if (own) return own;
  return [...c.ticket.commentTexts].reverse().map(text).find(Boolean) ?? '';
}

async function storedItem(c: ActionContext) {
  const [row] = await c.tx
    .select({ action_taken: ticketItems.action_taken, reflected: ticketItems.reflected })
    .from(ticketItems)
    .where(
      and(
        eq(ticketItems.client_id, c.clientId),
        eq(ticketItems.ticket_id, c.ticket.pk_ticket_id),
        eq(ticketItems.item_no, c.item.item_no),
      ),
    );
  return row;
}

/**
 * T16 (upload approval): Accept (Insert) lands the item's stored file through the approval target of its
 * data_type, in a savepoint: all of it and reflected_on_db true, or nothing and the target's message. An item
 * already accepted and reflected is not applied again. Reject needs a reason (the row's, else a ticket
 * comment) and leaves reflected_on_db false; the target may record the rejection (an invoice's status).
 */
export async function handleT16(c: ActionContext): Promise<ActionOutcome> {
  const data = c.item.data;
  const dataType = text(data.data_type);
  const target = approvalTarget(dataType);
  if (!target) return failed(`Uploads of type "${dataType || '(none)'}" cannot be approved here.`);
  const fileId = Number(data.file_id);
  if (!Number.isSafeInteger(fileId) || fileId <= 0) return failed('This row names no stored file.');
  const input = (tx: ActionContext['tx']): ApprovalInput => ({
    tx,
    clientId: c.clientId,
    userId: c.userId,
    ticketId: c.ticket.pk_ticket_id,
    fileId,
    fileName: text(data.file_name),
    metadata: (data.metadata && typeof data.metadata === 'object' ? data.metadata : {}) as Record<
      string,
      unknown
    >,
    item: data,
    files: c.files(tx),
  });

  if (c.action === T16_ACTIONS.reject) {
    const reason = reasonOf(c);
    if (!reason) return failed(TICKET_TEXT.rejectNeedsReason);
    // A rejection is a decision carried out, not a failure: its result says success; reflected_on_db stays
    // false because nothing landed (issue 16: the row must not read as failed).
    const done = (message: string): ActionOutcome => ({
      status: 'success',
      message,
      reflected: false,
      result: { status: 'success', message, rejected: reason },
    });
    if (!target.reject) return done('Rejected.');
    const out = await target.reject({ ...input(c.tx), reason });
    return out.ok ? done(out.message) : failed(out.message);
  }
  if (c.action !== T16_ACTIONS.accept) return failed(TICKET_TEXT.invalidAction);

  const before = await storedItem(c);
  if (before?.reflected === true && before.action_taken === T16_ACTIONS.accept)
    return { status: 'success', message: 'Already accepted: nothing applied again.', reflected: true };
  try {
    const out = await c.tx.transaction(async (sp) => {
      const r = await target.accept(input(sp as unknown as ActionContext['tx']));
      if (!r.ok) throw new Refused(r.message);
      return r;
    });
    return { status: 'success', message: out.message, reflected: true, result: out.result };
  } catch (error) {
    if (error instanceof Refused) return failed(error.message);
    throw error;
  }
}
