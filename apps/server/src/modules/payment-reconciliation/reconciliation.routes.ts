import { reconciliationOps } from '@marketdesk/contracts/operations/payment-reconciliation';
import type { ZodApp } from '../../platform/module';
import { route } from '../../platform/operations';
import { requireCtx } from '../../platform/tenancy';
import type { ReconciliationService } from './reconciliation.service';

/** Payment Reconciliation's calls (contracts operations/payment-reconciliation): one page, and the export task. */
export function registerReconciliationRoutes(app: ZodApp, service: ReconciliationService) {
  route(app, reconciliationOps.report, (request) => service.report(requireCtx(request), request.body));
  route(app, reconciliationOps.download, (request) => service.startExport(requireCtx(request), request.body));
}
