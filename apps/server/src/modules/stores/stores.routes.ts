import { errorDetail, validationError } from '@marketdesk/contracts/errors';
import { marketplaceUserList } from '@marketdesk/contracts/marketplaces';
import {
  adminMarketplaceList,
  sellerIdList,
  storeForm,
  storeMpQuery,
  storeSecrets,
  storeSecretsList,
  storesByMarketplace,
  warehousePriorityList,
} from '@marketdesk/contracts/stores';
import { z } from 'zod';
import { access } from '../../platform/access';
import { sendValidationError } from '../../platform/errors';
import type { ZodApp } from '../../platform/module';
import { requireCtx } from '../../platform/tenancy';
import { StoreValidationError, type storesService } from './stores.service';

const tags = ['marketplaces'];
const refusals = { 401: errorDetail, 403: errorDetail, 422: validationError };
const withMarketplace = { ...refusals, 404: errorDetail };

/** Spec 02 section 7 "Administration", the client admin's side of /marketplaces/admin. */
export function registerStoresRoutes(app: ZodApp, stores: ReturnType<typeof storesService>) {
  app.get(
    '/marketplaces/admin/me',
    {
      config: { access: access.clientAdmin() },
      schema: {
        tags,
        summary: 'Every marketplace, with whether the selected client has a store on it',
        querystring: z.object({}),
        response: { 200: adminMarketplaceList, ...refusals },
      },
    },
    (request) => stores.marketplaces(requireCtx(request)),
  );

  app.get(
    '/marketplaces/admin/client',
    {
      config: { access: access.clientAdmin() },
      schema: {
        tags,
        summary:
          "The selected client's marketplaces (a store, a warehouse serving it or an advertising profile there): what its client admin's marketplace pickers offer",
        querystring: z.object({}),
        response: { 200: marketplaceUserList, ...refusals },
      },
    },
    (request) => stores.clientMarketplaces(requireCtx(request)),
  );

  app.get(
    '/marketplaces/admin/stores',
    {
      config: { access: access.clientAdmin() },
      schema: {
        tags,
        summary: "The selected client's stores grouped by marketplace id (no secrets)",
        querystring: z.object({}),
        response: { 200: storesByMarketplace, ...refusals },
      },
    },
    (request) => stores.stores(requireCtx(request)),
  );

  app.get(
    '/marketplaces/admin/secrets',
    {
      config: { access: access.clientAdmin() },
      schema: {
        tags,
        summary: "The selected client's stores on a marketplace with their secrets masked",
        querystring: storeMpQuery,
        response: { 200: storeSecretsList, ...withMarketplace },
      },
    },
    (request) => stores.secrets(requireCtx(request), request.query.mp_id),
  );

  app.post(
    '/marketplaces/admin/secrets',
    {
      config: { access: access.clientAdmin() },
      schema: {
        tags,
        summary: 'Create or update a store, its credentials and the warehouse priorities of the marketplace',
        querystring: storeMpQuery,
        body: storeForm,
        response: { 200: storeSecrets, 201: storeSecrets, 409: errorDetail, ...withMarketplace },
      },
    },
    async (request, reply) => {
      try {
        const { created, store } = await stores.save(requireCtx(request), request.query.mp_id, request.body);
        return reply.code(created ? 201 : 200).send(store);
      } catch (error) {
        if (error instanceof StoreValidationError) return sendValidationError(reply, error.issues);
        throw error;
      }
    },
  );

  app.get(
    '/marketplaces/admin/warehouse_priorities',
    {
      config: { access: access.clientAdmin() },
      schema: {
        tags,
        summary: "The selected client's warehouse ranks on a marketplace, from 1",
        querystring: storeMpQuery,
        response: { 200: warehousePriorityList, ...withMarketplace },
      },
    },
    (request) => stores.priorities(requireCtx(request), request.query.mp_id),
  );

  app.get(
    '/marketplaces/admin/seller-ids',
    {
      // Inventory Upload asks for it (spec 02 section 7, Inventory), so the inventory module opens it.
      config: { access: access.module('inventory') },
      schema: {
        tags,
        summary: "The selected client's seller ids on a marketplace",
        querystring: storeMpQuery,
        response: { 200: sellerIdList, ...withMarketplace },
      },
    },
    (request) => stores.sellerIds(requireCtx(request), request.query.mp_id),
  );
}
