import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { answerLwaToken } from './lwa-fake';

/**
 * A local protocol fake of the Amazon Ads API endpoints the report pipeline uses: the Login with Amazon token
 * exchange (refresh grant), version 3 reporting (`POST /reporting/reports` with its versioned media type,
 * `GET /reporting/reports/{reportId}`), and the presigned download of a finished report (a gzipped JSON array
 * holding only the requested columns). Switches: throttling (429 with Retry-After), server errors (5xx), a
 * create whose answer is lost after Amazon made the report (the re-sent identical request is answered 425 naming
 * it), status scripts (PENDING forever, FAILED with a reason), refused creates and corrupt downloads. Every
 * request is recorded (with its headers) so tests count and inspect calls.
 */

type Status = 'PENDING' | 'PROCESSING' | 'COMPLETED' | 'FAILED';

export interface FakeAdsCall {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
}

interface FakeReport {
  reportId: string;
  profileId: string;
  key: string;
  body: {
    name: string;
    startDate: string;
    endDate: string;
    configuration: { reportTypeId: string; columns: string[]; groupBy: string[] };
  };
  script: Status[];
  step: number;
  failureReason?: string;
  createdAt: string;
}

/** Rows the fake's reports hold: every column a row may have; the download keeps the requested ones. */
export type FakeRows = (
  reportTypeId: string,
  o: { profileId: string; startDate: string; endDate: string },
) => Record<string, unknown>[];

export interface AdsApiFake {
  url: string;
  calls: FakeAdsCall[];
  /** The credentials the token endpoint accepts. */
  credentials: { clientId: string; clientSecret: string; refreshToken: string };
  /** The next N reporting calls answer 429 (Retry-After in seconds when given). */
  throttle(n: number, retryAfterSeconds?: number): void;
  /** The next N reporting calls answer 503. */
  fail(n: number): void;
  /** The next N creates make the report but the answer is lost (502): a re-sent identical request gets 425. */
  loseCreateAnswers(n: number): void;
  /** Creates of this report type are refused with this status and detail. */
  refuse(reportTypeId: string, status: number, detail: string): void;
  /** Status sequence of new reports of a type (the last one repeats); FAILED carries `failureReason`. */
  script(reportTypeId: string, statuses: Status[], failureReason?: string): void;
  /** Downloads of this type are not gzip data. */
  corrupt(reportTypeId: string): void;
  rows(fn: FakeRows): void;
  /** Amazon forgets every access token it issued (the next reporting call answers 401). */
  revokeTokens(): void;
  /** Clears the scripts, refusals and corrupt downloads (the next test starts from a working account). */
  reset(): void;
  /** The reports created so far (for tests). */
  reports(): {
    reportId: string;
    profileId: string;
    reportTypeId: string;
    startDate: string;
    endDate: string;
  }[];
  count(path: RegExp, method?: string): number;
  close(): Promise<void>;
}

const REPORT_TYPES: Record<string, string[]> = {
  spCampaigns: ['campaign', 'adGroup', 'campaignPlacement'],
  spTargeting: ['targeting'],
  spSearchTerm: ['searchTerm'],
  spAdvertisedProduct: ['advertiser'],
};
const MEDIA_TYPE = 'application/vnd.createasyncreportrequest.v3+json';
const DAY = 86_400_000;

const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
};
const problem = (status: number, detail: string) => ({ code: String(status), detail });

export async function startAdsApiFake(): Promise<AdsApiFake> {
  const calls: FakeAdsCall[] = [];
  const reports = new Map<string, FakeReport>();
  const scripts = new Map<string, { statuses: Status[]; reason?: string }>();
  const refusals = new Map<string, { status: number; detail: string }>();
  const corrupt = new Set<string>();
  const tokens = new Set<string>();
  let rowsOf: FakeRows = () => [];
  let throttled = 0;
  let retryAfter: number | undefined;
  let failing = 0;
  let losing = 0;
  let seq = 0;

  const fake = {
    url: '',
    calls,
    credentials: {
      clientId: 'amzn1.application-oa2-client.adsfake',
      clientSecret: 'ads-fake-client-secret-4b3a',
      refreshToken: 'Atzr|ads-fake-refresh-token-2e1f',
    },
  } as AdsApiFake;

  const view = (r: FakeReport) => {
    const status = r.script[Math.min(r.step, r.script.length - 1)]!;
    return {
      reportId: r.reportId,
      name: r.body.name,
      startDate: r.body.startDate,
      endDate: r.body.endDate,
      configuration: r.body.configuration,
      status,
      createdAt: r.createdAt,
      updatedAt: new Date().toISOString(),
      url:
        status === 'COMPLETED'
          ? `${fake.url}/download/${r.reportId}.json.gz?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Signature=adsfakesignature`
          : null,
      fileSize: null,
      failureReason: status === 'FAILED' ? (r.failureReason ?? 'Report generation failed') : null,
    };
  };

  /** A create body's mistakes, as Amazon's 400 detail would name them; null when it is valid. */
  function invalid(body: FakeReport['body'] & { configuration: Record<string, unknown> }): string | null {
    const c = body.configuration as Record<string, unknown> & FakeReport['body']['configuration'];
    if (!body.name || !body.startDate || !body.endDate) return 'name, startDate and endDate are required';
    if (!/^\d{4}-\d{2}-\d{2}$/.test(body.startDate) || !/^\d{4}-\d{2}-\d{2}$/.test(body.endDate))
      return 'startDate and endDate must be YYYY-MM-DD';
    const days = (Date.parse(body.endDate) - Date.parse(body.startDate)) / DAY;
    if (days < 0) return 'startDate must not be after endDate';
    if (days > 30) return 'The maximum date range is 31 days';
    if (c?.adProduct !== 'SPONSORED_PRODUCTS') return 'adProduct must be SPONSORED_PRODUCTS';
    const groups = REPORT_TYPES[c.reportTypeId];
    if (!groups) return `Unknown reportTypeId ${c.reportTypeId}`;
    if (!Array.isArray(c.groupBy) || c.groupBy.length === 0 || c.groupBy.some((g) => !groups.includes(g)))
      return `groupBy ${JSON.stringify(c.groupBy)} is not supported for ${c.reportTypeId}`;
    if (!Array.isArray(c.columns) || c.columns.length === 0) return 'columns are required';
    if (c.timeUnit === 'DAILY' && !c.columns.includes('date')) return 'A DAILY report needs the date column';
    if (c.format !== 'GZIP_JSON') return 'format must be GZIP_JSON';
    return null;
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    let body = '';
    for await (const chunk of req) body += chunk;
    calls.push({
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body,
    });
    const c = fake.credentials;

    if (url.pathname === '/auth/o2/token' && req.method === 'POST')
      return answerLwaToken(res, body, { credentials: c, issued: tokens, prefix: 'Atza|ads-fake-access-' });

    const download = /^\/download\/([^/]+)\.json\.gz$/.exec(url.pathname);
    if (download) {
      const r = reports.get(download[1]!);
      if (!r || url.searchParams.get('X-Amz-Signature') !== 'adsfakesignature')
        return json(res, 403, { message: 'Access Denied' });
      const type = r.body.configuration.reportTypeId;
      if (corrupt.has(type)) {
        res.writeHead(200, { 'content-type': 'application/octet-stream' });
        return res.end('<?xml version="1.0"?><Error><Code>InternalError</Code></Error>');
      }
      const columns = r.body.configuration.columns;
      const rows = rowsOf(type, {
        profileId: r.profileId,
        startDate: r.body.startDate,
        endDate: r.body.endDate,
      })
        .filter(
          (row) =>
            typeof row.date !== 'string' || (row.date >= r.body.startDate && row.date <= r.body.endDate),
        )
        .map((row) => Object.fromEntries(columns.filter((k) => k in row).map((k) => [k, row[k]])));
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      return res.end(gzipSync(Buffer.from(JSON.stringify(rows))));
    }

    if (!url.pathname.startsWith('/reporting/reports')) return json(res, 404, problem(404, 'No such path'));
    const bearer = String(req.headers.authorization ?? '').replace(/^Bearer /, '');
    if (!tokens.has(bearer)) return json(res, 401, problem(401, 'Not authorized'));
    if (req.headers['amazon-advertising-api-clientid'] !== c.clientId)
      return json(res, 403, problem(403, 'Invalid Amazon-Advertising-API-ClientId'));
    const scope = String(req.headers['amazon-advertising-api-scope'] ?? '');
    if (!scope) return json(res, 400, problem(400, 'Amazon-Advertising-API-Scope is required'));
    if (throttled > 0) {
      throttled--;
      return json(
        res,
        429,
        problem(429, 'Too Many Requests'),
        retryAfter !== undefined ? { 'retry-after': String(retryAfter) } : {},
      );
    }
    if (failing > 0) {
      failing--;
      return json(res, 503, problem(503, 'Service Unavailable'));
    }

    if (url.pathname === '/reporting/reports' && req.method === 'POST') {
      if (!String(req.headers['content-type'] ?? '').startsWith(MEDIA_TYPE))
        return json(res, 415, problem(415, `Content-Type must be ${MEDIA_TYPE}`));
      let spec: FakeReport['body'] & { configuration: Record<string, unknown> };
      try {
        spec = JSON.parse(body);
      } catch {
        return json(res, 400, problem(400, 'The request body is not JSON'));
      }
      const mistake = invalid(spec);
      if (mistake) return json(res, 400, problem(400, mistake));
      const refusal = refusals.get(spec.configuration.reportTypeId);
      if (refusal) return json(res, refusal.status, problem(refusal.status, refusal.detail));
      const key = `${scope}|${body}`;
      const twin = [...reports.values()].find(
        (r) => r.key === key && !['COMPLETED', 'FAILED'].includes(view(r).status),
      );
      if (twin) return json(res, 425, problem(425, `The Request is a duplicate of : ${twin.reportId}`));
      const reportId = `${(++seq).toString(16).padStart(8, '0')}-ad5e-4c1f-9a7b-${String(seq).padStart(12, '0')}`;
      const script = scripts.get(spec.configuration.reportTypeId);
      const report: FakeReport = {
        reportId,
        profileId: scope,
        key,
        body: spec,
        script: script?.statuses ?? ['PENDING', 'PROCESSING', 'COMPLETED'],
        failureReason: script?.reason,
        step: 0,
        createdAt: new Date().toISOString(),
      };
      reports.set(reportId, report);
      if (losing > 0) {
        losing--;
        return json(res, 502, problem(502, 'Bad Gateway'));
      }
      return json(res, 200, view(report));
    }
    const one = /^\/reporting\/reports\/([^/]+)$/.exec(url.pathname);
    if (one && req.method === 'GET') {
      const r = reports.get(decodeURIComponent(one[1]!));
      if (!r || r.profileId !== scope) return json(res, 404, problem(404, 'Report not found'));
      const answer = view(r);
      r.step++;
      return json(res, 200, answer);
    }
    return json(res, 404, problem(404, 'No such operation'));
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error) => json(res, 500, problem(500, String(error))));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  Object.assign(fake, {
    throttle: (n: number, after?: number) => {
      throttled = n;
      retryAfter = after;
    },
    fail: (n: number) => {
      failing = n;
    },
    loseCreateAnswers: (n: number) => {
      losing = n;
    },
    refuse: (type: string, status: number, detail: string) => refusals.set(type, { status, detail }),
    script: (type: string, statuses: Status[], reason?: string) => scripts.set(type, { statuses, reason }),
    corrupt: (type: string) => corrupt.add(type),
    rows: (fn: FakeRows) => {
      rowsOf = fn;
    },
    revokeTokens: () => tokens.clear(),
    reset: () => {
      scripts.clear();
      refusals.clear();
      corrupt.clear();
      throttled = 0;
      failing = 0;
      losing = 0;
    },
    reports: () =>
      [...reports.values()].map((r) => ({
        reportId: r.reportId,
        profileId: r.profileId,
        reportTypeId: r.body.configuration.reportTypeId,
        startDate: r.body.startDate,
        endDate: r.body.endDate,
      })),
    count: (path: RegExp, method?: string) =>
      calls.filter((call) => path.test(call.path) && (!method || call.method === method)).length,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  } satisfies Omit<AdsApiFake, 'url' | 'calls' | 'credentials'>);
  return fake;
}
