import { hasCode, hasModule, type ResolvedPermissions } from '@marketdesk/contracts/permissions';

/**
 * How much of each member GET /users/safelist shows the caller (issue 15). Every member may read names and
 * ids (a ticket shows who works on it). Whole entries (email, roles, assignments, super-admin mark) go only
 * to those who administer users or assign tickets. Ticket users in between get emails and the ticketing
 * permissions: spec 03 section 2 has the T15 owner and the comment notify pickers search by email, and the
 * owner's re-assign picker needs who may work on a ticket type.
 */
export type SafelistView = 'full' | 'tickets' | 'names';

const ADMINISTER_USERS = ['view:users', 'create:users', 'modify:users', 'delete:users'];

export function safelistView(perms: ResolvedPermissions): SafelistView {
  if (perms.isSuperAdmin || perms.isClientAdmin) return 'full';
  if (ADMINISTER_USERS.some((code) => hasCode(perms, code))) return 'full';
  if (hasCode(perms, 'access:tickets:assign')) return 'full';
  if (hasModule(perms, 'ticketing')) return 'tickets';
  return 'names';
}

/** The permission codes a 'tickets' view shows: only those that decide ticket work. */
export const isTicketingCode = (code: string): boolean =>
  code === 'view:tickets' || code.startsWith('access:tickets:');
