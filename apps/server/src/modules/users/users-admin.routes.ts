import {
  adminUser,
  adminUserList,
  userCreateRequest,
  userFormOptions,
  userIdParams,
  userSafelist,
  userUpdateRequest,
} from '@marketdesk/contracts/admin-users';
import { errorDetail, validationError } from '@marketdesk/contracts/errors';
import { z } from 'zod';
import { access } from '../../platform/access';
import type { ZodApp } from '../../platform/module';
import { requireCtx } from '../../platform/tenancy';
import type { SafelistService } from './safelist.service';
import type { UsersAdminService } from './users-admin.service';

const tags = ['users'];
const errors = { 400: errorDetail, 401: errorDetail, 403: errorDetail, 404: errorDetail };

/**
 * User administration (spec 01 section 7; the spec does not show the paths, these are ours). Client admins
 * manage the members of the clients they administer, super admins every user; the permission on each
 * route is checked on top of that (users.policy.ts).
 */
export function registerUsersAdminRoutes(
  app: ZodApp,
  deps: { admin: UsersAdminService; safelist: SafelistService },
) {
  const { admin, safelist } = deps;

  app.get(
    '/users',
    {
      config: { access: access.permission('view:users') },
      schema: {
        tags,
        summary: 'Users of the selected client (a super admin: every user)',
        response: { 200: adminUserList, ...errors },
      },
    },
    (request) => admin.list(requireCtx(request)),
  );

  app.get(
    '/users/safelist',
    {
      config: { access: access.member() },
      schema: {
        tags,
        summary: 'Members of the selected client, limited to that client (owner and assignee pickers)',
        response: { 200: userSafelist, ...errors },
      },
    },
    (request) => safelist.list(requireCtx(request)),
  );

  app.get(
    '/users/form-options',
    {
      config: { access: access.clientAdmin() },
      schema: {
        tags,
        summary: 'Choices of the Add/Edit User dialog: the clients the caller administers',
        response: { 200: userFormOptions, ...errors },
      },
    },
    (request) => admin.formOptions(requireCtx(request)),
  );

  app.get(
    '/users/:id',
    {
      config: { access: access.permission('view:users') },
      schema: { tags, summary: 'One user', params: userIdParams, response: { 200: adminUser, ...errors } },
    },
    (request) => admin.get(requireCtx(request), request.params.id),
  );

  app.post(
    '/users',
    {
      config: { access: access.permission('create:users') },
      schema: {
        tags,
        summary: 'Create a user with their clients, roles and assignments',
        body: userCreateRequest,
        response: { 201: adminUser, 409: errorDetail, 422: validationError, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await admin.create(requireCtx(request), request.body)),
  );

  app.put(
    '/users/:id',
    {
      config: { access: access.permission('modify:users') },
      schema: {
        tags,
        summary: "Update a user (memberships outside the caller's clients are kept)",
        params: userIdParams,
        body: userUpdateRequest,
        response: { 200: adminUser, 409: errorDetail, 422: validationError, ...errors },
      },
    },
    (request) => admin.update(requireCtx(request), request.params.id, request.body),
  );

  app.delete(
    '/users/:id',
    {
      config: { access: access.permission('delete:users') },
      schema: {
        tags,
        summary: "Delete a user (one shared with other clients only leaves the caller's clients)",
        params: userIdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await admin.remove(requireCtx(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
