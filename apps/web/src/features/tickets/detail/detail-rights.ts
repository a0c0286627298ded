import type { Ticket } from '@marketdesk/contracts/tickets';

export interface Viewer {
  id: number;
  assigner: boolean;
  reviewer: boolean;
}

export interface DetailRights {
  creator: boolean;
  owner: boolean;
  /** Edit and Delete: the creator while the ticket has no owner. */
  editDelete: boolean;
  /** 'Assign to me': anyone on an unassigned ticket except its creator. */
  assignToMe: boolean;
  /** Re-assign through the safelist: assigners and the owner, hidden when Resolved or Reviewed. */
  reassign: boolean;
  /** Unassign (ours): the owner or an assigner. */
  unassign: boolean;
  /**
   * The status dropdown: the owner (not on a reviewed ticket: it leaves Reviewed only by a reopen), and a
   * reviewer with the reviewer's options (section 4; the server lets a reviewer set any status).
   */
  status: boolean;
  markReviewed: boolean;
  reopen: boolean;
  /** Progress: the owner, or a reviewer or assigner once an owner exists. */
  progress: boolean;
  /** The owner flag given to the row-action table (section 4). */
  actionOwner: boolean;
}

/** What the viewer may do on the detail page (spec 03 sections 4 and 6); the server enforces the same rules. */
export function detailRights(
  t: Pick<Ticket, 'fk_creator_id' | 'fk_owner_id' | 'status' | 'fk_ticket_type_id'>,
  v: Viewer,
): DetailRights {
  const creator = t.fk_creator_id !== null && t.fk_creator_id === v.id;
  const owner = t.fk_owner_id !== null && t.fk_owner_id === v.id;
  const assigned = t.fk_owner_id !== null;
  const closed = t.status === 'RESOLVED' || t.status === 'REVIEWED';
  const reviewerOrCreator = v.reviewer || creator;
  return {
    creator,
    owner,
    editDelete: creator && !assigned,
    assignToMe: !assigned && !creator,
    reassign: (v.assigner || owner) && !closed,
    unassign: assigned && (owner || v.assigner),
    status: v.reviewer || (owner && t.status !== 'REVIEWED'),
    markReviewed: reviewerOrCreator && t.status === 'RESOLVED',
    reopen: reviewerOrCreator && closed,
    progress: owner || (assigned && (v.reviewer || v.assigner)),
    actionOwner: t.fk_ticket_type_id === 'T16' ? v.reviewer && !owner : owner,
  };
}

/** The typed-name check of an assignment (section 5): exact for self-assign, case-insensitive for re-assign. */
export function nameMatches(typed: string, fullName: string, self: boolean): boolean {
  const a = typed.trim();
  const b = fullName.trim();
  return self ? a === b : a.toLowerCase() === b.toLowerCase();
}
