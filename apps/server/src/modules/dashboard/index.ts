import type { ApiModule } from '../../platform/module';
import { dashboardRepository } from './dashboard.repository';
import { registerDashboardRoutes } from './dashboard.routes';
import { dashboardService } from './dashboard.service';
import { forecastService } from './forecast.service';

/** Dashboard calls: sales and marketing figures from the daily rollups, forecast, SKU suggestions. */
export const dashboardModule: ApiModule = async (app, { db }) => {
  const repo = dashboardRepository(db);
  registerDashboardRoutes(app, { dashboard: dashboardService(repo), forecast: forecastService(repo) });
};
