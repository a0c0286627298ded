import type { ServerModule } from '../../platform/module';
import { registerReconciliationRoutes } from './reconciliation.routes';
import { reconciliationService } from './reconciliation.service';

/** Payment Reconciliation (issue 20 item 4): order lines matched with their settlement lines. */
export const paymentReconciliation: ServerModule = {
  name: 'payment-reconciliation',
  routes: async (app, deps) => registerReconciliationRoutes(app, reconciliationService(deps.db)),
};
