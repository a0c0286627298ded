import { brandCreate, brandIdQuery, brandList, brandRecord, brandUpdate } from '@marketdesk/contracts/brands';
import { errorDetail, validationError } from '@marketdesk/contracts/errors';
import { access } from '../../platform/access';
import type { ZodApp } from '../../platform/module';
import { requireUser } from '../../platform/tenancy';
import type { BrandsService } from './brands.service';

const tags = ['brands'];
const denied = { 401: errorDetail, 403: errorDetail };

/** Brand administration (spec 02 section 7 "Administration"). */
export function registerBrandsRoutes(app: ZodApp, brands: BrandsService) {
  app.get(
    '/brands/all',
    {
      config: { access: access.superAdmin() },
      schema: { tags, summary: 'Every brand (super admin)', response: { 200: brandList, ...denied } },
    },
    () => brands.all(),
  );

  app.get(
    '/brands',
    {
      config: { access: access.authenticated() },
      schema: {
        tags,
        summary: "The signed-in user's brands (every brand for a super admin)",
        response: { 200: brandList, 401: errorDetail },
      },
    },
    (request) => brands.visibleTo(requireUser(request)),
  );

  app.post(
    '/brands',
    {
      config: { access: access.superAdmin() },
      schema: {
        tags,
        summary: 'Create a brand (super admin); brand_code is unique',
        body: brandCreate,
        response: { 201: brandRecord, ...denied, 409: errorDetail, 422: validationError },
      },
    },
    async (request, reply) => reply.code(201).send(await brands.create(requireUser(request), request.body)),
  );

  app.put(
    '/brands',
    {
      config: { access: access.superAdmin() },
      schema: {
        tags,
        summary: 'Update a brand (super admin); brand_code cannot change',
        querystring: brandIdQuery,
        body: brandUpdate,
        response: { 200: brandRecord, ...denied, 404: errorDetail, 422: validationError },
      },
    },
    (request) => brands.update(requireUser(request), request.query.brand_id, request.body),
  );
}
