import { reportStatusOps } from '@marketdesk/contracts/operations/report-status';
import { call } from '../../../shared/api/call';
import { useTenantQuery } from '../../../shared/api/tenant-query';
import { reportStatusKeys } from './keys';

/** GET /reports/profiles?mp_id=: the Profile filter, asked only once a marketplace is chosen. */
export function useReportProfiles(mpId: number | null) {
  return useTenantQuery({
    queryKey: reportStatusKeys.profiles(mpId ?? 0),
    queryFn: ({ signal }) => call(reportStatusOps.profiles, { query: { mp_id: mpId! }, signal }),
    enabled: mpId !== null,
  });
}
