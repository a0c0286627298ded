import { reconciliationOps } from '@marketdesk/contracts/operations/payment-reconciliation';
import type { ReconciliationBody } from '@marketdesk/contracts/reconciliation';
import { call } from '../../../shared/api/call';
import { useTenantQuery } from '../../../shared/api/tenant-query';

export const reconciliationKeys = {
  all: ['reconciliation'] as const,
  report: (body: ReconciliationBody) => ['reconciliation', body] as const,
};

/**
 * POST /payment-reconciliation/report {marketplace_id, start_date, end_date} (spec 02 section 7) for the applied
 * filters (null: not generated yet). A query keyed on the filters, so a reload of the screen's address shows the
 * report again; asked once per Generate Report (the same filters again ask again), never retried.
 */
export function useReconciliationReport(body: ReconciliationBody | null) {
  return useTenantQuery({
    queryKey: body ? reconciliationKeys.report(body) : reconciliationKeys.all,
    queryFn: ({ signal }) => call(reconciliationOps.report, { body: body!, signal }),
    enabled: body !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
