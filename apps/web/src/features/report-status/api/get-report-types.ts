import { reportStatusOps } from '@marketdesk/contracts/operations/report-status';
import { call } from '../../../shared/api/call';
import { useTenantQuery } from '../../../shared/api/tenant-query';
import { reportStatusKeys } from './keys';

/** GET /reports/types: the report types filter. */
export function useReportTypes() {
  return useTenantQuery({
    queryKey: reportStatusKeys.types,
    queryFn: ({ signal }) => call(reportStatusOps.types, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
