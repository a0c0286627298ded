import type { ApiModule, ServerModule } from '../../platform/module';
import { marketplacesRepository } from './marketplaces.repository';
import { registerMarketplacesRoutes } from './marketplaces.routes';
import { marketplacesService } from './marketplaces.service';

/** Marketplaces: global reference data managed by super admins, with encrypted developer credentials. */
export const marketplacesModule: ApiModule = async (app, { db, secrets }) => {
  registerMarketplacesRoutes(app, marketplacesService(marketplacesRepository(db), secrets));
};

export const marketplaces: ServerModule = { name: 'marketplaces', routes: marketplacesModule };
