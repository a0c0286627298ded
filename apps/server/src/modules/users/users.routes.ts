import { userOps } from '@marketdesk/contracts/operations/users';
import type { ZodApp } from '../../platform/module';
import { route } from '../../platform/operations';
import { requireCtx, requireUser } from '../../platform/tenancy';
import type { usersService } from './users.service';

export function registerUsersRoutes(app: ZodApp, users: ReturnType<typeof usersService>) {
  route(app, userOps.me, (request) => users.me(requireUser(request)));
  route(app, userOps.permissions, (request) => users.permissions(requireCtx(request)));
}
