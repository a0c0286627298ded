import { amazonReportOps } from '@marketdesk/contracts/operations/amazon-reports';
import { call } from '../../../shared/api/call';
import { useTenantQuery } from '../../../shared/api/tenant-query';

/** GET /amazon/sp-api/reports/list-all: one marketplace's report files, or every one's when none is picked. */
export function useAmazonReports(mpId: number | null) {
  return useTenantQuery({
    queryKey: ['inventory-tracking', 'amazon-reports', mpId],
    queryFn: () => call(amazonReportOps.list, { query: { mp_id: mpId ?? undefined } }),
  });
}
