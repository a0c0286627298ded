import { NOTIFICATION_MESSAGES } from '@marketdesk/contracts';
import { isApiError } from '../../../shared/api/errors';

/** Spec 01 section 7: a 403 is the permission warning; else the server's detail (a 422 list joined), else the fallback. */
export function failureText(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  if (error.status === 403) return NOTIFICATION_MESSAGES.forbidden;
  const { detail } = error;
  if (typeof detail === 'string' && detail) return detail;
  if (Array.isArray(detail)) {
    const msgs = detail
      .map((d) => (d && typeof d === 'object' && 'msg' in d ? String(d.msg) : ''))
      .filter(Boolean);
    if (msgs.length > 0) return msgs.join('; ');
  }
  return fallback;
}

export const isForbidden = (error: unknown): boolean => isApiError(error) && error.status === 403;
