import { reportStatusOps } from '@marketdesk/contracts/operations/report-status';
import type { ReportStatusQuery } from '@marketdesk/contracts/report-status';
import { call } from '../../../shared/api/call';
import { useTenantQuery } from '../../../shared/api/tenant-query';
import { reportStatusKeys } from './keys';

/** GET /reports/status for the filter of the last Get Status (nothing before it). */
export function useReportStatus(q: ReportStatusQuery | null) {
  return useTenantQuery({
    queryKey: q ? reportStatusKeys.status(q) : reportStatusKeys.all,
    queryFn: ({ signal }) => call(reportStatusOps.status, { query: q!, signal }),
    enabled: q !== null,
    retry: false,
  });
}
