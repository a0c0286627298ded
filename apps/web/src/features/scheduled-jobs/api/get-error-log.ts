import { scheduledJobOps } from '@marketdesk/contracts/operations/scheduled-jobs';
import type { ErrorLog, ErrorLogEntry } from '@marketdesk/contracts/scheduled-jobs';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { useTenantQuery } from '../../../shared/api/tenant-query';
import { errorLogKeys } from './keys';

/** GET /tasks/errors?days=: the run errors of the last `days` days by date (newest first). */
export async function getErrorLog(days: number): Promise<ErrorLog> {
  return call(scheduledJobOps.errorLog, { query: { days } });
}

export function useErrorLog(days: number) {
  return useTenantQuery({ queryKey: errorLogKeys.log(days), queryFn: () => getErrorLog(days) });
}

/** GET /tasks/errors?days=&date=: one day's errors as the server has them now (the CSV of that day). */
export async function getDayErrors(days: number, date: string): Promise<ErrorLogEntry[]> {
  const log = await call(scheduledJobOps.errorLog, { query: { days, date } });
  return log[date] ?? [];
}

/** A one-off read for a download: not cached, so the file always holds what the server has now. */
export function useDayErrors() {
  return useMutation({
    mutationFn: ({ days, date }: { days: number; date: string }) => getDayErrors(days, date),
  });
}
