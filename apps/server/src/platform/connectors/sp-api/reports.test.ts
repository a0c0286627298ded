import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { flatFile, type SpApiFake, startSpApiFake } from '../../../../test/sp-api-fake';
import { ConnectorError } from '../http';
import { spApiConnector } from './connector';
import { decodeReportDocument, ReportDocumentError } from './document';

let fake: SpApiFake;
let clock: Date;
let delays: number[];
const silent = { info: () => {}, warn: () => {}, error: () => {} };

function connector() {
  return spApiConnector({
    config: { SP_API_ENDPOINT: fake.url, LWA_TOKEN_URL: `${fake.url}/auth/o2/token` },
    log: silent,
    now: () => clock,
    // No real waiting: the delay is recorded and the next attempt follows at once.
    http: { sleep: async (ms) => void delays.push(ms), random: () => 0.5 },
  });
}
const reportsOf = (c = connector()) => c.reports({ countryCode: 'DE', credentials: fake.credentials });

beforeAll(async () => {
  fake = await startSpApiFake();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.calls.length = 0;
  clock = new Date('2025-03-10T08:00:00Z');
  delays = [];
});

describe('token exchange', () => {
  it('exchanges the refresh token once and reuses the access token until shortly before it expires', async () => {
    const reports = reportsOf();
    const { reportId } = await reports.createReport({
      reportType: 'GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA',
      marketplaceIds: ['A1PA6795UKMFR9'],
    });
    await reports.getReport(reportId);
    await reports.getReport(reportId);
    expect(fake.count(/^\/auth\/o2\/token$/)).toBe(1);
    const form = new URLSearchParams(fake.calls[0]!.body);
    expect(Object.fromEntries(form)).toEqual({
      grant_type: 'refresh_token',
      refresh_token: fake.credentials.refreshToken,
      client_id: fake.credentials.clientId,
      client_secret: fake.credentials.clientSecret,
    });
    clock = new Date(clock.getTime() + 3600_000 - 30_000); // within the last minute of its life
    await reports.getReport(reportId);
    expect(fake.count(/^\/auth\/o2\/token$/)).toBe(2);
  });

  it('refuses wrong credentials without retrying (a 4xx is final)', async () => {
    const reports = connector().reports({
      countryCode: 'DE',
      credentials: { ...fake.credentials, refreshToken: 'Atzr|revoked' },
    });
    const error = await reports.getReport('1').catch((e) => e);
    expect(error).toBeInstanceOf(ConnectorError);
    expect(error.message).toBe(
      'token was refused: 400 invalid_grant: The request has an invalid grant parameter',
    );
    expect(fake.count(/^\/auth\/o2\/token$/)).toBe(1);
    expect(delays).toEqual([]);
  });
});

describe('throttling and server errors', () => {
  it('backs off exponentially on 429 and then succeeds, in a bounded number of calls', async () => {
    const reports = reportsOf();
    fake.throttle(3);
    const { reportId } = await reports.createReport({
      reportType: 'GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA',
      marketplaceIds: ['X'],
    });
    expect(reportId).toMatch(/^\d+$/);
    expect(fake.count(/^\/reports\/2021-06-30\/reports$/, 'POST')).toBe(4);
    // random() = 0.5: three quarters of 1 s, 2 s, 4 s.
    expect(delays).toEqual([750, 1500, 3000]);
  });

  it('honours Retry-After', async () => {
    fake.throttle(1, 7);
    await reportsOf().getReports({ reportTypes: ['GET_V2_SETTLEMENT_REPORT_DATA_FLAT_FILE'] });
    expect(delays).toEqual([7000]);
  });

  it('gives up after five attempts with a clear error, never looping', async () => {
    fake.throttle(50);
    const error = await reportsOf()
      .getReport('1')
      .catch((e) => e);
    expect(error).toBeInstanceOf(ConnectorError);
    expect(error.status).toBe(429);
    expect(error.message).toMatch(/^getReport throttled after 5 attempts: 429 QuotaExceeded/);
    expect(fake.count(/^\/reports\//)).toBe(5);
    expect(delays).toHaveLength(4);
    fake.throttle(0);
  });

  it('retries a 503 and does not retry a 404', async () => {
    fake.fail(1);
    const reports = reportsOf();
    await reports.getReports({ reportTypes: ['GET_V2_SETTLEMENT_REPORT_DATA_FLAT_FILE'] });
    expect(delays).toHaveLength(1);
    const error = await reports.getReport('does-not-exist').catch((e) => e);
    expect(error.status).toBe(404);
    expect(delays).toHaveLength(1);
  });
});

describe('report documents', () => {
  const text = flatFile('GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA', [
    { sku: 'A-1', 'afn-fulfillable-quantity': '4' },
  ]);

  it('decompresses by the gzip signature, whatever was declared', () => {
    expect(decodeReportDocument(gzipSync(text), 'GZIP')).toEqual(text);
    expect(decodeReportDocument(gzipSync(text), undefined)).toEqual(text);
    expect(decodeReportDocument(text, undefined)).toEqual(text);
  });

  it('refuses data declared GZIP without the signature, broken gzip, and a bomb beyond the limit', () => {
    expect(() => decodeReportDocument(text, 'GZIP')).toThrow(ReportDocumentError);
    expect(() => decodeReportDocument(text, 'GZIP')).toThrow(
      /declared GZIP but does not start with the gzip signature/,
    );
    expect(() => decodeReportDocument(gzipSync(text).subarray(0, 20), 'GZIP')).toThrow(/not valid gzip data/);
    expect(() => decodeReportDocument(gzipSync(Buffer.alloc(10_000)), 'GZIP', 1000)).toThrow(
      /larger than 1000 bytes/,
    );
  });

  it('downloads a document through its presigned URL without the access token', async () => {
    fake.content('GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA', text);
    fake.script('GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA', ['DONE']);
    const reports = reportsOf();
    const { reportId } = await reports.createReport({
      reportType: 'GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA',
      marketplaceIds: ['X'],
    });
    const report = await reports.getReport(reportId);
    const document = await reports.getReportDocument(report.reportDocumentId!);
    expect(document.compressionAlgorithm).toBe('GZIP');
    expect(await reports.download(document)).toEqual(text);
  });
});
