import { createForecastPool } from '../../lib/forecast/pool';
import type { ApiModule, ServerModule } from '../../platform/module';
import { registerAutoOrderingRoutes } from './auto-ordering.routes';
import { autoOrderingService } from './auto-ordering.service';

const routes: ApiModule = async (app, { db }) => {
  // Each SKU's forecast runs on worker threads (started on the first report), stopped with the app.
  const pool = createForecastPool();
  app.addHook('onClose', () => pool.close());
  registerAutoOrderingRoutes(app, autoOrderingService(db, pool));
};

/** Auto Ordering (issue 20): the forecast order report per warehouse. */
export const autoOrdering: ServerModule = {
  name: 'auto-ordering',
  routes,
};
