import { reportStatusOps } from '@marketdesk/contracts/operations/report-status';
import type { ReportStatusQuery } from '@marketdesk/contracts/report-status';
import { call } from '../../../shared/api/call';
import { useTenantQuery } from '../../../shared/api/tenant-query';

/** Query keys of the screen (each ends with what it asked for). */
export const reportStatusKeys = {
  all: ['report-status'] as const,
  types: ['report-status', 'types'] as const,
  profiles: (mpId: number) => ['report-status', 'profiles', mpId] as const,
  status: (q: ReportStatusQuery) => ['report-status', 'status', q] as const,
};

/** GET /reports/types: the report types filter. */
export function useReportTypes() {
  return useTenantQuery({
    queryKey: reportStatusKeys.types,
    queryFn: ({ signal }) => call(reportStatusOps.types, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** GET /reports/profiles?mp_id=: the Profile filter, asked only once a marketplace is chosen. */
export function useReportProfiles(mpId: number | null) {
  return useTenantQuery({
    queryKey: reportStatusKeys.profiles(mpId ?? 0),
    queryFn: ({ signal }) => call(reportStatusOps.profiles, { query: { mp_id: mpId! }, signal }),
    enabled: mpId !== null,
  });
}

/** GET /reports/status for the filter of the last Get Status (nothing before it). */
export function useReportStatus(q: ReportStatusQuery | null) {
  return useTenantQuery({
    queryKey: q ? reportStatusKeys.status(q) : reportStatusKeys.all,
    queryFn: ({ signal }) => call(reportStatusOps.status, { query: q!, signal }),
    enabled: q !== null,
    retry: false,
  });
}
