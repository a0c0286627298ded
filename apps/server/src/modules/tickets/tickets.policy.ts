import { CODE_FLAGS, hasCode, type ResolvedPermissions } from '@marketdesk/contracts/permissions';
import {
  AUTOMATED_TICKET_TYPES,
  TICKET_REFUSAL,
  TICKET_TEXT,
  TICKET_TYPES,
  type TicketRights,
  type TicketStatus,
  type TicketTypeId,
} from '@marketdesk/contracts/tickets';

/**
 * Who may do what with tickets (spec 03 sections 4 and 6), as pure functions of the caller's permission codes
 * in the selected client and the ticket's owner, creator and status. The service asks; nothing here reads the
 * database. A refusal is the text a 403 carries; null means allowed.
 */

export const TYPE_CODE_PREFIX = 'access:tickets:type:';
export const typeCode = (typeId: string) => `${TYPE_CODE_PREFIX}${typeId}`;

export interface TicketActor extends TicketRights {
  userId: number;
  view: boolean;
  /** The ticket types the caller may see and work on (access:tickets:type:{id}). */
  types: TicketTypeId[];
}

/** The caller's ticket rights from the codes of the selected client (super admins hold every code). */
export function ticketActor(userId: number, perms: ResolvedPermissions): TicketActor {
  const has = (code: string) => hasCode(perms, code);
  return {
    userId,
    view: has(CODE_FLAGS.view_tickets),
    assigner: has(CODE_FLAGS.ticket_assigner),
    reviewer: has(CODE_FLAGS.ticket_reviewer),
    eta: has(CODE_FLAGS.ticket_eta_update),
    create: has('create:tickets'),
    types: TICKET_TYPES.map((t) => t.id).filter((id) => has(typeCode(id))),
  };
}

/** Whether a user with these codes may work on (be the owner of) tickets of the type. */
export const mayWorkOn = (codes: readonly string[], typeId: string) =>
  codes.includes(CODE_FLAGS.view_tickets) && codes.includes(typeCode(typeId));

export const rightsOf = (a: TicketActor): TicketRights => ({
  assigner: a.assigner,
  reviewer: a.reviewer,
  eta: a.eta,
  create: a.create,
});

/** What the rules need of a ticket. */
export interface TicketFacts {
  fk_owner_id: number | null;
  fk_creator_id: number | null;
  status: TicketStatus;
  dt_completion: string | null;
}

const isOwner = (a: TicketActor, t: TicketFacts) => t.fk_owner_id !== null && t.fk_owner_id === a.userId;
const isCreator = (a: TicketActor, t: TicketFacts) =>
  t.fk_creator_id !== null && t.fk_creator_id === a.userId;

export interface StatusChange {
  status: TicketStatus;
  /** undefined: unchanged; null: cleared; a string: set to that instant. */
  dt_completion: string | null | undefined;
}

/**
 * A status change (section 4): the owner moves between Pending, In Progress and Resolved; a reviewer or the
 * creator marks a Resolved ticket Reviewed, or reopens a Resolved or Reviewed ticket (to Pending, completion
 * cleared). Resolved sets dt_completion when unset; Pending or In Progress set by a reviewer (not the owner)
 * clear it. Answers the change or the refusal text.
 */
export function statusChange(
  a: TicketActor,
  t: TicketFacts,
  to: TicketStatus,
  now: string,
): StatusChange | { refused: string } {
  const owner = isOwner(a, t);
  if (to === t.status) return { status: to, dt_completion: undefined };
  if (to === 'REVIEWED') {
    if (!a.reviewer && !isCreator(a, t)) return { refused: TICKET_REFUSAL.notReviewer };
    if (t.status !== 'RESOLVED') return { refused: TICKET_REFUSAL.reviewOnlyResolved };
    return { status: to, dt_completion: undefined };
  }
  const completion = to === 'RESOLVED' ? (t.dt_completion ?? now) : null;
  if (a.reviewer) return { status: to, dt_completion: completion };
  const reopen = to === 'PENDING' && (t.status === 'RESOLVED' || t.status === 'REVIEWED');
  if (reopen && isCreator(a, t)) return { status: to, dt_completion: null };
  if (owner && t.status !== 'REVIEWED') {
    return { status: to, dt_completion: to === 'RESOLVED' ? completion : undefined };
  }
  return { refused: owner ? TICKET_REFUSAL.notReviewer : TICKET_REFUSAL.notOwner };
}

/** Progress: the owner, or a reviewer or assigner when the ticket has an owner. */
export function progressRefusal(a: TicketActor, t: TicketFacts): string | null {
  if (isOwner(a, t)) return null;
  if (t.fk_owner_id !== null && (a.reviewer || a.assigner)) return null;
  return TICKET_REFUSAL.progressNotAllowed;
}

/** Unassigning (owner fields null through the update call): the owner or an assigner (ours). */
export function unassignRefusal(a: TicketActor, t: TicketFacts): string | null {
  return isOwner(a, t) || a.assigner ? null : TICKET_REFUSAL.unassignNotAllowed;
}

export type AssignDecision =
  | { kind: 'assign' }
  | { kind: 'alreadyAssigned'; detail: string }
  | { kind: 'refused'; detail: string };

/**
 * Assigning to `assigneeId` (section 4): an assigner or the current owner may assign anyone who may work on
 * the type; anyone may take an unassigned ticket for themselves except its creator. Someone else finding the
 * ticket already assigned gets the ticket back with 'Ticket already assigned.'. Whether the assignee may work
 * on the type is checked by the caller of this rule (it needs the database).
 */
export function assignDecision(a: TicketActor, t: TicketFacts, assigneeId: number): AssignDecision {
  const self = assigneeId === a.userId;
  if (self && isCreator(a, t)) {
    return { kind: 'refused', detail: TICKET_REFUSAL.noSelfAssignOwn };
  }
  if (a.assigner || isOwner(a, t)) return { kind: 'assign' };
  if (t.fk_owner_id !== null) return { kind: 'alreadyAssigned', detail: TICKET_TEXT.alreadyAssigned };
  if (self) return { kind: 'assign' };
  return { kind: 'refused', detail: TICKET_REFUSAL.assignNotAllowed };
}

/**
 * Edit (PATCH /tickets/created/{id}) and delete: only the creator, only while unassigned. Tickets the system
 * raised (analyses, uploads awaiting approval) are nobody's to edit or delete: not even an upload's uploader.
 */
export function creatorEditRefusal(
  a: TicketActor,
  t: TicketFacts & { fk_ticket_type_id?: string },
): string | null {
  if (t.fk_ticket_type_id && (AUTOMATED_TICKET_TYPES as readonly string[]).includes(t.fk_ticket_type_id))
    return TICKET_REFUSAL.systemTicket;
  if (!isCreator(a, t)) return TICKET_REFUSAL.notCreator;
  if (t.fk_owner_id !== null) return TICKET_REFUSAL.assignedLocked;
  return null;
}

/** Row actions: T16 a reviewer who is not the owner; other types the owner. */
export function actionRefusal(a: TicketActor, t: TicketFacts, typeId: string): string | null {
  const ok = typeId === 'T16' ? a.reviewer && !isOwner(a, t) : isOwner(a, t);
  return ok ? null : TICKET_REFUSAL.noActionRights;
}

/**
 * Four eyes on T16 (issue 16): nobody accepts a file they uploaded, whatever roles they hold (super admins
 * too). `uploaders` are who uploaded the files of the rows being accepted. Rejecting one's own upload stays
 * open: it writes nothing (the uploader withdraws it).
 */
export function acceptOwnUploadRefusal(a: TicketActor, uploaders: readonly (number | null)[]): string | null {
  return uploaders.includes(a.userId) ? TICKET_REFUSAL.ownUpload : null;
}
