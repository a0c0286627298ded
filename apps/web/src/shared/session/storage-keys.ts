/** Every localStorage key the web app uses, in one place (so support and tests find them here). */
export const STORAGE_KEYS = {
  accessToken: 'marketdesk.access_token',
  refreshToken: 'marketdesk.refresh_token',
  selectedClientId: 'marketdesk.selected_client_id',
  sidebarCollapsed: 'marketdesk.sidebar_collapsed',
  sidebarGroups: 'marketdesk.sidebar_groups',
  lastActivity: 'marketdesk.last_activity',
  /** The last version GET /health-check answered (new-version banner, spec 03). */
  appVersion: 'marketdesk.app_version',
  /** Which groups of the scheduled jobs console are open (spec 03: "remembered locally"). */
  cronjobsExpanded: 'marketdesk.cronjobs.expanded',
  /** A report screen's last applied filters: `<prefix>.<screen>.<user id>.<client id>` (filters/last-choice.ts). */
  reportFiltersPrefix: 'marketdesk.report_filters',
} as const;

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage can be unavailable (private mode, quota); the session then lives in memory only.
  }
}
