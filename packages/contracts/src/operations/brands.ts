import { access } from '../access';
import { brandCreate, brandIdQuery, brandList, brandRecord, brandUpdate } from '../brands';
import { errorDetail, refusals, validationError } from '../errors';
import { operation } from '../operation';

const tags = ['brands'];
const denied = refusals(401, 403);

/** Brand administration (spec 02 section 7 "Administration"). */
export const brandOps = {
  all: operation({
    method: 'GET',
    path: '/brands/all',
    summary: 'Every brand (super admin)',
    tags,
    access: access.superAdmin(),
    answer: brandList,
    errors: denied,
  }),
  mine: operation({
    method: 'GET',
    path: '/brands',
    summary: "The signed-in user's brands (every brand for a super admin)",
    tags,
    access: access.authenticated(),
    answer: brandList,
    errors: { 401: errorDetail },
  }),
  create: operation({
    method: 'POST',
    path: '/brands',
    summary: 'Create a brand (super admin); brand_code is unique',
    tags,
    access: access.superAdmin(),
    body: brandCreate,
    answer: brandRecord,
    status: 201,
    errors: { ...denied, 409: errorDetail, 422: validationError },
  }),
  update: operation({
    method: 'PUT',
    path: '/brands',
    summary: 'Update a brand (super admin); brand_code cannot change',
    tags,
    access: access.superAdmin(),
    query: brandIdQuery,
    body: brandUpdate,
    answer: brandRecord,
    errors: { ...denied, 404: errorDetail, 422: validationError },
  }),
};
