import type { Granularity, Metric } from '@marketdesk/contracts';
import type { DashboardRequest } from '../hooks/filters';

/** Query keys of this feature; useTenantQuery appends the client, so switching client reloads the dashboard. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  sales: (q: DashboardRequest | null) => ['dashboard', 'sales', q] as const,
  marketing: (q: DashboardRequest | null) => ['dashboard', 'marketing', q] as const,
  forecast: (q: DashboardRequest | null, metric: Metric, granularity: Granularity) =>
    ['dashboard', 'forecast', q, metric, granularity] as const,
  skus: (search: string) => ['dashboard', 'skus', search] as const,
};

/** The dashboard request as query parameters (repeated mp_id, brand_id and sku). */
export const toQuery = (q: DashboardRequest) => ({ ...q });
