import { reconciliationOps } from '@marketdesk/contracts/operations/payment-reconciliation';
import type { ZodApp } from '../../platform/module';
import { route } from '../../platform/operations';
import { requireCtx } from '../../platform/tenancy';
import type { ReconciliationService } from './reconciliation.service';

/** Payment Reconciliation's call (contracts operations/payment-reconciliation). */
export function registerReconciliationRoutes(app: ZodApp, service: ReconciliationService) {
  route(app, reconciliationOps.report, async (request) => service.report(requireCtx(request), request.body));
}
