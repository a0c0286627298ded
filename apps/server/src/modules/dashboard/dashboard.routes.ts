import { dashboardOps } from '@marketdesk/contracts/operations/dashboard';
import type { ZodApp } from '../../platform/module';
import { route } from '../../platform/operations';
import { sendJsonText } from '../../platform/plain-json-answer';
import { requireCtx } from '../../platform/tenancy';
import type { DashboardService } from './dashboard.service';
import type { ForecastService } from './forecast.service';

/** The dashboard calls of spec 01 section 7. */
export function registerDashboardRoutes(
  app: ZodApp,
  deps: { dashboard: DashboardService; forecast: ForecastService },
) {
  // The daily series: a point per marketplace and day, written as JSON text from the rows (plain-json-answer.ts
  // says why).
  route(app, dashboardOps.sales, async (request, reply) =>
    sendJsonText(reply, await deps.dashboard.sales(requireCtx(request), request.query)),
  );
  route(app, dashboardOps.marketing, async (request, reply) =>
    sendJsonText(reply, await deps.dashboard.marketing(requireCtx(request), request.query)),
  );
  route(app, dashboardOps.forecast, (request) => deps.forecast.forecast(requireCtx(request), request.query));
  route(app, dashboardOps.skuSuggestions, (request) =>
    deps.dashboard.skuSuggestions(requireCtx(request), request.query.search),
  );
}
