import type { ReportStatusQuery } from '@marketdesk/contracts/report-status';

/** Query keys of the screen (each ends with what it asked for). */
export const reportStatusKeys = {
  all: ['report-status'] as const,
  types: ['report-status', 'types'] as const,
  pipeline: ['report-status', 'pipeline'] as const,
  profiles: (mpId: number) => ['report-status', 'profiles', mpId] as const,
  status: (q: ReportStatusQuery) => ['report-status', 'status', q] as const,
};
