import { access, refusing } from '../access';
import { errorDetail, refusals } from '../errors';
import { operation } from '../operation';
import { RECONCILIATION_TEXT, reconciliationBody, reconciliationReport } from '../reconciliation';
import { taskStarted } from '../tasks';

const tags = ['payment reconciliation'];
const refused = refusals(401, 403, 404, 422);
/** Spec 02 section 7: Payment Reconciliation needs the module price_reconciliation (mp_func:price_recon). */
const reader = refusing(access.module('price_reconciliation'), RECONCILIATION_TEXT.forbidden);

export const reconciliationOps = {
  report: operation({
    method: 'POST',
    path: '/payment-reconciliation/report',
    summary:
      "Matches every regular order line of a marketplace bought between two dates with its settlement lines (by order id and SKU, then order item id) and answers the summary counts over every line the status and category filters match, with one page (at most 500, sorted) of the lines' expected and actual net, discrepancy, status and discrepancy category",
    tags,
    access: reader,
    body: reconciliationBody,
    answer: reconciliationReport,
    errors: refused,
  }),
  /** Ours (the spec exports on the client; a whole window is too large for one answer). */
  download: operation({
    method: 'POST',
    path: '/payment-reconciliation/report/download',
    summary:
      'Export every line of the report matching its status and category filters, in its sort, to CSV in the background (the page fields are ignored); answers the task to poll (POST /tasks/task-status)',
    tags,
    access: reader,
    body: reconciliationBody,
    answer: taskStarted,
    errors: { ...refused, 429: errorDetail, 503: errorDetail },
  }),
};

export type ReconciliationOps = typeof reconciliationOps;
