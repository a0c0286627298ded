import type { ApiModule, ServerModule } from '../../platform/module';
import { registerPriceCheckRoutes } from './price-check.routes';

const routes: ApiModule = async (app, deps) => registerPriceCheckRoutes(app, deps.db);

/** Price Check Analysis (issue 20 item 2): focused and ordered SKUs priced with one profit rule. */
export const priceCheck: ServerModule = {
  name: 'price-check',
  routes,
};
