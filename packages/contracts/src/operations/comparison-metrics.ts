import { access } from '../access';
import { adminMetrics, adminMetricsQuery } from '../comparison-metrics';
import { refusals } from '../errors';
import { operation } from '../operation';

/** Spec 03 section 7 "Admin metrics": client admins of the client asked (client_id) and super admins. */
export const comparisonMetricsOps = {
  adminMetrics: operation({
    method: 'GET',
    path: '/channelreports/sku-data/admin-metrics',
    summary:
      "Upload activity of a client's users of SKU comparison data between two dates (inclusive): totals, active users, daily counts, per-user metrics and streaks",
    tags: ['admin metrics'],
    access: access.clientAdmin(),
    query: adminMetricsQuery,
    answer: adminMetrics,
    errors: refusals(401, 403, 404, 422),
  }),
};

export type ComparisonMetricsOps = typeof comparisonMetricsOps;
