import { T16_ACTIONS } from '@marketdesk/contracts/tickets';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { files, type ticketHistory, type ticketItems } from '../../db/schema';
import type { RequestContext } from '../../platform/tenancy';
import { displayName } from './tickets.access';
import type { TicketHeader, TicketsRepository } from './tickets.repository';

/**
 * T16 approvals (issue 16, "Approvals you can trust"): who uploaded a row's file, and the ticket resolved by
 * its approver once every row is decided. The uploader is the stored file's creator (files.created_by, set by
 * the upload pipeline from the signed-in user), so it holds for tickets raised before the rule too.
 */

type ItemRow = typeof ticketItems.$inferSelect;

const fileIdOf = (data: unknown): number | null => {
  const id = Number((data as Record<string, unknown> | null)?.file_id);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** Who stored each of these files of the client, by file id (absent: not the client's file). */
export async function fileUploaders(
  db: Db,
  clientId: number,
  fileIds: readonly (number | null)[],
): Promise<Map<number, number | null>> {
  const wanted = [...new Set(fileIds.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: files.id, created_by: files.created_by })
    .from(files)
    .where(and(eq(files.client_id, clientId), inArray(files.id, wanted)));
  return new Map(rows.map((r) => [r.id, r.created_by]));
}

/** The uploaders of these items' files (null where unknown), in order. */
export async function uploadersOf(db: Db, clientId: number, items: readonly ItemRow[]) {
  const ids = items.map((i) => fileIdOf(i.data));
  const by = await fileUploaders(db, clientId, ids);
  return ids.map((id) => (id === null ? null : (by.get(id) ?? null)));
}

/** A row is decided once rejected, or accepted and landed (a failed Accept leaves it open). */
const decided = (i: ItemRow) =>
  i.action_taken === T16_ACTIONS.reject || (i.action_taken === T16_ACTIONS.accept && i.reflected === true);

/**
 * After the rows of a T16 call were acted on: when every row is decided and the ticket is still open, it is
 * resolved by the approver (owner the approver, 100 %, dt_completion now), with a history row per change, so
 * a handled approval leaves the queues of open work. A resolved or reviewed ticket is left as it is.
 */
export async function resolveDecidedApproval(
  repo: TicketsRepository,
  tx: Db,
  ctx: RequestContext,
  head: TicketHeader,
): Promise<void> {
  if (head.status === 'RESOLVED' || head.status === 'REVIEWED') return;
  const items = await repo.items(ctx.clientId, head.pk_ticket_id, tx);
  if (items.length === 0 || !items.every(decided)) return;
  const now = new Date();
  const name = displayName(ctx.user);
  const row = (field: string, from: string | null, to: string | null) =>
    ({
      client_id: ctx.clientId,
      ticket_id: head.pk_ticket_id,
      ticket_type_id: head.fk_ticket_type_id,
      user_id: ctx.user.id,
      user_name: name,
      field,
      from_value: from,
      to_value: to,
      at: now,
    }) satisfies typeof ticketHistory.$inferInsert;
  const history = [];
  const set: Record<string, unknown> = { status: 'RESOLVED', percent_completion: 100, dt_completion: now };
  if (head.fk_owner_id !== ctx.user.id) {
    Object.assign(set, { fk_owner_id: ctx.user.id, owner_name: name, dt_assign: now });
    history.push(row('owner', head.owner_name, name));
  }
  history.push(row('status', head.status, 'RESOLVED'));
  if (head.percent_completion !== 100)
    history.push(row('percent_completion', String(head.percent_completion), '100'));
  await repo.updateTicket(tx, ctx.clientId, head.pk_ticket_id, set);
  await repo.addHistory(tx, history);
}
