import { answerCache } from '../../platform/answer-cache';
import type { ApiModule, ServerModule } from '../../platform/module';
import { profileRepository } from './profile.repository';
import { registerProfileRoutes } from './profile.routes';
import { profileService } from './profile.service';
import { safelistService } from './safelist.service';
import { usersRepository } from './users.repository';
import { registerUsersRoutes } from './users.routes';
import { usersService } from './users.service';
import { usersAdminRepository } from './users-admin.repository';
import { registerUsersAdminRoutes } from './users-admin.routes';
import { usersAdminService } from './users-admin.service';

/** The signed-in user, their own profile, and user administration. */
export const usersModule: ApiModule = async (app, { db }) => {
  const me = usersRepository(db);
  const repo = usersAdminRepository(db);
  // `/users/me` is called by every screen; its reads are kept per user until the next write (answer-cache.ts).
  const users = usersService(me, answerCache(db, { max: 2_000 }));
  registerUsersRoutes(app, users);
  registerProfileRoutes(app, { profile: profileService({ db, repo: profileRepository(db) }), users });
  registerUsersAdminRoutes(app, {
    admin: usersAdminService({ db, repo, me }),
    safelist: safelistService({ repo, me }),
  });
};

export const users: ServerModule = { name: 'users', routes: usersModule };
