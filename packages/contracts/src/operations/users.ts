import { access } from '../access';
import {
  adminUser,
  adminUserList,
  userCreateRequest,
  userFormOptions,
  userIdParams,
  userSafelist,
  userUpdateRequest,
} from '../admin-users';
import { errorDetail, refusals, validationError } from '../errors';
import { operation } from '../operation';
import { noContent } from '../primitives';
import { changePasswordRequest, profileUpdateRequest } from '../profile';
import { currentUser, userPermissions } from '../users';

const tags = ['users'];
const errors = refusals(400, 401, 403, 404);

/**
 * The signed-in user, their own profile (spec 01 sections 2.8 and 7), and user administration (spec 01
 * section 7; the spec does not show the paths, these are ours). Client admins manage the members of the
 * clients they administer, super admins every user; the permission of each operation is checked on top.
 */
export const userOps = {
  me: operation({
    method: 'GET',
    path: '/users/me',
    summary: 'The signed-in user',
    tags,
    access: access.authenticated(),
    answer: currentUser,
    errors: { 401: errorDetail },
  }),
  permissions: operation({
    method: 'GET',
    path: '/users/permissions',
    summary: "The signed-in user's resolved permissions in the selected client",
    tags,
    access: access.member(),
    answer: userPermissions,
    errors: { 401: errorDetail, 403: errorDetail },
  }),
  updateMe: operation({
    method: 'PUT',
    path: '/users/me',
    summary: 'Change own first and last name; answers the updated current user',
    tags,
    access: access.authenticated(),
    body: profileUpdateRequest,
    answer: currentUser,
    errors: { 401: errorDetail, 422: validationError },
  }),
  changePassword: operation({
    method: 'PUT',
    path: '/users/me/change-password',
    summary: 'Change own password; every other sign-in of the user ends',
    tags,
    access: access.authenticated(),
    body: changePasswordRequest,
    answer: errorDetail,
    errors: { 400: errorDetail, 401: errorDetail, 422: validationError },
  }),
  list: operation({
    method: 'GET',
    path: '/users',
    summary: 'Users of the selected client (a super admin: every user)',
    tags,
    access: access.permission('view:users'),
    answer: adminUserList,
    errors,
  }),
  safelist: operation({
    method: 'GET',
    path: '/users/safelist',
    summary: 'Members of the selected client, limited to that client (owner and assignee pickers)',
    tags,
    access: access.member(),
    answer: userSafelist,
    errors,
  }),
  formOptions: operation({
    method: 'GET',
    path: '/users/form-options',
    summary: 'Choices of the Add/Edit User dialog: the clients the caller administers',
    tags,
    access: access.clientAdmin(),
    answer: userFormOptions,
    errors,
  }),
  get: operation({
    method: 'GET',
    path: '/users/:id',
    summary: 'One user',
    tags,
    access: access.permission('view:users'),
    params: userIdParams,
    answer: adminUser,
    errors,
  }),
  create: operation({
    method: 'POST',
    path: '/users',
    summary: 'Create a user with their clients, roles and assignments',
    tags,
    access: access.permission('create:users'),
    body: userCreateRequest,
    answer: adminUser,
    status: 201,
    errors: { 409: errorDetail, 422: validationError, ...errors },
  }),
  update: operation({
    method: 'PUT',
    path: '/users/:id',
    summary: "Update a user (memberships outside the caller's clients are kept)",
    tags,
    access: access.permission('modify:users'),
    params: userIdParams,
    body: userUpdateRequest,
    answer: adminUser,
    errors: { 409: errorDetail, 422: validationError, ...errors },
  }),
  remove: operation({
    method: 'DELETE',
    path: '/users/:id',
    summary: "Delete a user (one shared with other clients only leaves the caller's clients)",
    tags,
    access: access.permission('delete:users'),
    params: userIdParams,
    answer: noContent,
    status: 204,
    errors,
  }),
};
