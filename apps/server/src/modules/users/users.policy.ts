import { USER_EDIT_TEXT, type UserEditRights } from '@marketdesk/contracts/admin-users';
import { forbidden } from '../../platform/errors';
import type { RequestContext } from '../../platform/tenancy';
import type { ClientScope, UsersAdminRepository } from './users-admin.repository';

export const NOT_ADMIN = "You don't have permission to manage users";

/**
 * Who may administer users, and over which clients: a super admin over every client (scope null); a
 * client admin of the selected client over the clients where they hold Client Admin; nobody else, whatever
 * permission codes they hold (the route's permission is checked on top of this).
 */
export async function adminScope(ctx: RequestContext, repo: UsersAdminRepository): Promise<ClientScope> {
  if (ctx.permissions.isSuperAdmin) return null;
  if (!ctx.permissions.isClientAdmin) throw forbidden(NOT_ADMIN);
  return repo.administeredClientIds(ctx.user.id);
}

export const inAdminScope = (scope: ClientScope, clientId: number) =>
  scope === null || scope.includes(clientId);

/** The target of an edit: whether it is a super admin, and every client it belongs to (not only ours). */
export interface EditTarget {
  is_sa: boolean;
  memberOf: readonly number[];
}

/**
 * The one rule of who may edit whom (issue 7). Account-wide fields (email, names, password, enabled, and
 * the marketplace and brand assignments, which are not per client) are shared by every client of the user,
 * so a client admin changes them only when they administer all of those clients. A super admin's account
 * is a super admin's business alone: Google sign-in matches by email, so changing it is a takeover.
 */
export function editRights(scope: ClientScope, target: EditTarget): UserEditRights {
  if (scope === null) return { identity: true, assignments: true, note: null };
  if (target.is_sa) return { identity: false, assignments: false, note: USER_EDIT_TEXT.superAdmin };
  if (target.memberOf.every((c) => scope.includes(c)))
    return { identity: true, assignments: true, note: null };
  return { identity: false, assignments: true, note: USER_EDIT_TEXT.shared };
}

/** Refuses an edit the rights do not cover: any change at all, or a change of account-wide fields. */
export function assertMayEdit(rights: UserEditRights, changesAccount: boolean) {
  if (!rights.assignments) throw forbidden(rights.note ?? USER_EDIT_TEXT.superAdmin);
  if (changesAccount && !rights.identity) throw forbidden(rights.note ?? USER_EDIT_TEXT.shared);
}
