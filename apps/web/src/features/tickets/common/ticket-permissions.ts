import type { UserSafelistEntry } from '@marketdesk/contracts';
import {
  CODE_FLAGS,
  type ResolvedPermissions,
  resolvePermissions,
  TICKET_TYPE_IDS,
} from '@marketdesk/contracts/permissions';
import type { TicketTypeId } from '@marketdesk/contracts/tickets';

const TYPE_PREFIX = 'access:tickets:type:';
const FLAG_CODES: readonly string[] = [CODE_FLAGS.ticket_assigner, CODE_FLAGS.ticket_reviewer];

export interface TicketPermissions {
  view: boolean;
  create: boolean;
  assigner: boolean;
  reviewer: boolean;
  eta: boolean;
  /** Types from access:tickets:type:{id}, in the order T1…T16. */
  types: TicketTypeId[];
  /** The other access:tickets:* and filter:tickets:* strings (spec 03 section 6: listed in the help dialog). */
  other: string[];
}

/** The ticket rights of spec 03 section 6, read from the user's permissions in the selected client. */
export function ticketPermissions(perms: ResolvedPermissions): TicketPermissions {
  const has = (code: string) => perms.codes.includes(code);
  return {
    view: has(CODE_FLAGS.view_tickets),
    create: has('create:tickets'),
    assigner: has(CODE_FLAGS.ticket_assigner),
    reviewer: has(CODE_FLAGS.ticket_reviewer),
    eta: has(CODE_FLAGS.ticket_eta_update),
    types: TICKET_TYPE_IDS.filter((t) => has(`${TYPE_PREFIX}${t}`)),
    other: perms.codes
      .filter((c) => c.startsWith('access:tickets:') || c.startsWith('filter:tickets:'))
      .filter((c) => !c.startsWith(TYPE_PREFIX) && !FLAG_CODES.includes(c))
      .sort(),
  };
}

/**
 * Whether a safelist user may own tickets of the type (view:tickets and the type's access), as the server's
 * assign and T15 create check it: the owner pickers of re-assign and of the T15 form offer only them. The
 * safelist shows ticket users these codes (users/safelist.policy); an entry without them offers nobody.
 */
export function mayOwnType(u: UserSafelistEntry, typeId: string): boolean {
  const p = ticketPermissions(
    resolvePermissions({ codes: u.permissions ?? [], roleNames: [], isSuperAdmin: u.is_sa ?? false }),
  );
  return p.view && (p.types as string[]).includes(typeId);
}
