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
