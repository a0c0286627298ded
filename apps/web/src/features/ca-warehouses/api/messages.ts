import { isApiError } from '../../../shared/api/errors';

export const WAREHOUSE_TEXT = {
  loadFailed: 'Failed to load data',
  created: 'Warehouse created successfully',
  updated: 'Warehouse updated successfully',
  createFailed: 'Failed to create warehouse',
  updateFailed: 'Failed to update warehouse',
  forbidden: 'You do not have permission to manage warehouses',
  empty: 'No warehouses yet. Add the first one.',
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
  return error.status === 403 ? WAREHOUSE_TEXT.forbidden : fallback;
}

export const isForbidden = (error: unknown): boolean => isApiError(error) && error.status === 403;
