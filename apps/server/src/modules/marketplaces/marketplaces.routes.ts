import { marketplaceOps } from '@marketdesk/contracts/operations/marketplaces';
import type { ZodApp } from '../../platform/module';
import { route } from '../../platform/operations';
import { requireUser } from '../../platform/tenancy';
import type { MarketplacesService } from './marketplaces.service';

/**
 * Global marketplace administration (spec 02 section 7 "Administration"). The client-admin paths under
 * /marketplaces/admin (me, stores, secrets, warehouse_priorities) belong to the stores module.
 */
export function registerMarketplacesRoutes(app: ZodApp, marketplaces: MarketplacesService) {
  route(app, marketplaceOps.adminAll, () => marketplaces.adminAll());
  route(app, marketplaceOps.appSecrets, (request) => marketplaces.appSecrets(request.query.mp_id));
  route(app, marketplaceOps.mine, (request) => marketplaces.visibleTo(requireUser(request)));
  route(app, marketplaceOps.create, (request) => marketplaces.create(requireUser(request), request.body));
  route(app, marketplaceOps.update, (request) =>
    marketplaces.update(requireUser(request), request.query.mp_id, request.body),
  );
}
