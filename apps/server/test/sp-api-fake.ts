import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SHARED_DATA } from './fixtures/spreadsheets';
import { answerLwaToken } from './lwa-fake';

/**
 * A local protocol fake of the SP-API endpoints the reports connector uses (Login with Amazon token exchange,
 * Reports API 2021-06-30 createReport, getReport, getReports, getReportDocument, and the presigned document
 * download), with switches for throttling, cancelled, fatal and stuck reports and a corrupt download. Every
 * request is recorded so tests count calls.
 */

export const HEADERS_DIR = join(SHARED_DATA, 'amazon-report-headers');
const headerOf = (file: string) =>
  readFileSync(join(HEADERS_DIR, file), 'utf8').split(/\r?\n/)[0]!.split('\t');
export const REPORT_HEADERS: Record<string, string[]> = {
  GET_FLAT_FILE_ALL_ORDERS_DATA_BY_LAST_UPDATE_GENERAL: headerOf(
    'GET_FLAT_FILE_ALL_ORDERS_DATA_BY_LAST_UPDATE_GENERAL.reconstructed.tsv',
  ),
  GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA: headerOf('GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA.header.tsv'),
  GET_FBA_FULFILLMENT_CUSTOMER_RETURNS_DATA: headerOf('GET_FBA_FULFILLMENT_CUSTOMER_RETURNS_DATA.header.tsv'),
  GET_V2_SETTLEMENT_REPORT_DATA_FLAT_FILE: headerOf('GET_V2_SETTLEMENT_REPORT_DATA_FLAT_FILE.tsv'),
};

/** A flat file of a report type: its real header, then one line per record (missing columns blank). */
export function flatFile(reportType: string, lines: Record<string, string>[]): Buffer {
  const header = REPORT_HEADERS[reportType]!;
  return Buffer.from(
    `${[header, ...lines.map((l) => header.map((h) => l[h] ?? ''))].map((r) => r.join('\t')).join('\n')}\n`,
  );
}

type Status = 'IN_QUEUE' | 'IN_PROGRESS' | 'DONE' | 'CANCELLED' | 'FATAL';

interface FakeReport {
  reportId: string;
  reportType: string;
  marketplaceIds: string[];
  dataStartTime?: string;
  dataEndTime?: string;
  createdTime: string;
  script: Status[];
  step: number;
  documentId: string;
  content?: Buffer;
}

export interface FakeCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: string;
}

export interface SpApiFake {
  url: string;
  calls: FakeCall[];
  /** The credentials the token endpoint accepts. */
  credentials: { clientId: string; clientSecret: string; refreshToken: string };
  /** Seconds a token lives (expires_in). */
  tokenLifetime: number;
  /** The next N Reports API calls answer 429 (with x-amzn-RateLimit-Limit; Retry-After when retryAfter is set). */
  throttle(n: number, retryAfter?: number): void;
  /** The next N Reports API calls answer 503. */
  fail(n: number): void;
  /** Status sequence getReport walks through for new reports of a type (the last one repeats). */
  script(reportType: string, statuses: Status[]): void;
  /** Content of the documents of a type (default: a header-only file). */
  content(reportType: string, content: Buffer): void;
  /** Documents of this type are served as declared GZIP but are not gzip data. */
  corrupt(reportType: string): void;
  /** Serve documents uncompressed and undeclared (Amazon does so for some reports). */
  plain(reportType: string): void;
  /** A settlement report Amazon generated (listed by getReports, DONE, with its document). */
  addSettlement(o: {
    createdTime: string;
    dataStartTime: string;
    dataEndTime: string;
    content: Buffer;
  }): string;
  count(path: RegExp, method?: string): number;
  close(): Promise<void>;
}

const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
};
const errors = (code: string, message: string) => ({ errors: [{ code, message }] });

export async function startSpApiFake(): Promise<SpApiFake> {
  const calls: FakeCall[] = [];
  const reports = new Map<string, FakeReport>();
  const scripts = new Map<string, Status[]>();
  const contents = new Map<string, Buffer>();
  const corrupt = new Set<string>();
  const plain = new Set<string>();
  const settlements: FakeReport[] = [];
  const tokens = new Set<string>();
  let throttled = 0;
  let retryAfter: number | undefined;
  let failing = 0;
  let seq = 0;

  const fake = {
    url: '',
    calls,
    credentials: {
      clientId: 'amzn1.application-oa2-client.fake',
      clientSecret: 'fake-client-secret-9f8e',
      refreshToken: 'Atzr|fake-refresh-token-7c6d',
    },
    tokenLifetime: 3600,
  } as SpApiFake;

  const docOf = (r: FakeReport) => {
    const content = r.content ?? contents.get(r.reportType) ?? flatFile(r.reportType, []);
    if (corrupt.has(r.reportType))
      return { bytes: Buffer.from('<Error>not gzip</Error>'), compression: 'GZIP' };
    if (plain.has(r.reportType)) return { bytes: content, compression: undefined };
    return { bytes: gzipSync(content), compression: 'GZIP' };
  };
  const view = (r: FakeReport) => {
    const status = r.script[Math.min(r.step, r.script.length - 1)]!;
    return {
      reportId: r.reportId,
      reportType: r.reportType,
      marketplaceIds: r.marketplaceIds,
      dataStartTime: r.dataStartTime,
      dataEndTime: r.dataEndTime,
      createdTime: r.createdTime,
      processingStatus: status,
      ...(status === 'DONE' ? { reportDocumentId: r.documentId } : {}),
    };
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    let body = '';
    for await (const chunk of req) body += chunk;
    calls.push({ method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, body });
    const c = fake.credentials;

    if (url.pathname === '/auth/o2/token' && req.method === 'POST') {
      return answerLwaToken(res, body, {
        credentials: c,
        issued: tokens,
        prefix: 'Atza|fake-access-',
        lifetime: fake.tokenLifetime,
      });
    }

    const download = /^\/download\/([^/]+)$/.exec(url.pathname);
    if (download) {
      const r = [...reports.values(), ...settlements].find((x) => x.documentId === download[1]);
      if (!r) return json(res, 404, errors('NotFound', 'No such document'));
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      return res.end(docOf(r).bytes);
    }

    if (!url.pathname.startsWith('/reports/2021-06-30/'))
      return json(res, 404, errors('NotFound', 'No such path'));
    if (!tokens.has(String(req.headers['x-amz-access-token'] ?? '')))
      return json(res, 403, errors('Unauthorized', 'Access to requested resource is denied.'));
    if (throttled > 0) {
      throttled--;
      return json(res, 429, errors('QuotaExceeded', 'You exceeded your quota for the requested resource.'), {
        'x-amzn-RateLimit-Limit': '0.0222',
        ...(retryAfter !== undefined ? { 'retry-after': String(retryAfter) } : {}),
      });
    }
    if (failing > 0) {
      failing--;
      return json(res, 503, errors('ServiceUnavailable', 'Service temporarily unavailable'));
    }

    const path = url.pathname.slice('/reports/2021-06-30'.length);
    if (path === '/reports' && req.method === 'POST') {
      const spec = JSON.parse(body) as {
        reportType?: string;
        marketplaceIds?: string[];
        dataStartTime?: string;
        dataEndTime?: string;
      };
      if (!spec.reportType || !spec.marketplaceIds?.length)
        return json(res, 400, errors('InvalidInput', 'reportType and marketplaceIds are required'));
      const reportId = String(50000000000 + ++seq);
      reports.set(reportId, {
        reportId,
        reportType: spec.reportType,
        marketplaceIds: spec.marketplaceIds,
        dataStartTime: spec.dataStartTime,
        dataEndTime: spec.dataEndTime,
        createdTime: new Date().toISOString(),
        script: scripts.get(spec.reportType) ?? ['IN_QUEUE', 'IN_PROGRESS', 'DONE'],
        step: 0,
        documentId: `amzn1.spdoc.1.4.eu.${reportId}`,
      });
      return json(res, 202, { reportId });
    }
    if (path === '/reports' && req.method === 'GET') {
      const types = (url.searchParams.get('reportTypes') ?? '').split(',');
      const since = url.searchParams.get('createdSince');
      const found = settlements.filter(
        (s) => types.includes(s.reportType) && (!since || s.createdTime >= since),
      );
      return json(res, 200, { reports: found.map(view) });
    }
    const one = /^\/reports\/([^/]+)$/.exec(path);
    if (one && req.method === 'GET') {
      const r = reports.get(one[1]!);
      if (!r) return json(res, 404, errors('NotFound', 'Report not found'));
      const answer = view(r);
      r.step++;
      return json(res, 200, answer);
    }
    const doc = /^\/documents\/([^/]+)$/.exec(path);
    if (doc && req.method === 'GET') {
      const r = [...reports.values(), ...settlements].find((x) => x.documentId === doc[1]);
      if (!r) return json(res, 404, errors('NotFound', 'Document not found'));
      const { compression } = docOf(r);
      return json(res, 200, {
        reportDocumentId: r.documentId,
        url: `${fake.url}/download/${r.documentId}?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Signature=fakesignature`,
        ...(compression ? { compressionAlgorithm: compression } : {}),
      });
    }
    return json(res, 404, errors('NotFound', 'No such operation'));
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error) => json(res, 500, errors('InternalFailure', String(error))));
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
    script: (type: string, statuses: Status[]) => scripts.set(type, statuses),
    content: (type: string, content: Buffer) => contents.set(type, content),
    corrupt: (type: string) => corrupt.add(type),
    plain: (type: string) => plain.add(type),
    addSettlement(o: { createdTime: string; dataStartTime: string; dataEndTime: string; content: Buffer }) {
      const reportId = String(90000000000 + ++seq);
      const type = 'GET_V2_SETTLEMENT_REPORT_DATA_FLAT_FILE';
      settlements.push({
        reportId,
        reportType: type,
        marketplaceIds: [],
        createdTime: o.createdTime,
        dataStartTime: o.dataStartTime,
        dataEndTime: o.dataEndTime,
        script: ['DONE'],
        step: 0,
        documentId: `amzn1.spdoc.1.4.eu.${reportId}`,
        content: o.content,
      });
      return reportId;
    },
    count: (path: RegExp, method?: string) =>
      calls.filter((c) => path.test(c.path) && (!method || c.method === method)).length,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
  return fake;
}
