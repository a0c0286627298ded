import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerLwaToken } from './lwa-fake';

/**
 * A local protocol fake of the Amazon Ads API calls the T11/T12 actions send (Login with Amazon refresh grant,
 * Sponsored Products v3 PUT/POST /sp/keywords, PUT /sp/targets, POST /sp/negativeKeywords, PUT /sp/productAds).
 * It answers as the API does: the entity's versioned media type is required, a missing or unknown token is
 * 401, the scope header must name a known profile, and each call answers 207 Multi-Status with per-index
 * success (the entity's id) or error (errorType and errorValue.<kind>.message). Switches: refuse items
 * (by id or keyword text), throttle the next calls (429 with Retry-After), revoke the issued tokens (401 once),
 * refuse the next call outright (a 4xx with `{code, details}`). Every request is recorded.
 */

export interface SpFakeCall {
  method: string;
  path: string;
  headers: Record<string, string | undefined>;
  body: unknown;
}

export interface SpRefusal {
  errorType: string;
  message: string;
}

const MEDIA: Record<string, { type: string; key: string; id: string; create: boolean }> = {
  'PUT /sp/keywords': {
    type: 'application/vnd.spKeyword.v3+json',
    key: 'keywords',
    id: 'keywordId',
    create: false,
  },
  'POST /sp/keywords': {
    type: 'application/vnd.spKeyword.v3+json',
    key: 'keywords',
    id: 'keywordId',
    create: true,
  },
  'PUT /sp/targets': {
    type: 'application/vnd.spTargetingClause.v3+json',
    key: 'targetingClauses',
    id: 'targetId',
    create: false,
  },
  'POST /sp/negativeKeywords': {
    type: 'application/vnd.spNegativeKeyword.v3+json',
    key: 'negativeKeywords',
    id: 'negativeKeywordId',
    create: true,
  },
  'PUT /sp/productAds': {
    type: 'application/vnd.spProductAd.v3+json',
    key: 'productAds',
    id: 'adId',
    create: false,
  },
};

export interface AdsSpFake {
  url: string;
  tokenUrl: string;
  /** The Ads API client id and secret, and the refresh token the token endpoint accepts. */
  credentials: { clientId: string; clientSecret: string; refreshToken: string };
  /** Profiles the scope header may name. */
  profiles: Set<string>;
  calls: SpFakeCall[];
  /** Calls to the SP endpoints only (not the token endpoint). */
  spCalls(): SpFakeCall[];
  tokenCalls(): number;
  /** Items whose id, keyword text or `<entity key>:<keyword text>` (`negativeKeywords:red toaster`) is a key here are refused. */
  refusals: Map<string, SpRefusal>;
  /** The next `times` SP calls answer 429 with these Retry-After values (the last repeats). */
  throttle(times: number, ...retryAfter: string[]): void;
  /** Every token issued so far is refused (401) from now on; the client must exchange its refresh token again. */
  revokeTokens(): void;
  /** The next SP call is refused with this status and detail. */
  refuseNext(status: number, code: string, details: string): void;
  reset(): void;
  close(): Promise<void>;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let data = '';
    req.on('data', (c) => {
      data += c;
    });
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });

export async function startAdsSpFake(): Promise<AdsSpFake> {
  const credentials = {
    clientId: 'amzn1.application-oa2-client.fake',
    clientSecret: 'fake-ads-secret-XYZ',
    refreshToken: 'Atzr|fake-ads-refresh-ABC',
  };
  const calls: SpFakeCall[] = [];
  const refusals = new Map<string, SpRefusal>();
  const profiles = new Set<string>();
  const live = new Set<string>();
  let throttles: string[] = [];
  let refuseNext: { status: number; code: string; details: string } | null = null;
  let nextId = 700_000_000;

  const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const path = (req.url ?? '').split('?')[0]!;
    const raw = await readBody(req);
    let body: unknown = raw;
    try {
      body = raw ? JSON.parse(raw) : null;
    } catch {
      // form-encoded (the token call)
    }
    const headers = Object.fromEntries(
      Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : v]),
    );
    calls.push({ method: req.method ?? 'GET', path, headers, body });

    if (req.method === 'POST' && path === '/auth/o2/token') {
      return answerLwaToken(res, raw, { credentials, issued: live, prefix: 'Atza|fake-access-' });
    }

    const route = MEDIA[`${req.method} ${path}`];
    if (!route) return send(res, 404, { code: 'NOT_FOUND', details: `No route ${req.method} ${path}` });
    const token = (headers.authorization ?? '').replace(/^Bearer /, '');
    if (!live.has(token)) return send(res, 401, { code: 'UNAUTHORIZED', details: 'Not authorized' });
    if (headers['amazon-advertising-api-clientid'] !== credentials.clientId)
      return send(res, 401, { code: 'UNAUTHORIZED', details: 'Unknown client id' });
    if (!profiles.has(headers['amazon-advertising-api-scope'] ?? ''))
      return send(res, 403, { code: 'UNAUTHORIZED', details: 'Invalid scope' });
    if (headers['content-type'] !== route.type || headers.accept !== route.type)
      return send(res, 415, { code: 'UNSUPPORTED_MEDIA_TYPE', details: `Use ${route.type}` });
    if (throttles.length > 0) {
      const after = throttles.shift()!;
      return send(
        res,
        429,
        { code: 'THROTTLED', details: 'Request was throttled' },
        { 'retry-after': after },
      );
    }
    if (refuseNext) {
      const r = refuseNext;
      refuseNext = null;
      return send(res, r.status, { code: r.code, details: r.details });
    }
    const items = (body as Record<string, unknown> | null)?.[route.key];
    if (!Array.isArray(items))
      return send(res, 400, { code: 'BAD_REQUEST', details: `The body needs ${route.key}` });
    const success: Record<string, unknown>[] = [];
    const error: Record<string, unknown>[] = [];
    items.forEach((item: Record<string, unknown>, index) => {
      const text = String(item.keywordText ?? '').toLowerCase();
      const refused =
        refusals.get(String(item[route.id] ?? '')) ??
        refusals.get(`${route.key}:${text}`) ??
        refusals.get(text);
      if (refused) {
        error.push({
          index,
          errors: [
            {
              errorType: refused.errorType,
              errorValue: { [refused.errorType]: { reason: 'REFUSED', message: refused.message } },
            },
          ],
        });
        return;
      }
      const id = route.create ? String(++nextId) : String(item[route.id]);
      success.push({ index, [route.id]: id });
    });
    return send(res, 207, { [route.key]: { success, error } }, { 'content-type': route.type });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((e) => send(res, 500, { code: 'INTERNAL', details: String(e) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    tokenUrl: `${url}/auth/o2/token`,
    credentials,
    profiles,
    calls,
    spCalls: () => calls.filter((c) => c.path.startsWith('/sp/')),
    tokenCalls: () => calls.filter((c) => c.path === '/auth/o2/token').length,
    refusals,
    throttle(times, ...retryAfter) {
      const values = retryAfter.length > 0 ? retryAfter : ['0'];
      throttles = Array.from({ length: times }, (_, i) => values[Math.min(i, values.length - 1)]!);
    },
    revokeTokens: () => live.clear(),
    refuseNext(status, code, details) {
      refuseNext = { status, code, details };
    },
    reset() {
      calls.length = 0;
      refusals.clear();
      throttles = [];
      refuseNext = null;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
