import { ApiError, isApiError } from '../../../shared/api/errors';

/** The dashboard's texts of spec 01 sections 4, 5 and 8, exactly as written there. */
export const DASHBOARD_TEXT = {
  forbidden: 'You do not have permission to view this data',
  networkError: 'Network error.',
  unexpected: 'An unexpected error occurred.',
  forecastFailed: 'Forecast request failed.',
  forecastUnexpected: 'An unexpected forecast error occurred.',
  noData: 'No data available for the selected metric.',
  skuFailed: 'Failed to fetch SKU suggestions',
  reset: 'Filters have been reset to default',
  noClient: 'Please select a client first',
  trendsTitle: 'Trends for each Marketplace',
  shareTitle: 'Share',
} as const;

/**
 * A load error as the cards show it: a 403 is the permission text; a server answer keeps its status code and
 * detail, or reads "Request failed with status N"; no answer at all is "Network error."; anything else (a
 * malformed answer, a bug) is "An unexpected error occurred."
 */
export function loadErrorText(error: unknown): string {
  if (!isApiError(error)) return DASHBOARD_TEXT.unexpected;
  if (error.status === 403) return DASHBOARD_TEXT.forbidden;
  if (error.status === 0) return DASHBOARD_TEXT.networkError;
  if (typeof error.detail === 'string' && error.detail) return `${error.status}: ${error.detail}`;
  return ApiError.describe(error.status, undefined);
}

/** A forecast error: the server refused or failed, or something else went wrong. */
export function forecastErrorText(error: unknown): string {
  if (isApiError(error) && error.status === 403) return DASHBOARD_TEXT.forbidden;
  return isApiError(error) ? DASHBOARD_TEXT.forecastFailed : DASHBOARD_TEXT.forecastUnexpected;
}

export const isForbidden = (error: unknown): boolean => isApiError(error) && error.status === 403;
