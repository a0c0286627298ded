import { userOps } from '@marketdesk/contracts/operations/users';
import type { ZodApp } from '../../platform/module';
import { route } from '../../platform/operations';
import { requireCtx } from '../../platform/tenancy';
import type { SafelistService } from './safelist.service';
import type { UsersAdminService } from './users-admin.service';

/**
 * User administration (spec 01 section 7; the spec does not show the paths, these are ours). Client admins
 * manage the members of the clients they administer, super admins every user; the permission on each
 * route is checked on top of that (users.policy.ts).
 */
export function registerUsersAdminRoutes(
  app: ZodApp,
  deps: { admin: UsersAdminService; safelist: SafelistService },
) {
  const { admin, safelist } = deps;

  route(app, userOps.list, (request) => admin.list(requireCtx(request)));
  route(app, userOps.safelist, (request) => safelist.list(requireCtx(request)));
  route(app, userOps.formOptions, (request) => admin.formOptions(requireCtx(request)));
  route(app, userOps.get, (request) => admin.get(requireCtx(request), request.params.id));
  route(app, userOps.create, (request) => admin.create(requireCtx(request), request.body));
  route(app, userOps.update, (request) => admin.update(requireCtx(request), request.params.id, request.body));
  route(app, userOps.remove, async (request) => {
    await admin.remove(requireCtx(request), request.params.id);
    return null;
  });
}
