import { FOCUSED_SKU_LIMITS } from '@marketdesk/contracts/focused-sku';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Repeated bulk analysis is blocked for 15 minutes (spec 02 section 4): when the analysis of every SKU of a
 * marketplace ran for the selected client, Refresh Data within that time only reads the list again. Kept with
 * the app's query client, so it lasts as long as the page's cache does (and a test's client starts clean).
 */
const runs = new WeakMap<QueryClient, Map<string, number>>();
const key = (clientId: number | null, mpId: number) => `${clientId ?? '-'}:${mpId}`;

function of(client: QueryClient) {
  let m = runs.get(client);
  if (!m) {
    m = new Map();
    runs.set(client, m);
  }
  return m;
}

export function bulkBlocked(client: QueryClient, clientId: number | null, mpId: number, now = Date.now()) {
  const at = of(client).get(key(clientId, mpId));
  return at !== undefined && now - at < FOCUSED_SKU_LIMITS.bulkBlockMs;
}

export function recordBulkRun(client: QueryClient, clientId: number | null, mpId: number, now = Date.now()) {
  of(client).set(key(clientId, mpId), now);
}
