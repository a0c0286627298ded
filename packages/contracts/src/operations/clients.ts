import { access } from '../access';
import {
  clientCandidateList,
  clientCreate,
  clientIdParams,
  clientList,
  clientRecord,
  clientUpdate,
} from '../clients';
import { errorDetail, refusals, validationError } from '../errors';
import { operation } from '../operation';
import { noContent } from '../primitives';

const tags = ['clients'];
const denied = refusals(401, 403);

/** Client administration, super admins only (spec 01 section 7 names GET /clients/list and POST /clients/). */
export const clientOps = {
  list: operation({
    method: 'GET',
    path: '/clients/list',
    summary: 'Every client with its admins',
    tags,
    access: access.superAdmin(),
    answer: clientList,
    errors: denied,
  }),
  candidates: operation({
    method: 'GET',
    path: '/clients/users',
    summary: 'Active users a super admin can make Client Admin of a client',
    tags,
    access: access.superAdmin(),
    answer: clientCandidateList,
    errors: denied,
  }),
  get: operation({
    method: 'GET',
    path: '/clients/:id',
    summary: 'One client',
    tags,
    access: access.superAdmin(),
    params: clientIdParams,
    answer: clientRecord,
    errors: { ...denied, 404: errorDetail, 422: validationError },
  }),
  create: operation({
    method: 'POST',
    path: '/clients/',
    summary: 'Create a client with its Client Admin role and a new admin and/or existing users as admins',
    tags,
    access: access.superAdmin(),
    body: clientCreate,
    answer: clientRecord,
    status: 201,
    errors: { ...denied, 409: errorDetail, 422: validationError },
  }),
  update: operation({
    method: 'PUT',
    path: '/clients/:id',
    summary: "Update a client's fields; optionally add a new admin or make existing users admins",
    tags,
    access: access.superAdmin(),
    params: clientIdParams,
    body: clientUpdate,
    answer: clientRecord,
    errors: { ...denied, 404: errorDetail, 409: errorDetail, 422: validationError },
  }),
  remove: operation({
    method: 'DELETE',
    path: '/clients/:id',
    summary: 'Delete a client that has no members other than super admins',
    tags,
    access: access.superAdmin(),
    params: clientIdParams,
    answer: noContent,
    status: 204,
    errors: { ...denied, 404: errorDetail, 409: errorDetail },
  }),
};
