import { errorDetail, validationError } from '@marketdesk/contracts/errors';
import { changePasswordRequest, PROFILE_MESSAGES, profileUpdateRequest } from '@marketdesk/contracts/profile';
import { currentUser } from '@marketdesk/contracts/users';
import { access } from '../../platform/access';
import type { ZodApp } from '../../platform/module';
import { requireUser } from '../../platform/tenancy';
import type { ProfileService } from './profile.service';
import type { usersService } from './users.service';

const tags = ['users'];

/** The signed-in user's own profile: name and password (spec 01 sections 2.8 and 7). */
export function registerProfileRoutes(
  app: ZodApp,
  deps: { profile: ProfileService; users: ReturnType<typeof usersService> },
) {
  const { profile, users } = deps;

  app.put(
    '/users/me',
    {
      config: { access: access.authenticated() },
      schema: {
        tags,
        summary: 'Change own first and last name; answers the updated current user',
        body: profileUpdateRequest,
        response: { 200: currentUser, 401: errorDetail, 422: validationError },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await profile.updateName(user, request.body);
      return users.me({ ...user, ...request.body });
    },
  );

  app.put(
    '/users/me/change-password',
    {
      config: { access: access.authenticated() },
      schema: {
        tags,
        summary: 'Change own password; every other sign-in of the user ends',
        body: changePasswordRequest,
        response: { 200: errorDetail, 400: errorDetail, 401: errorDetail, 422: validationError },
      },
    },
    async (request) => {
      await profile.changePassword(requireUser(request), request.sessionId, request.body);
      return { detail: PROFILE_MESSAGES.passwordChanged };
    },
  );
}
