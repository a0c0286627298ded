import { reconciliationOps } from '@marketdesk/contracts/operations/payment-reconciliation';
import type { ReconciliationBody } from '@marketdesk/contracts/reconciliation';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';

/** POST /payment-reconciliation/report {marketplace_id, start_date, end_date}: generated on Generate Report. */
export function useGenerateReconciliation() {
  return useMutation({
    mutationFn: (body: ReconciliationBody) => call(reconciliationOps.report, { body }),
  });
}
