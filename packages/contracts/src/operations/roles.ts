import { access } from '../access';
import { errorDetail, refusals, validationError } from '../errors';
import { operation } from '../operation';
import { noContent } from '../primitives';
import { role, roleIdParams, roleList, roleRequest } from '../roles';

const tags = ['roles'];
const errors = refusals(400, 401, 403, 404);

/** The permission-group operations under one base path, for the selected client's client admins. */
const rolesAt = <const B extends string>(base: B) => ({
  list: operation({
    method: 'GET',
    path: base,
    summary: 'Permission groups of the selected client with their permissions',
    tags,
    access: access.clientAdmin(),
    answer: roleList,
    errors,
  }),
  create: operation({
    method: 'POST',
    path: base,
    summary: 'Create a permission group (level is always 2)',
    tags,
    access: access.clientAdmin(),
    body: roleRequest,
    answer: role,
    status: 201,
    errors: { 409: errorDetail, 422: validationError, ...errors },
  }),
  update: operation({
    method: 'PUT',
    path: `${base}/:id`,
    summary: 'Update a permission group (not Client Admin)',
    tags,
    access: access.clientAdmin(),
    params: roleIdParams,
    body: roleRequest,
    answer: role,
    errors: { 409: errorDetail, 422: validationError, ...errors },
  }),
  remove: operation({
    method: 'DELETE',
    path: `${base}/:id`,
    summary: 'Delete a permission group (not Client Admin)',
    tags,
    access: access.clientAdmin(),
    params: roleIdParams,
    answer: noContent,
    status: 204,
    errors,
  }),
});

/** Permission groups of the selected client (what the web calls). */
export const roleOps = rolesAt('/roles');

/** The same operations under /clients/roles: the spec names both paths, each pair is one handler. */
export const clientRoleOps = rolesAt('/clients/roles');
