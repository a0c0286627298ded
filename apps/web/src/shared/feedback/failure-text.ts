import { ACCESS_DENIED_DETAIL } from '@marketdesk/contracts';
import { errorStatus, isApiError } from '../api/errors';

/** The permission warning of a screen whose spec gives no text of its own (spec 01 section 7). */
export const FORBIDDEN_ACTION = "You don't have permission to perform this action";

export interface FailureTexts {
  /** The screen's text when nothing better is known (spec: "else the fallback text"). */
  fallback: string;
  /** The screen's permission warning for a 403 without a detail; FORBIDDEN_ACTION when the spec names none. */
  forbidden?: string;
}

export const isForbidden = (error: unknown): boolean => errorStatus(error) === 403;

/** A 403 is a warning (the user may do nothing about it but ask); every other failure is an error. */
export const failureSeverity = (error: unknown): 'warning' | 'error' =>
  isForbidden(error) ? 'warning' : 'error';

/**
 * The server's `detail` as one text: a sentence as it is; a list of sentences joined by commas; a validation
 * list (`[{loc, msg}]`) as its messages joined; an object as `key: value` lines. Undefined when there is nothing a person could read.
 */
export function detailText(detail: unknown): string | undefined {
  if (typeof detail === 'string') return detail.trim() || undefined;
  if (Array.isArray(detail)) {
    // A list of sentences (spec 03 section 8: "a list, joined by commas").
    if (detail.length > 0 && detail.every((d) => typeof d === 'string'))
      return detail.filter((d) => d.trim() !== '').join(', ') || undefined;
    const msgs = detail
      .map((d) => (d && typeof d === 'object' && 'msg' in d ? d.msg : undefined))
      .filter((m): m is string => typeof m === 'string' && m !== '');
    return msgs.length > 0 ? msgs.join('; ') : undefined;
  }
  if (detail && typeof detail === 'object') {
    const lines = Object.entries(detail)
      .filter(([, v]) => v !== null && v !== undefined && v !== '')
      .map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`);
    return lines.length > 0 ? lines.join('\n') : undefined;
  }
  return undefined;
}

/**
 * What a failed call tells the user (DESIGN 9 "Web kit"; spec 02 and 03: "the server's detail message is
 * preferred wherever it is present"): the server's detail when it sent one, whatever the status, so a 403 that
 * says why (e.g. "You cannot assign your own ticket to yourself.") is read as written; a 403 without a detail
 * (or with the guard's reasonless ACCESS_DENIED_DETAIL) gets the screen's permission warning; anything else the screen's fallback. Network failures and bugs have
 * no detail, so they get the fallback.
 */
export function failureText(error: unknown, texts: FailureTexts): string {
  const detail = isApiError(error) && error.status > 0 ? detailText(error.detail) : undefined;
  // The guard's reasonless 403 counts as no detail: the screen's own permission warning says it better.
  if (detail !== undefined && !(isForbidden(error) && detail === ACCESS_DENIED_DETAIL)) return detail;
  if (isForbidden(error)) return texts.forbidden ?? FORBIDDEN_ACTION;
  return texts.fallback;
}
