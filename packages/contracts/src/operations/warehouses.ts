import { access } from '../access';
import { errorDetail, refusals } from '../errors';
import { operation } from '../operation';
import { noQuery } from '../primitives';
import { warehouseForm, warehouseIdQuery, warehouseList, warehouseSchema } from '../warehouses';

const tags = ['warehouses'];
const refused = refusals(401, 403, 422);

/** Spec 01 section 7 "Reference data": GET /warehouses/all, POST /warehouses, PUT /warehouses?warehouse_id. */
export const warehouseOps = {
  list: operation({
    method: 'GET',
    path: '/warehouses/all',
    summary: "The selected client's warehouses",
    tags,
    access: access.clientAdmin(),
    query: noQuery,
    answer: warehouseList,
    errors: refused,
  }),
  create: operation({
    method: 'POST',
    path: '/warehouses',
    summary: 'Add a warehouse to the selected client',
    tags,
    access: access.clientAdmin(),
    query: noQuery,
    body: warehouseForm,
    answer: warehouseSchema,
    status: 201,
    errors: refused,
  }),
  update: operation({
    method: 'PUT',
    path: '/warehouses',
    summary: "Edit one of the selected client's warehouses",
    tags,
    access: access.clientAdmin(),
    query: warehouseIdQuery,
    body: warehouseForm,
    answer: warehouseSchema,
    errors: { 404: errorDetail, ...refused },
  }),
};
