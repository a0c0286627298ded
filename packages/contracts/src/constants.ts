/** Business constants of spec 01 section 9. */
export const APP_VERSION = '4.2.133';
export const IDLE_TIMEOUT_MS = 30 * 60 * 1000;
export const NOTIFICATION_POLL_MS = 10_000;
export const NOTIFICATION_MAX_FAILURES = 3;
export const CURRENCIES = ['USD', 'INR', 'EUR', 'GBP', 'AUD', 'AED', 'SAR'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'USD';
export const SKU_SEARCH_MIN_CHARS = 3;
export const SEARCH_DEBOUNCE_MS = 500;
export const DASHBOARD_PAGE_SIZES = [10, 20, 50] as const;
export const DASHBOARD_PAGE_SIZE = 20;
export const GRID_PAGE_SIZES = [10, 25, 50, 75, 100] as const;
export const GRID_PAGE_SIZE = 50;
export const SIDEBAR_COLLAPSED_PX = 64;
export const SIDEBAR_EXPANDED_PERCENT = 12;

export const REGIONS: Record<string, readonly string[]> = {
  'North America': ['US', 'CA', 'MX'],
  'South America': ['BR'],
  Europe: ['GB', 'UK', 'DE', 'FR', 'IT', 'ES', 'NL', 'SE', 'PL', 'BE'],
  'Middle East': ['AE', 'SA', 'EG', 'TR'],
  'South Asia': ['IN'],
  'Far East': ['JP', 'SG', 'AU', 'CN'],
};

export function regionOf(countryCode: string): string {
  const code = countryCode.toUpperCase();
  for (const [region, codes] of Object.entries(REGIONS)) if (codes.includes(code)) return region;
  return 'Other';
}
