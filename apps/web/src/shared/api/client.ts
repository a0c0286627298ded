import { endSession, getSession } from '../session/store';
import { getAccessToken } from '../session/tokens';
import { ApiError } from './errors';
import { refreshTokens } from './refresh';

export const LOGIN_PATH = '/auth/login';

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent form-encoded. */
  form?: Record<string, string>;
  /** Add client_id of the selected client (default true; spec 01 section 7: every call but sign-in's). */
  tenant?: boolean;
  /** Send the bearer token and refresh on a 401 (default true). */
  auth?: boolean;
  signal?: AbortSignal;
}

export function buildUrl(path: string, query: RequestOptions['query'], clientId: number | null): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, String(value));
  }
  if (clientId !== null && !params.has('client_id')) params.set('client_id', String(clientId));
  const search = params.toString();
  return search ? `${path}${path.includes('?') ? '&' : '?'}${search}` : path;
}

async function send(url: string, options: RequestOptions, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  let body: BodyInit | undefined;
  if (options.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  } else if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  if (token && options.auth !== false) headers.Authorization = `Bearer ${token}`;
  try {
    return await fetch(url, { method: options.method ?? 'GET', headers, body, signal: options.signal });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, undefined);
  }
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The one way the web talks to the API: bearer token, client_id, errors as ApiError. A 401 on any call
 * other than login triggers exactly one token refresh (shared by all waiting calls) and one retry; with no
 * refresh token or a failed refresh the session ends.
 */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const clientId = options.tenant === false ? null : getSession().selectedClientId;
  const url = buildUrl(path, options.query, clientId);
  const sentToken = getAccessToken();
  let response = await send(url, options, sentToken);

  if (response.status === 401 && options.auth !== false && path !== LOGIN_PATH) {
    const current = getAccessToken();
    // Another call (or tab) already rotated the tokens since this one was sent: just retry.
    const refreshed = current !== null && current !== sentToken ? true : await refreshTokens();
    if (!refreshed) {
      endSession('expired');
      throw new ApiError(401, await readBody(response));
    }
    response = await send(url, options, getAccessToken());
  }

  const body = await readBody(response);
  if (!response.ok) {
    const detail = body && typeof body === 'object' && 'detail' in body ? body.detail : body;
    throw new ApiError(response.status, detail);
  }
  return body as T;
}
