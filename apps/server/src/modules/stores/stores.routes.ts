import { storeOps } from '@marketdesk/contracts/operations/stores';
import { sendValidationError } from '../../platform/errors';
import type { ZodApp } from '../../platform/module';
import { route } from '../../platform/operations';
import { requireCtx } from '../../platform/tenancy';
import { StoreValidationError, type storesService } from './stores.service';

/** Spec 02 section 7 "Administration", the client admin's side of /marketplaces/admin. */
export function registerStoresRoutes(app: ZodApp, stores: ReturnType<typeof storesService>) {
  route(app, storeOps.marketplaces, (request) => stores.marketplaces(requireCtx(request)));
  route(app, storeOps.clientMarketplaces, (request) => stores.clientMarketplaces(requireCtx(request)));
  route(app, storeOps.stores, (request) => stores.stores(requireCtx(request)));
  route(app, storeOps.secrets, (request) => stores.secrets(requireCtx(request), request.query.mp_id));
  route(app, storeOps.save, async (request, reply) => {
    try {
      const { created, store } = await stores.save(requireCtx(request), request.query.mp_id, request.body);
      return reply.code(created ? 201 : 200).send(store);
    } catch (error) {
      if (error instanceof StoreValidationError) return sendValidationError(reply, error.issues);
      throw error;
    }
  });
  route(app, storeOps.priorities, (request) => stores.priorities(requireCtx(request), request.query.mp_id));
  route(app, storeOps.sellerIds, (request) => stores.sellerIds(requireCtx(request), request.query.mp_id));
}
