import { access } from '../access';
import {
  dashboardQuery,
  forecastAnswer,
  forecastQuery,
  marketingAnswer,
  salesAnswer,
  skuSuggestionsAnswer,
  skuSuggestionsQuery,
} from '../dashboard';
import { refusals } from '../errors';
import { operation } from '../operation';
import { CODE_FLAGS, DATA_AREAS } from '../permissions';

const tags = ['dashboard'];
const refused = refusals(401, 403, 422);
const VIEW = 'dashboard:view';
/**
 * SKU suggestions also serve the data screens (the dashboard permission or any data-area permission) and the SKU
 * comparison form (channel_report:create, the right to record comparisons).
 */
const DATA_CODES = Object.values(DATA_AREAS).flatMap((codes) => Object.values(codes) as string[]);

/** The dashboard calls of spec 01 section 7. */
export const dashboardOps = {
  sales: operation({
    method: 'GET',
    path: '/dashboard/sales/daily',
    summary: 'Sales and returns per marketplace and day, converted to currency_code',
    tags,
    access: access.permission(VIEW),
    query: dashboardQuery,
    answer: salesAnswer,
    errors: refused,
  }),
  marketing: operation({
    method: 'GET',
    path: '/dashboard/marketing/daily',
    summary: 'Advertising (AMS) sales and spend per marketplace and day, converted to currency_code',
    tags,
    access: access.permission(VIEW),
    query: dashboardQuery,
    answer: marketingAnswer,
    errors: refused,
  }),
  forecast: operation({
    method: 'GET',
    path: '/dashboard/forecast',
    summary: 'Forecast of a metric per marketplace with 95 % prediction intervals',
    tags,
    access: access.permission(VIEW),
    query: forecastQuery,
    answer: forecastAnswer,
    errors: refused,
  }),
  skuSuggestions: operation({
    method: 'GET',
    path: '/data/sku/suggestions',
    summary: "The client's SKUs whose code or name contains search (3 characters at least)",
    tags,
    access: access.permission(VIEW, ...DATA_CODES, CODE_FLAGS.channel_report_create),
    query: skuSuggestionsQuery,
    answer: skuSuggestionsAnswer,
    errors: refused,
  }),
};
