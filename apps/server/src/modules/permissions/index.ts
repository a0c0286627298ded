import { errorDetail } from '@marketdesk/contracts/errors';
import { permissionList } from '@marketdesk/contracts/users';
import { access } from '../../platform/access';
import type { ApiModule, ServerModule } from '../../platform/module';
import { permissionsRepository } from './permissions.repository';

/** GET /permissions: the catalogue every permission group picks from. */
export const permissionsModule: ApiModule = async (app, { db }) => {
  const repo = permissionsRepository(db);
  app.get(
    '/permissions',
    {
      config: { access: access.authenticated() },
      schema: {
        tags: ['permissions'],
        summary: 'Every permission code with its name, module and action',
        response: { 200: permissionList, 401: errorDetail },
      },
    },
    () => repo.catalogue(),
  );
};

export const permissions: ServerModule = { name: 'permissions', routes: permissionsModule };
