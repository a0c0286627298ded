import { healthCheck } from '@marketdesk/contracts';
import { apiRequest } from '../api/client';

/** GET /health-check (public, not a tenant call): the version the server runs. */
export async function getHealthVersion(signal: AbortSignal): Promise<string> {
  return healthCheck.parse(await apiRequest('/health-check', { auth: false, tenant: false, signal })).v;
}
