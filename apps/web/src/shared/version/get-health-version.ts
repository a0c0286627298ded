import { healthOps } from '@marketdesk/contracts/operations/health';
import { call } from '../api/call';

/** GET /health-check (public, not a tenant call): the version the server runs. */
export async function getHealthVersion(signal: AbortSignal): Promise<string> {
  return (await call(healthOps.check, { signal })).v;
}
