import { reportStatusOps } from '@marketdesk/contracts/operations/report-status';
import { call } from '../../../shared/api/call';
import { useTenantQuery } from '../../../shared/api/tenant-query';
import { reportStatusKeys } from './keys';

/** GET /reports/pipeline: whether the client's Ads API report pipeline is connected, and if not, why. */
export function useReportPipeline() {
  return useTenantQuery({
    queryKey: reportStatusKeys.pipeline,
    queryFn: ({ signal }) => call(reportStatusOps.pipeline, { signal }),
    retry: false,
  });
}
