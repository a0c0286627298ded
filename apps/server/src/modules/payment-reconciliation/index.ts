import type { ServerModule } from '../../platform/module';
import { tasksFor } from '../../platform/tasks';
import { RECONCILIATION_EXPORT_KIND, reconciliationExportTask } from './export.task';
import { registerReconciliationRoutes } from './reconciliation.routes';
import { reconciliationService } from './reconciliation.service';

/** Payment Reconciliation (issue 20 item 4): order lines matched with their settlement lines, and its export. */
export const paymentReconciliation: ServerModule = {
  name: 'payment-reconciliation',
  routes: async (app, deps) =>
    registerReconciliationRoutes(app, reconciliationService({ db: deps.db, tasks: tasksFor(deps) })),
  taskHandlers: { [RECONCILIATION_EXPORT_KIND]: reconciliationExportTask },
};
