import type { ApiModule, ServerModule } from '../../platform/module';
import { comparisonMetricsRepository } from './comparison-metrics.repository';
import { registerComparisonMetricsRoutes } from './comparison-metrics.routes';
import { comparisonMetricsService } from './comparison-metrics.service';

const routes: ApiModule = async (app, { db }) => {
  registerComparisonMetricsRoutes(app, comparisonMetricsService(db, comparisonMetricsRepository(db)));
};

/** Admin metrics (issue 19 item 7): upload activity of users of SKU comparison data. */
export const comparisonMetrics: ServerModule = {
  name: 'comparison-metrics',
  routes,
};
