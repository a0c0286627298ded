import { userOps } from '@marketdesk/contracts/operations/users';
import { PROFILE_MESSAGES } from '@marketdesk/contracts/profile';
import type { ZodApp } from '../../platform/module';
import { route } from '../../platform/operations';
import { requireUser } from '../../platform/tenancy';
import type { ProfileService } from './profile.service';
import type { usersService } from './users.service';

/** The signed-in user's own profile: name and password (spec 01 sections 2.8 and 7). */
export function registerProfileRoutes(
  app: ZodApp,
  deps: { profile: ProfileService; users: ReturnType<typeof usersService> },
) {
  const { profile, users } = deps;

  route(app, userOps.updateMe, async (request) => {
    const user = requireUser(request);
    await profile.updateName(user, request.body);
    return users.me({ ...user, ...request.body });
  });

  route(app, userOps.changePassword, async (request) => {
    await profile.changePassword(requireUser(request), request.sessionId, request.body);
    return { detail: PROFILE_MESSAGES.passwordChanged };
  });
}
