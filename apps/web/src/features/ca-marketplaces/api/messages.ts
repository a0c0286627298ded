import { isApiError } from '../../../shared/api/errors';

export const MARKETPLACE_TEXT = {
  loadFailed: 'Failed to load marketplaces',
  tokenLoadFailed: 'Failed to fetch token data',
  dataLoadFailed: 'Failed to load data',
  created: 'Store created successfully',
  updated: 'Credentials updated successfully',
  saveFailed: 'Failed to save credentials',
  forbidden: 'You do not have permission to manage marketplaces',
  empty: 'No marketplaces found.',
  noStores: 'No stores yet',
  noWarehouses: 'No warehouses yet: add them under Warehouses to rank them here.',
} as const;

/** Spec 01 section 7: the server's detail when present (a 422 list joined), else the fallback text. */
export function failureText(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  const { detail } = error;
  if (typeof detail === 'string' && detail) return detail;
  if (Array.isArray(detail)) {
    const msgs = detail
      .map((d) => (d && typeof d === 'object' && 'msg' in d ? String(d.msg) : ''))
      .filter(Boolean);
    if (msgs.length > 0) return msgs.join('; ');
  }
  return error.status === 403 ? MARKETPLACE_TEXT.forbidden : fallback;
}

export const isForbidden = (error: unknown): boolean => isApiError(error) && error.status === 403;
