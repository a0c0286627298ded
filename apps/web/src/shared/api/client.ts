import { LOGIN_PATH } from '@marketdesk/contracts/auth-texts';
import { endSession, getSession } from '../session/store';
import { getAccessToken } from '../session/tokens';
import { ApiError } from './errors';

/** Sign-in's own 401 (wrong password) is an answer, not an expired token. */
export { LOGIN_PATH };

// The refresh parses its answer with the contracts' schema: loaded at the first 401, not with the sign-in page.
const refreshTokens = async () => (await import('./refresh')).refreshTokens();

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

async function readBody(response: Response, signal?: AbortSignal): Promise<unknown> {
  if (response.status === 204) return undefined;
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    // The answer was cut off after its headers (the page was left, the connection dropped): a network failure,
    // as when no answer came at all, not a verdict of the server (an aborted /users/me signed the user out).
    if (signal?.aborted) throw error;
    throw new ApiError(0, undefined);
  }
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
 * After a 401: true when the call may be retried with the current token. Another call (or tab) may already
 * have rotated the tokens since this one was sent; otherwise the one shared refresh runs. A failed refresh
 * ends the session.
 */
async function renewAfter401(sentToken: string | null): Promise<boolean> {
  const current = getAccessToken();
  const refreshed = current !== null && current !== sentToken ? true : await refreshTokens();
  if (!refreshed) endSession('expired');
  return refreshed;
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
    if (!(await renewAfter401(sentToken))) throw new ApiError(401, await readBody(response));
    response = await send(url, options, getAccessToken());
  }

  const body = await readBody(response, options.signal);
  // The whole answer is kept: a refused grid save's 422 lists its row errors beside the detail.
  if (!response.ok) throw new ApiAnswerError(response.status, body);
  return body as T;
}

export interface UploadOptions {
  query?: RequestOptions['query'];
  /** The multipart body, e.g. a FormData with the field `file`. */
  body: FormData;
  method?: 'POST' | 'PUT';
  /** Fraction of the body sent so far, 0..1 (XMLHttpRequest upload progress: fetch has none). */
  onProgress?(fraction: number): void;
  signal?: AbortSignal;
}

interface XhrAnswer {
  status: number;
  body: unknown;
}

function sendXhr(url: string, options: UploadOptions, token: string | null): Promise<XhrAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? 'POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const text = xhr.responseText;
      let body: unknown = text || undefined;
      if (text && (xhr.getResponseHeader('content-type') ?? '').includes('json')) {
        try {
          body = JSON.parse(text);
        } catch {
          body = text;
        }
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new ApiError(0, undefined));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(options.body);
  });
}

/**
 * A file upload with progress: the same token, client_id, single refresh on a 401 and ApiError as
 * apiRequest, over XMLHttpRequest because only it reports upload progress. The body is sent again after a
 * refresh, so progress may restart from 0.
 */
export async function apiUpload<T = unknown>(path: string, options: UploadOptions): Promise<T> {
  const url = buildUrl(path, options.query, getSession().selectedClientId);
  const sentToken = getAccessToken();
  let answer = await sendXhr(url, options, sentToken);
  if (answer.status === 401) {
    if (!(await renewAfter401(sentToken))) throw new ApiError(401, detailOf(answer.body));
    answer = await sendXhr(url, options, getAccessToken());
  }
  if (answer.status < 200 || answer.status >= 300) throw new ApiAnswerError(answer.status, answer.body);
  return answer.body as T;
}

/** A refused upload: an ApiError that also keeps the whole answer (an upload's 422 lists its row errors). */
export class ApiAnswerError extends ApiError {
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    super(status, detailOf(body));
    this.body = body;
  }
}

const detailOf = (body: unknown): unknown =>
  body && typeof body === 'object' && 'detail' in body ? body.detail : body;

/** A file answered by the API (a template): the bytes and the name the server suggests, if any. */
export interface ApiFile {
  blob: Blob;
  filename: string | null;
}

/** GET a file with the token and client_id (apiRequest reads answers as text, which would corrupt bytes). */
export async function apiFile(
  path: string,
  options: Pick<RequestOptions, 'query' | 'signal'> = {},
): Promise<ApiFile> {
  const url = buildUrl(path, options.query, getSession().selectedClientId);
  const sentToken = getAccessToken();
  let response = await send(url, options, sentToken);
  if (response.status === 401) {
    if (!(await renewAfter401(sentToken))) throw new ApiError(401, await readBody(response));
    response = await send(url, options, getAccessToken());
  }
  if (!response.ok) throw new ApiError(response.status, detailOf(await readBody(response)));
  const disposition = response.headers.get('content-disposition') ?? '';
  const match = /filename\*=UTF-8''([^;]+)|filename="?([^";]+)"?/i.exec(disposition);
  const raw = match?.[1] ?? match?.[2];
  return { blob: await response.blob(), filename: raw ? decodeURIComponent(raw) : null };
}
