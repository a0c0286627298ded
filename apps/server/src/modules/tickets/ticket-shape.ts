import {
  formatComments,
  REFLECTED_FLAG,
  type Ticket,
  type TicketDetail,
  type TicketItem,
} from '@marketdesk/contracts/tickets';
import type { Db } from '../../db/client';
import type { ticketComments, ticketItems } from '../../db/schema';
import type { FileLinks } from '../../platform/files';
import { fileUploaders } from './t16-approvals';
import { type TicketHeader, ticketsRepository } from './tickets.repository';

/**
 * The spec's ticket shape (section 3) from the stored rows: the header, `data.items` (item values, editable
 * fields merged, the action fields and the type's reflected flag), the comments blob (description and entries)
 * and `ticket_type_info` with the client's ETA.
 */

type ItemRow = typeof ticketItems.$inferSelect;
type CommentRow = typeof ticketComments.$inferSelect;

export function apiItem(typeId: string, row: ItemRow): TicketItem {
  const data = (row.data ?? {}) as Record<string, unknown>;
  const item: TicketItem = {
    ...data,
    ...((row.editable_fields as Record<string, unknown> | null) ?? {}),
    item_no: row.item_no,
    action_taken: row.action_taken ?? (data.action_taken as string | null | undefined) ?? null,
    result: row.result ?? data.result ?? null,
  };
  const flag = REFLECTED_FLAG[typeId as keyof typeof REFLECTED_FLAG];
  if (flag) item[flag] = row.reflected ?? data[flag] ?? null;
  return item;
}

export function commentsBlob(description: string, rows: readonly CommentRow[]): string {
  return formatComments({
    description,
    entries: rows.map((c) => ({
      text: c.body,
      email: c.email,
      full_name: c.full_name,
      at: new Date(c.created_at).toISOString(),
    })),
  });
}

/** A list row: the header, no items, the description as the comments blob. */
export function ticketRowOf(h: TicketHeader, comments: readonly CommentRow[] = []): Ticket {
  return {
    pk_ticket_id: h.pk_ticket_id,
    fk_ticket_type_id: h.fk_ticket_type_id,
    fk_creator_id: h.fk_creator_id,
    creator_name: h.creator_name,
    fk_owner_id: h.fk_owner_id,
    owner_name: h.owner_name,
    status: h.status,
    percent_completion: h.percent_completion,
    dt_creation: h.dt_creation,
    dt_assign: h.dt_assign,
    dt_completion: h.dt_completion,
    fk_mp_id: h.fk_mp_id,
    fk_brand_id: h.fk_brand_id,
    brand_name: h.brand_name,
    marketplace_name: h.marketplace_name,
    num_items: h.num_items,
    comments: commentsBlob(h.description, comments),
    ticket_type_info: {
      ticket_type_id: h.fk_ticket_type_id,
      ticket_type_name: h.ticket_type_name,
      ticket_type_description: h.ticket_type_description,
      eta: h.eta,
    },
    data: { items: [], requested_content_type: h.requested_content_type, drive_link: h.drive_link },
  };
}

export interface DetailLinks {
  fileLinks: FileLinks;
  userId: number;
}

/**
 * T16: signed download paths of the client's files named by the items (`file_id`), by file name, and each
 * item with who uploaded its file (`uploaded_by`: the screen disables Accept for them, four eyes).
 */
async function t16Files(db: Db, clientId: number, items: TicketItem[], links: DetailLinks) {
  const wanted = items.map((i) => {
    const id = Number(i.file_id);
    return { id: Number.isInteger(id) && id > 0 ? id : null, name: String(i.file_name ?? '') };
  });
  const uploaders = await fileUploaders(
    db,
    clientId,
    wanted.map((f) => f.id),
  );
  const now = new Date();
  const file_links = Object.fromEntries(
    wanted
      .filter((f) => f.id !== null && uploaders.has(f.id))
      .map((f) => [f.name || String(f.id), links.fileLinks.signedDownloadPath(f.id!, links.userId, now)]),
  );
  const withUploader = items.map((item, i) => {
    const id = wanted[i]!.id;
    return { ...item, uploaded_by: id === null ? null : (uploaders.get(id) ?? null) };
  });
  return { file_links, items: withUploader };
}

/**
 * The ticket as GET /tickets/details answers it, or null when the client has no such ticket. Visibility
 * (view:tickets, the type) is the caller's business. Without `links` no file links are signed.
 */
export async function ticketDetail(
  db: Db,
  clientId: number,
  ticketId: number,
  links?: DetailLinks,
): Promise<TicketDetail | null> {
  const repo = ticketsRepository(db);
  const head = await repo.header(clientId, ticketId, db);
  if (!head) return null;
  const [items, comments, history] = await Promise.all([
    repo.items(clientId, ticketId, db),
    repo.comments(clientId, ticketId, db),
    repo.history(clientId, ticketId, db),
  ]);
  const row = ticketRowOf(head, comments);
  const apiItems = items.map((i) => apiItem(head.fk_ticket_type_id, i));
  if (!links || head.fk_ticket_type_id !== 'T16')
    return { ...row, data: { ...row.data, items: apiItems }, history, file_links: {} };
  const t16 = await t16Files(db, clientId, apiItems, links);
  return { ...row, data: { ...row.data, items: t16.items }, history, file_links: t16.file_links };
}
