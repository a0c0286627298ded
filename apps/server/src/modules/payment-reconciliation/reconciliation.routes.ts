import { reconciliationOps } from '@marketdesk/contracts/operations/payment-reconciliation';
import type { ZodApp } from '../../platform/module';
import { route } from '../../platform/operations';
import { requireCtx } from '../../platform/tenancy';
import type { ReconciliationService } from './reconciliation.service';

/**
 * Payment Reconciliation's call (contracts operations/payment-reconciliation). The report answers every order
 * line of up to 3 months at once (tens of thousands of entries on a large account): it is sent as the JSON text
 * of the typed report, without the response schema's parse of every entry (about a second for 90,000 entries);
 * the schema still documents it and the tests parse answers with it.
 */
export function registerReconciliationRoutes(app: ZodApp, service: ReconciliationService) {
  route(app, reconciliationOps.report, async (request, reply) =>
    reply
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(await service.report(requireCtx(request), request.body))),
  );
}
