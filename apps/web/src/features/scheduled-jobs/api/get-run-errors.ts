import { scheduledJobOps } from '@marketdesk/contracts/operations/scheduled-jobs';
import type { RunError } from '@marketdesk/contracts/scheduled-jobs';
import { call } from '../../../shared/api/call';
import { useTenantQuery } from '../../../shared/api/tenant-query';
import { cronKeys } from './keys';

/** GET /tasks/run/errors?id: a run's recorded errors, one per failed attempt. */
export async function getRunErrors(runId: number): Promise<RunError[]> {
  return (await call(scheduledJobOps.runErrors, { query: { id: runId } })).errors;
}

export function useRunErrors(runId: number) {
  return useTenantQuery({ queryKey: cronKeys.errors(runId), queryFn: () => getRunErrors(runId) });
}
