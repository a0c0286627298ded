import {
  clientCandidateList,
  clientCreate,
  clientIdParams,
  clientList,
  clientRecord,
  clientUpdate,
} from '@marketdesk/contracts/clients';
import { errorDetail, validationError } from '@marketdesk/contracts/errors';
import { z } from 'zod';
import { access } from '../../platform/access';
import type { ZodApp } from '../../platform/module';
import { requireUser } from '../../platform/tenancy';
import type { ClientsService } from './clients.service';

const tags = ['clients'];
const denied = { 401: errorDetail, 403: errorDetail };

/** Client administration, super admins only (spec 01 section 7 names GET /clients/list and POST /clients/). */
export function registerClientsRoutes(app: ZodApp, clients: ClientsService) {
  app.get(
    '/clients/list',
    {
      config: { access: access.superAdmin() },
      schema: { tags, summary: 'Every client with its admins', response: { 200: clientList, ...denied } },
    },
    () => clients.list(),
  );

  app.get(
    '/clients/users',
    {
      config: { access: access.superAdmin() },
      schema: {
        tags,
        summary: 'Active users a super admin can make Client Admin of a client',
        response: { 200: clientCandidateList, ...denied },
      },
    },
    () => clients.candidates(),
  );

  app.get(
    '/clients/:id',
    {
      config: { access: access.superAdmin() },
      schema: {
        tags,
        summary: 'One client',
        params: clientIdParams,
        response: { 200: clientRecord, ...denied, 404: errorDetail, 422: validationError },
      },
    },
    (request) => clients.get(request.params.id),
  );

  app.post(
    '/clients/',
    {
      config: { access: access.superAdmin() },
      schema: {
        tags,
        summary: 'Create a client with its Client Admin role and a new admin and/or existing users as admins',
        body: clientCreate,
        response: { 201: clientRecord, ...denied, 409: errorDetail, 422: validationError },
      },
    },
    async (request, reply) => reply.code(201).send(await clients.create(requireUser(request), request.body)),
  );

  app.put(
    '/clients/:id',
    {
      config: { access: access.superAdmin() },
      schema: {
        tags,
        summary: "Update a client's fields; optionally add a new admin or make existing users admins",
        params: clientIdParams,
        body: clientUpdate,
        response: { 200: clientRecord, ...denied, 404: errorDetail, 409: errorDetail, 422: validationError },
      },
    },
    (request) => clients.update(requireUser(request), request.params.id, request.body),
  );

  app.delete(
    '/clients/:id',
    {
      config: { access: access.superAdmin() },
      schema: {
        tags,
        summary: 'Delete a client that has no members other than super admins',
        params: clientIdParams,
        response: { 204: z.null(), ...denied, 404: errorDetail, 409: errorDetail },
      },
    },
    async (request, reply) => {
      await clients.remove(requireUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
