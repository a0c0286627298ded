import type { ApiModule, ServerModule } from '../../platform/module';
import { rolesRepository } from './roles.repository';
import { registerRolesRoutes } from './roles.routes';
import { rolesService } from './roles.service';

/** Permission groups (roles) of a client. */
export const rolesModule: ApiModule = async (app, { db }) => {
  registerRolesRoutes(app, rolesService({ db, repo: rolesRepository(db) }));
};

export const roles: ServerModule = { name: 'roles', routes: rolesModule };
