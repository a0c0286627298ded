import { errorDetail, validationError } from '@marketdesk/contracts/errors';
import {
  warehouseForm,
  warehouseIdQuery,
  warehouseList,
  warehouseSchema,
} from '@marketdesk/contracts/warehouses';
import { z } from 'zod';
import { access } from '../../platform/access';
import type { ZodApp } from '../../platform/module';
import { requireCtx } from '../../platform/tenancy';
import type { warehousesService } from './warehouses.service';

const tags = ['warehouses'];
const refusals = { 401: errorDetail, 403: errorDetail, 422: validationError };

/** Spec 01 section 7 "Reference data": GET /warehouses/all, POST /warehouses, PUT /warehouses?warehouse_id. */
export function registerWarehousesRoutes(app: ZodApp, warehouses: ReturnType<typeof warehousesService>) {
  app.get(
    '/warehouses/all',
    {
      config: { access: access.clientAdmin() },
      schema: {
        tags,
        summary: "The selected client's warehouses",
        querystring: z.object({}),
        response: { 200: warehouseList, ...refusals },
      },
    },
    (request) => warehouses.list(requireCtx(request)),
  );

  app.post(
    '/warehouses',
    {
      config: { access: access.clientAdmin() },
      schema: {
        tags,
        summary: 'Add a warehouse to the selected client',
        querystring: z.object({}),
        body: warehouseForm,
        response: { 201: warehouseSchema, ...refusals },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await warehouses.create(requireCtx(request), request.body)),
  );

  app.put(
    '/warehouses',
    {
      config: { access: access.clientAdmin() },
      schema: {
        tags,
        summary: "Edit one of the selected client's warehouses",
        querystring: warehouseIdQuery,
        body: warehouseForm,
        response: { 200: warehouseSchema, 404: errorDetail, ...refusals },
      },
    },
    (request) => warehouses.update(requireCtx(request), request.query.warehouse_id, request.body),
  );
}
