import { access, refusing } from '../access';
import { refusals } from '../errors';
import { operation } from '../operation';
import { RECONCILIATION_TEXT, reconciliationBody, reconciliationReport } from '../reconciliation';

const tags = ['payment reconciliation'];

/** Spec 02 section 7: Payment Reconciliation needs the module price_reconciliation (mp_func:price_recon). */
export const reconciliationOps = {
  report: operation({
    method: 'POST',
    path: '/payment-reconciliation/report',
    summary:
      "Matches every regular order line of a marketplace bought between two dates with its settlement lines (by order id and SKU, then order item id) and answers each line's expected and actual net, discrepancy, status and discrepancy category, with the summary counts",
    tags,
    access: refusing(access.module('price_reconciliation'), RECONCILIATION_TEXT.forbidden),
    body: reconciliationBody,
    answer: reconciliationReport,
    errors: refusals(401, 403, 404, 422),
  }),
};

export type ReconciliationOps = typeof reconciliationOps;
