import { isAbsoluteUrl } from '@marketdesk/contracts';

export type Severity = 'info' | 'warning' | 'error';

/** Bell menu: level 0 info, 1 warning, 2 error (spec 01 section 4); anything higher is shown as error. */
export function bellSeverity(level: number): Severity {
  if (level <= 0) return 'info';
  return level === 1 ? 'warning' : 'error';
}

/** Floating panel: levels 2 and 3 are warning and error; lower levels (rare there) show as info. */
export function panelSeverity(level: number): Severity {
  if (level >= 3) return 'error';
  return level === 2 ? 'warning' : 'info';
}

/**
 * Follows a notification's redirect_url: an absolute address opens in a new tab (no opener), anything else
 * is an in-app path for the router.
 */
export function followRedirect(url: string | null | undefined, navigate: (to: string) => void): void {
  if (!url) return;
  if (isAbsoluteUrl(url)) window.open(url, '_blank', 'noopener,noreferrer');
  else navigate(url);
}
