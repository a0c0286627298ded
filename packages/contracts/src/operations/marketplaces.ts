import { access } from '../access';
import { errorDetail, refusals, validationError } from '../errors';
import {
  marketplaceAdmin,
  marketplaceAdminList,
  marketplaceCreate,
  marketplaceSecrets,
  marketplaceUpdate,
  marketplaceUserList,
  mpIdQuery,
} from '../marketplaces';
import { operation } from '../operation';

const tags = ['marketplaces'];
const denied = refusals(401, 403);

/**
 * Global marketplace administration (spec 02 section 7 "Administration"). The client-admin paths under
 * /marketplaces/admin (me, client, stores, secrets, warehouse_priorities, seller-ids) are storeOps.
 */
export const marketplaceOps = {
  adminAll: operation({
    method: 'GET',
    path: '/marketplaces/admin/all',
    summary: 'Every marketplace with every field, secrets masked (super admin)',
    tags,
    access: access.superAdmin(),
    answer: marketplaceAdminList,
    errors: denied,
  }),
  appSecrets: operation({
    method: 'GET',
    path: '/marketplaces/admin/app_secrets',
    summary: "A marketplace's developer credentials, masked to the last 4 characters (super admin)",
    tags,
    access: access.superAdmin(),
    query: mpIdQuery,
    answer: marketplaceSecrets,
    errors: { ...denied, 404: errorDetail, 422: validationError },
  }),
  mine: operation({
    method: 'GET',
    path: '/marketplaces',
    summary: "The signed-in user's marketplaces (every marketplace for a super admin)",
    tags,
    access: access.authenticated(),
    answer: marketplaceUserList,
    errors: { 401: errorDetail },
  }),
  create: operation({
    method: 'POST',
    path: '/marketplaces',
    summary: 'Create a marketplace (super admin); short_code is unique, secrets are stored encrypted',
    tags,
    access: access.superAdmin(),
    body: marketplaceCreate,
    answer: marketplaceAdmin,
    status: 201,
    errors: { ...denied, 409: errorDetail, 422: validationError },
  }),
  update: operation({
    method: 'PUT',
    path: '/marketplaces',
    summary:
      'Update a marketplace (super admin); short_code cannot change, empty secrets keep the stored ones',
    tags,
    access: access.superAdmin(),
    query: mpIdQuery,
    body: marketplaceUpdate,
    answer: marketplaceAdmin,
    errors: { ...denied, 404: errorDetail, 422: validationError },
  }),
};
