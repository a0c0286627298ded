import { normalizeDescription, splitItems, type TicketTypeId } from '@marketdesk/contracts/tickets';
import type { Executor } from '../../db/facts';
import { ticketsRepository } from './tickets.repository';

export interface RaiseTicketsInput {
  clientId: number;
  typeId: TicketTypeId;
  /** Null for automated tickets (blank creator_name, shown as System). */
  creatorId: number | null;
  creatorName: string;
  mpId?: number | null;
  brandId?: number | null;
  ownerId?: number | null;
  ownerName?: string | null;
  description?: string;
  items: Record<string, unknown>[];
  requestedContentType?: string[];
  driveLink?: string | null;
}

/**
 * Raises the tickets of one request inside the caller's transaction: the items split into tickets of at most
 * 20 (ceil(N/20), one ticket when there are none), each with its items, an owner history row when raised with
 * an owner, and its search_doc. Answers the new ticket ids in order. Rights are the caller's business (the
 * create call checks them; analyses and uploads raise automated tickets).
 */
export async function raiseTickets(tx: Executor, input: RaiseTicketsInput): Promise<number[]> {
  const repo = ticketsRepository(tx);
  const owner = input.ownerId ?? null;
  const now = new Date();
  const ids: number[] = [];
  for (const items of splitItems(input.items)) {
    const id = await repo.insertTicket(tx, {
      client_id: input.clientId,
      fk_ticket_type_id: input.typeId,
      fk_creator_id: input.creatorId,
      creator_name: input.creatorName,
      fk_owner_id: owner,
      owner_name: owner === null ? null : (input.ownerName ?? null),
      dt_creation: now,
      dt_assign: owner === null ? null : now,
      fk_mp_id: input.mpId ?? null,
      fk_brand_id: input.brandId ?? null,
      description: normalizeDescription(input.description ?? ''),
      requested_content_type: input.requestedContentType ?? [],
      drive_link: input.driveLink ?? null,
      num_items: items.length,
    });
    await repo.replaceItems(tx, input.clientId, id, items);
    if (owner !== null) {
      await repo.addHistory(tx, [
        {
          client_id: input.clientId,
          ticket_id: id,
          ticket_type_id: input.typeId,
          user_id: input.creatorId,
          user_name: input.creatorName,
          field: 'owner',
          from_value: null,
          to_value: input.ownerName ?? null,
          at: now,
        },
      ]);
    }
    await repo.refreshSearchDoc(tx, input.clientId, id);
    ids.push(id);
  }
  return ids;
}
