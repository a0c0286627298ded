import { TICKET_TEXT } from '@marketdesk/contracts/tickets';
import type { Db } from '../../db/client';
import { forbidden, notFound } from '../../platform/errors';
import type { FileLinks, FileStorage } from '../../platform/files';
import { identityRepository } from '../../platform/identity.repository';
import type { RequestContext } from '../../platform/tenancy';
import { creatorEditRefusal, mayWorkOn, type TicketActor, ticketActor } from './tickets.policy';
import { type TicketHeader, type TicketsRepository, ticketsRepository } from './tickets.repository';

/** What every ticket service needs. */
export interface TicketDeps {
  db: Db;
  fileLinks: FileLinks;
  /** Where stored files are: the row actions hand it to their handlers (an approval reads its file). */
  storage: FileStorage;
}

/** The caller's ticket rights; without view:tickets the spec's Access Denied text (section 6). */
export function viewer(ctx: RequestContext): TicketActor {
  const actor = ticketActor(ctx.user.id, ctx.permissions);
  if (!actor.view) throw forbidden(TICKET_TEXT.accessDenied);
  return actor;
}

export const TICKET_NOT_FOUND = TICKET_TEXT.notFound;

/**
 * A ticket of the selected client whose type the caller may see, else 404 (another client's ticket and a type
 * the caller may not see are "not found", never "forbidden").
 */
export async function visibleTicket(
  repo: TicketsRepository,
  ctx: RequestContext,
  actor: TicketActor,
  ticketId: number,
  tx?: Db,
): Promise<TicketHeader> {
  const head = await repo.header(ctx.clientId, ticketId, tx);
  if (!head || !actor.types.includes(head.fk_ticket_type_id)) throw notFound(TICKET_NOT_FOUND);
  return head;
}

/** Locks a visible ticket for the creator's edit or delete (creator only, while unassigned). */
export async function creatorsTicket(
  repo: TicketsRepository,
  tx: Db,
  ctx: RequestContext,
  actor: TicketActor,
  ticketId: number,
): Promise<TicketHeader> {
  await repo.lock(tx, ctx.clientId, ticketId);
  const head = await visibleTicket(repo, ctx, actor, ticketId, tx);
  const refused = creatorEditRefusal(actor, head);
  if (refused) throw forbidden(refused);
  return head;
}

/** Whether the user may work on (own) tickets of the type in the client: a member with view and the type. */
export async function mayWork(db: Db, clientId: number, userId: number, typeId: string): Promise<boolean> {
  const user = await ticketsRepository(db).user(userId, db);
  if (!user?.is_active) return false;
  if (user.is_sa) return true;
  const identity = identityRepository(db);
  if (!(await identity.clientMembership(userId, clientId)).member) return false;
  return mayWorkOn((await identity.grants(userId, clientId)).codes, typeId);
}

export const repoOf = (deps: TicketDeps) => ticketsRepository(deps.db);

/** The name a ticket shows for a user: first and last name, else the email. */
export const displayName = (u: { first_name: string; last_name: string; email: string }) =>
  `${u.first_name} ${u.last_name}`.trim() || u.email;
