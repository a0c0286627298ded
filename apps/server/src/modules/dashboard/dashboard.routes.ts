import {
  dashboardQuery,
  forecastAnswer,
  forecastQuery,
  marketingAnswer,
  salesAnswer,
  skuSuggestionsAnswer,
  skuSuggestionsQuery,
} from '@marketdesk/contracts/dashboard';
import { errorDetail, validationError } from '@marketdesk/contracts/errors';
import { DATA_AREAS } from '@marketdesk/contracts/permissions';
import { access } from '../../platform/access';
import type { ZodApp } from '../../platform/module';
import { requireCtx } from '../../platform/tenancy';
import type { DashboardService } from './dashboard.service';
import type { ForecastService } from './forecast.service';

const tags = ['dashboard'];
const refused = { 401: errorDetail, 403: errorDetail, 422: validationError };
const VIEW = 'dashboard:view';
/** SKU suggestions also serve the data screens: the dashboard permission or any data-area permission. */
const DATA_CODES = Object.values(DATA_AREAS).flatMap((codes) => Object.values(codes) as string[]);

/** The dashboard calls of spec 01 section 7. */
export function registerDashboardRoutes(
  app: ZodApp,
  deps: { dashboard: DashboardService; forecast: ForecastService },
) {
  app.get(
    '/dashboard/sales/daily',
    {
      config: { access: access.permission(VIEW) },
      schema: {
        tags,
        summary: 'Sales and returns per marketplace and day, converted to currency_code',
        querystring: dashboardQuery,
        response: { 200: salesAnswer, ...refused },
      },
    },
    (request) => deps.dashboard.sales(requireCtx(request), request.query),
  );

  app.get(
    '/dashboard/marketing/daily',
    {
      config: { access: access.permission(VIEW) },
      schema: {
        tags,
        summary: 'Advertising (AMS) sales and spend per marketplace and day, converted to currency_code',
        querystring: dashboardQuery,
        response: { 200: marketingAnswer, ...refused },
      },
    },
    (request) => deps.dashboard.marketing(requireCtx(request), request.query),
  );

  app.get(
    '/dashboard/forecast',
    {
      config: { access: access.permission(VIEW) },
      schema: {
        tags,
        summary: 'Forecast of a metric per marketplace with 95 % prediction intervals',
        querystring: forecastQuery,
        response: { 200: forecastAnswer, ...refused },
      },
    },
    (request) => deps.forecast.forecast(requireCtx(request), request.query),
  );

  app.get(
    '/data/sku/suggestions',
    {
      config: { access: access.permission(VIEW, ...DATA_CODES) },
      schema: {
        tags,
        summary: "The client's SKUs whose code or name contains search (3 characters at least)",
        querystring: skuSuggestionsQuery,
        response: { 200: skuSuggestionsAnswer, ...refused },
      },
    },
    (request) => deps.dashboard.skuSuggestions(requireCtx(request), request.query.search),
  );
}
