import type { Granularity, Metric } from '@marketdesk/contracts';
import type { DashboardRequest } from '../hooks/filters';

/** Query keys of this feature; the client id is part of each, so switching client reloads the dashboard. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  sales: (clientId: number | null, q: DashboardRequest | null) =>
    ['dashboard', 'sales', clientId, q] as const,
  marketing: (clientId: number | null, q: DashboardRequest | null) =>
    ['dashboard', 'marketing', clientId, q] as const,
  forecast: (clientId: number | null, q: DashboardRequest | null, metric: Metric, granularity: Granularity) =>
    ['dashboard', 'forecast', clientId, q, metric, granularity] as const,
  skus: (clientId: number | null, search: string) => ['dashboard', 'skus', clientId, search] as const,
};

/** The dashboard request as query parameters (repeated mp_id, brand_id and sku). */
export const toQuery = (q: DashboardRequest) => ({ ...q });
