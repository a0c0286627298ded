import type { ApiModule, ServerModule } from '../../platform/module';
import { storesRepository } from './stores.repository';
import { registerStoresRoutes } from './stores.routes';
import { storesService } from './stores.service';

/** Marketplaces and Credentials of a client admin: stores, their encrypted tokens, warehouse priorities. */
export const storesModule: ApiModule = async (app, { db, secrets }) => {
  registerStoresRoutes(app, storesService(storesRepository(db), secrets));
};

export const stores: ServerModule = { name: 'stores', routes: storesModule };
