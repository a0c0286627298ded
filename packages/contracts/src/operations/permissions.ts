import { access } from '../access';
import { errorDetail } from '../errors';
import { operation } from '../operation';
import { permissionList } from '../users';

/** The catalogue every permission group picks from. */
export const permissionOps = {
  catalogue: operation({
    method: 'GET',
    path: '/permissions',
    summary: 'Every permission code with its name, module and action',
    tags: ['permissions'],
    access: access.authenticated(),
    answer: permissionList,
    errors: { 401: errorDetail },
  }),
};
