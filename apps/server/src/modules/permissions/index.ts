import { permissionOps } from '@marketdesk/contracts/operations/permissions';
import type { ApiModule, ServerModule } from '../../platform/module';
import { route } from '../../platform/operations';
import { permissionsRepository } from './permissions.repository';

/** GET /permissions: the catalogue every permission group picks from. */
export const permissionsModule: ApiModule = async (app, { db }) => {
  const repo = permissionsRepository(db);
  route(app, permissionOps.catalogue, () => repo.catalogue());
};

export const permissions: ServerModule = { name: 'permissions', routes: permissionsModule };
