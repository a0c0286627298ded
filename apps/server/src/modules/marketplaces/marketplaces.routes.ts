import { errorDetail, validationError } from '@marketdesk/contracts/errors';
import {
  marketplaceAdmin,
  marketplaceAdminList,
  marketplaceCreate,
  marketplaceSecrets,
  marketplaceUpdate,
  marketplaceUserList,
  mpIdQuery,
} from '@marketdesk/contracts/marketplaces';
import { access } from '../../platform/access';
import type { ZodApp } from '../../platform/module';
import { requireUser } from '../../platform/tenancy';
import type { MarketplacesService } from './marketplaces.service';

const tags = ['marketplaces'];
const denied = { 401: errorDetail, 403: errorDetail };

/**
 * Global marketplace administration (spec 02 section 7 "Administration"). The client-admin paths under
 * /marketplaces/admin (me, stores, secrets, warehouse_priorities) belong to the stores module.
 */
export function registerMarketplacesRoutes(app: ZodApp, marketplaces: MarketplacesService) {
  app.get(
    '/marketplaces/admin/all',
    {
      config: { access: access.superAdmin() },
      schema: {
        tags,
        summary: 'Every marketplace with every field, secrets masked (super admin)',
        response: { 200: marketplaceAdminList, ...denied },
      },
    },
    () => marketplaces.adminAll(),
  );

  app.get(
    '/marketplaces/admin/app_secrets',
    {
      config: { access: access.superAdmin() },
      schema: {
        tags,
        summary: "A marketplace's developer credentials, masked to the last 4 characters (super admin)",
        querystring: mpIdQuery,
        response: { 200: marketplaceSecrets, ...denied, 404: errorDetail, 422: validationError },
      },
    },
    (request) => marketplaces.appSecrets(request.query.mp_id),
  );

  app.get(
    '/marketplaces',
    {
      config: { access: access.authenticated() },
      schema: {
        tags,
        summary: "The signed-in user's marketplaces (every marketplace for a super admin)",
        response: { 200: marketplaceUserList, 401: errorDetail },
      },
    },
    (request) => marketplaces.visibleTo(requireUser(request)),
  );

  app.post(
    '/marketplaces',
    {
      config: { access: access.superAdmin() },
      schema: {
        tags,
        summary: 'Create a marketplace (super admin); short_code is unique, secrets are stored encrypted',
        body: marketplaceCreate,
        response: { 201: marketplaceAdmin, ...denied, 409: errorDetail, 422: validationError },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await marketplaces.create(requireUser(request), request.body)),
  );

  app.put(
    '/marketplaces',
    {
      config: { access: access.superAdmin() },
      schema: {
        tags,
        summary:
          'Update a marketplace (super admin); short_code cannot change, empty secrets keep the stored ones',
        querystring: mpIdQuery,
        body: marketplaceUpdate,
        response: { 200: marketplaceAdmin, ...denied, 404: errorDetail, 422: validationError },
      },
    },
    (request) => marketplaces.update(requireUser(request), request.query.mp_id, request.body),
  );
}
