import type { ServerModule } from '../../platform/module';

/** Admin metrics (issue 19 item 7): upload activity of users of SKU comparison data. */
export const comparisonMetrics: ServerModule = {
  name: 'comparison-metrics',
};
