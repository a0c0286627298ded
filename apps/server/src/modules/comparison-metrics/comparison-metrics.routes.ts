import { comparisonMetricsOps } from '@marketdesk/contracts/operations/comparison-metrics';
import type { ZodApp } from '../../platform/module';
import { route } from '../../platform/operations';
import { requireCtx } from '../../platform/tenancy';
import type { ComparisonMetricsService } from './comparison-metrics.service';

/**
 * Spec 03 section 7: GET /channelreports/sku-data/admin-metrics?start_date&end_date&client_id. The client is the
 * request's client_id: the guard admits only its client admins and super admins.
 */
export function registerComparisonMetricsRoutes(app: ZodApp, service: ComparisonMetricsService) {
  route(app, comparisonMetricsOps.adminMetrics, (request) =>
    service.adminMetrics(requireCtx(request), request.query.start_date, request.query.end_date),
  );
}
