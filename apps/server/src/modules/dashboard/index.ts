import { createForecastPool } from '../../lib/forecast/pool';
import type { ApiModule, ServerModule } from '../../platform/module';
import { dashboardRepository } from './dashboard.repository';
import { registerDashboardRoutes } from './dashboard.routes';
import { dashboardService } from './dashboard.service';
import { forecastService } from './forecast.service';

/** The dashboard's daily currency conversion as a table (reports convert with the same rates and fallback). */

/** Dashboard calls: sales and marketing figures from the daily rollups, forecast, SKU suggestions. */
export const dashboardModule: ApiModule = async (app, { db }) => {
  const repo = dashboardRepository(db);
  // Forecasts run on worker threads (started on the first forecast), stopped with the app.
  const pool = createForecastPool();
  app.addHook('onClose', () => pool.close());
  registerDashboardRoutes(app, {
    dashboard: dashboardService(repo, db),
    forecast: forecastService(repo, pool, db),
  });
};

export const dashboard: ServerModule = { name: 'dashboard', routes: dashboardModule };
