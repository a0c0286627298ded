import type { MutationFunction } from '@tanstack/react-query';
import { useRefreshingMutation } from '../../../shared/api/refreshing-mutation';

/** Query keys of the scheduled jobs console (server-wide data: the client in the key changes nothing). */
export const cronKeys = {
  all: ['sa-cronjobs'] as const,
  summary: ['sa-cronjobs', 'summary'] as const,
  runs: (jobId: number) => ['sa-cronjobs', 'runs', jobId] as const,
  errors: (runId: number) => ['sa-cronjobs', 'errors', runId] as const,
};

/**
 * A write of the console: once it succeeds every list of the console (summary, histories) is read again, so the
 * schedule, counts and runs shown are the server's.
 */
export const useCronMutation = <T, V>(mutationFn: MutationFunction<T, V>) =>
  useRefreshingMutation(cronKeys.all, mutationFn);

/** Query keys of the error log (useTenantQuery appends the selected client). */
export const errorLogKeys = {
  all: ['cronjob-errors'] as const,
  log: (days: number) => ['cronjob-errors', 'log', days] as const,
};
