import { clientRoleOps, roleOps } from '@marketdesk/contracts/operations/roles';
import type { ZodApp } from '../../platform/module';
import { route } from '../../platform/operations';
import { requireCtx } from '../../platform/tenancy';
import type { RolesService } from './roles.service';

/**
 * Permission groups of the selected client, for its client admins (and super admins). The spec names both
 * /roles and /clients/roles; each path pair is one handler.
 */
export function registerRolesRoutes(app: ZodApp, roles: RolesService) {
  for (const ops of [roleOps, clientRoleOps]) {
    route(app, ops.list, (request) => roles.list(requireCtx(request)));
    route(app, ops.create, (request) => roles.create(requireCtx(request), request.body));
    route(app, ops.update, (request) => roles.update(requireCtx(request), request.params.id, request.body));
    route(app, ops.remove, async (request) => {
      await roles.remove(requireCtx(request), request.params.id);
      return null;
    });
  }
}
