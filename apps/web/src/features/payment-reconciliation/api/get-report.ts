import { reconciliationOps } from '@marketdesk/contracts/operations/payment-reconciliation';
import type { ReconciliationRequest } from '@marketdesk/contracts/reconciliation';
import { call } from '../../../shared/api/call';
import { useTenantQuery } from '../../../shared/api/tenant-query';

export const reconciliationKeys = {
  all: ['reconciliation'] as const,
  report: (body: ReconciliationRequest) => ['reconciliation', body] as const,
};

const sameWindow = (a: ReconciliationRequest, b: ReconciliationRequest) =>
  a.marketplace_id === b.marketplace_id && a.start_date === b.start_date && a.end_date === b.end_date;

/**
 * POST /payment-reconciliation/report (spec 02 section 7: {marketplace_id, start_date, end_date}, plus our page,
 * filters and sort) for the applied filters (null: not generated yet): the summary over every matching line and
 * one page. A query keyed on the body, so a reload of the screen's address shows the report again; never
 * retried. While another page, filter or sort of the same window loads, the answer before stays on screen.
 */
export function useReconciliationReport(body: ReconciliationRequest | null) {
  return useTenantQuery({
    queryKey: body ? reconciliationKeys.report(body) : reconciliationKeys.all,
    queryFn: ({ signal }) => call(reconciliationOps.report, { body: body!, signal }),
    enabled: body !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: (previous, previousQuery) => {
      const before = previousQuery?.queryKey[1] as ReconciliationRequest | undefined;
      return before && body && sameWindow(before, body) ? previous : undefined;
    },
  });
}

/** POST /payment-reconciliation/report/download: the CSV of every matching line, as a background task. */
export const startReconciliationExport = (body: ReconciliationRequest) =>
  call(reconciliationOps.download, { body });
