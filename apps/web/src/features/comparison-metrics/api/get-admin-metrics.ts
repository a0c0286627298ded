import { comparisonMetricsOps } from '@marketdesk/contracts/operations/comparison-metrics';
import { keepPreviousData } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { useTenantQuery } from '../../../shared/api/tenant-query';

/**
 * GET /channelreports/sku-data/admin-metrics?start_date&end_date&client_id (spec 03 section 7): the chosen
 * client's upload activity (a client the user administers; the selected one unless another is chosen).
 */
export function useAdminMetrics(start_date: string, end_date: string, client_id: number | null) {
  return useTenantQuery({
    queryKey: ['admin-metrics', start_date, end_date, client_id],
    queryFn: () =>
      call(comparisonMetricsOps.adminMetrics, {
        query: { start_date, end_date, client_id: client_id ?? undefined },
      }),
    enabled: client_id !== null,
    placeholderData: keepPreviousData,
  });
}
