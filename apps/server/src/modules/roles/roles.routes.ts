import { errorDetail, validationError } from '@marketdesk/contracts/errors';
import { role, roleIdParams, roleList, roleRequest } from '@marketdesk/contracts/roles';
import { z } from 'zod';
import { access } from '../../platform/access';
import type { ZodApp } from '../../platform/module';
import { requireCtx } from '../../platform/tenancy';
import type { RolesService } from './roles.service';

const tags = ['roles'];
const errors = { 400: errorDetail, 401: errorDetail, 403: errorDetail, 404: errorDetail };

/**
 * Permission groups of the selected client, for its client admins (and super admins). The spec names both
 * /roles and /clients/roles; each path pair is one handler.
 */
export function registerRolesRoutes(app: ZodApp, roles: RolesService) {
  for (const base of ['/roles', '/clients/roles']) {
    app.get(
      base,
      {
        config: { access: access.clientAdmin() },
        schema: {
          tags,
          summary: 'Permission groups of the selected client with their permissions',
          response: { 200: roleList, ...errors },
        },
      },
      (request) => roles.list(requireCtx(request)),
    );

    app.post(
      base,
      {
        config: { access: access.clientAdmin() },
        schema: {
          tags,
          summary: 'Create a permission group (level is always 2)',
          body: roleRequest,
          response: { 201: role, 409: errorDetail, 422: validationError, ...errors },
        },
      },
      async (request, reply) => reply.code(201).send(await roles.create(requireCtx(request), request.body)),
    );

    app.put(
      `${base}/:id`,
      {
        config: { access: access.clientAdmin() },
        schema: {
          tags,
          summary: 'Update a permission group (not Client Admin)',
          params: roleIdParams,
          body: roleRequest,
          response: { 200: role, 409: errorDetail, 422: validationError, ...errors },
        },
      },
      (request) => roles.update(requireCtx(request), request.params.id, request.body),
    );

    app.delete(
      `${base}/:id`,
      {
        config: { access: access.clientAdmin() },
        schema: {
          tags,
          summary: 'Delete a permission group (not Client Admin)',
          params: roleIdParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await roles.remove(requireCtx(request), request.params.id);
        return reply.code(204).send(null);
      },
    );
  }
}
