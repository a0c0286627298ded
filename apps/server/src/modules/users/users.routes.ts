import { errorDetail } from '@marketdesk/contracts/errors';
import { currentUser, userPermissions } from '@marketdesk/contracts/users';
import { access } from '../../platform/access';
import type { ZodApp } from '../../platform/module';
import { requireCtx, requireUser } from '../../platform/tenancy';
import type { usersService } from './users.service';

const tags = ['users'];

export function registerUsersRoutes(app: ZodApp, users: ReturnType<typeof usersService>) {
  app.get(
    '/users/me',
    {
      config: { access: access.authenticated() },
      schema: { tags, summary: 'The signed-in user', response: { 200: currentUser, 401: errorDetail } },
    },
    (request) => users.me(requireUser(request)),
  );

  app.get(
    '/users/permissions',
    {
      config: { access: access.member() },
      schema: {
        tags,
        summary: "The signed-in user's resolved permissions in the selected client",
        response: { 200: userPermissions, 401: errorDetail, 403: errorDetail },
      },
    },
    (request) => users.permissions(requireCtx(request)),
  );
}
