/**
 * HTTP for marketplace connectors (DESIGN section 9, "Connectors"): one retry policy for every API. Throttling
 * (429) and server errors (5xx, lost connections) are retried with exponential backoff and jitter, a bounded
 * number of times, honouring Retry-After; any other 4xx is the caller's mistake and is never retried.
 */

export interface RetryPolicy {
  /** Tries in all, the first included. */
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { maxAttempts: 5, baseDelayMs: 1000, maxDelayMs: 60_000 };

/** Structured log lines only: never a URL with a signature, a header or a body that could hold a secret. */
export interface ConnectorLog {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface HttpDeps {
  fetch: typeof fetch;
  /** Waits between attempts; tests pass one that records the delay and returns at once. */
  sleep: (ms: number) => Promise<void>;
  /** 0 ≤ x < 1, for the jitter. */
  random: () => number;
  retry: RetryPolicy;
  log: ConnectorLog;
}

export const defaultHttpDeps = (log: ConnectorLog, o: Partial<HttpDeps> = {}): HttpDeps => ({
  fetch: globalThis.fetch,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  random: Math.random,
  retry: DEFAULT_RETRY,
  log,
  ...o,
});

/** A call that failed for good: `status` null when no answer came. `message` is safe to store and show. */
export class ConnectorError extends Error {
  override name = 'ConnectorError';
  constructor(
    message: string,
    readonly status: number | null,
    readonly operation: string,
  ) {
    super(message);
  }
}

const retryable = (status: number) => status === 429 || status >= 500;

/** Retry-After in seconds or as an HTTP date; null when absent or unreadable. */
export function retryAfterMs(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** Delay before attempt `attempt + 1` (attempt counts from 1): Retry-After if given, else 2^n backoff, jittered. */
export function backoffMs(attempt: number, policy: RetryPolicy, random: () => number, after: number | null) {
  if (after !== null) return Math.min(after, policy.maxDelayMs);
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
  // Half fixed, half random: spread out, yet never a tight loop.
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

/**
 * The text of an error answer: SP-API `{errors: [{code, message}]}`, LWA `{error, error_description}`, Ads API
 * `{code, detail}` (reporting v3; `details` in older versions) or `{message}`.
 */
async function errorText(res: Response): Promise<string> {
  const body = await res.text().catch(() => '');
  try {
    const json = JSON.parse(body) as {
      errors?: { code?: string; message?: string }[];
      error?: string;
      error_description?: string;
      code?: string | number;
      detail?: string;
      details?: string;
      message?: string;
    };
    const first = json.errors?.[0];
    if (first) return [first.code, first.message].filter(Boolean).join(': ');
    if (json.error) return [json.error, json.error_description].filter(Boolean).join(': ');
    const said = json.detail ?? json.details ?? json.message;
    if (said) return [json.code, said].filter((v) => v !== undefined && v !== '').join(': ');
  } catch {
    // not JSON: the status says enough
  }
  return res.statusText || 'no detail';
}

/**
 * Sends one request with the retry policy and answers the successful response. `operation` names the call in
 * logs and errors (e.g. 'getReport'); the URL itself is never logged (presigned URLs carry a signature).
 */
export async function send(
  deps: HttpDeps,
  operation: string,
  url: string,
  init: RequestInit = {},
): Promise<Response> {
  const { retry, log } = deps;
  for (let attempt = 1; ; attempt++) {
    let res: Response | null = null;
    let failure: string;
    try {
      res = await deps.fetch(url, init);
      if (res.ok) return res;
      failure = `${res.status} ${await errorText(res)}`;
      if (!retryable(res.status)) {
        throw new ConnectorError(`${operation} was refused: ${failure}`, res.status, operation);
      }
    } catch (error) {
      if (error instanceof ConnectorError) throw error;
      failure = `no answer (${(error as Error).message})`;
    }
    if (attempt >= retry.maxAttempts) {
      const what = res?.status === 429 ? 'throttled' : 'failed';
      throw new ConnectorError(
        `${operation} ${what} after ${attempt} attempts: ${failure}`,
        res?.status ?? null,
        operation,
      );
    }
    const delay = backoffMs(
      attempt,
      retry,
      deps.random,
      retryAfterMs(res?.headers.get('retry-after') ?? null),
    );
    log.warn(
      {
        operation,
        status: res?.status ?? null,
        attempt,
        delayMs: delay,
        rateLimit: res?.headers.get('x-amzn-ratelimit-limit') ?? undefined,
      },
      res?.status === 429 ? 'connector throttled; backing off' : 'connector call failed; retrying',
    );
    await deps.sleep(delay);
  }
}
