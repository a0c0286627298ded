import type { ApiModule, ServerModule } from '../../platform/module';
import { partnerViewRepository } from './partner-view.repository';
import { registerPartnerViewRoutes } from './partner-view.routes';
import { partnerViewService } from './partner-view.service';

const routes: ApiModule = async (app, { db }) => {
  registerPartnerViewRoutes(app, partnerViewService(db, partnerViewRepository(db)));
};

/** Partner View (issue 20 item 5): sales, commission, payments and profit per warehouse, marketplace and SKU. */
export const partnerView: ServerModule = {
  name: 'partner-view',
  routes,
};
