import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AdsApiFake, startAdsApiFake } from '../../../../test/ads-api-fake';
import { ConnectorError } from '../http';
import { adsApiConnector } from './connector';
import {
  AdsReportFileError,
  adsReporting,
  CREATE_REPORT_MEDIA_TYPE,
  type CreateAdsReport,
  duplicateReportId,
  readReportFile,
} from './reporting';

let fake: AdsApiFake;
let delays: number[];
const quiet = { info() {}, warn() {}, error() {} };

const request = (o: Partial<CreateAdsReport> = {}): CreateAdsReport => ({
  name: 'Marketdesk spCampaigns 2025-03-05..2025-03-08 #1',
  startDate: '2025-03-05',
  endDate: '2025-03-08',
  configuration: {
    adProduct: 'SPONSORED_PRODUCTS',
    groupBy: ['campaign', 'adGroup'],
    columns: ['date', 'campaignId', 'adGroupId', 'impressions', 'clicks', 'cost'],
    reportTypeId: 'spCampaigns',
    timeUnit: 'DAILY',
    format: 'GZIP_JSON',
  },
  ...o,
});

const reporting = (limits?: Parameters<typeof adsReporting>[1]) =>
  adsReporting(
    adsApiConnector({
      config: { ADS_API_ENDPOINT: fake.url, ADS_TOKEN_URL: `${fake.url}/auth/o2/token` },
      log: quiet,
      http: { sleep: async (ms) => void delays.push(ms), random: () => 0.5 },
    }).client({ countryCode: 'US', profileId: '3220000000001', credentials: fake.credentials }),
    limits,
  );

beforeAll(async () => {
  fake = await startAdsApiFake();
});
afterAll(() => fake.close());
beforeEach(() => {
  delays = [];
  fake.reset();
});

describe('the Ads API reporting client', () => {
  it('creates a report with the versioned media type, the profile scope and the client id, then reads its status', async () => {
    const client = reporting();
    const created = await client.createReport(request());
    expect(created).toMatchObject({ kind: 'created', report: { status: 'PENDING' } });
    const call = fake.calls.find((c) => c.method === 'POST' && c.path === '/reporting/reports')!;
    expect(call.headers['content-type']).toBe(CREATE_REPORT_MEDIA_TYPE);
    expect(call.headers['amazon-advertising-api-scope']).toBe('3220000000001');
    expect(call.headers['amazon-advertising-api-clientid']).toBe(fake.credentials.clientId);
    expect(call.headers.authorization).toMatch(/^Bearer Atza\|ads-fake-access-\d+$/);
    expect(JSON.parse(call.body)).toEqual(request());
    if (created.kind !== 'created') throw new Error('not created');
    const id = created.report.reportId;
    expect((await client.getReport(id)).status).toBe('PENDING');
    expect((await client.getReport(id)).status).toBe('PROCESSING');
    const done = await client.getReport(id);
    expect(done.status).toBe('COMPLETED');
    expect(done.url).toMatch(/X-Amz-Signature=/);
  });

  it('attaches to the report a 425 names when an identical create is re-sent after its answer was lost', async () => {
    fake.loseCreateAnswers(1);
    const before = fake.reports().length;
    const answer = await reporting().createReport(request({ name: 'lost answer #2' }));
    const made = fake.reports().slice(before);
    expect(made).toHaveLength(1);
    expect(answer).toEqual({ kind: 'duplicate', reportId: made[0]!.reportId });
    // 502 (retried by the shared policy), then 425.
    expect(delays).toHaveLength(1);
  });

  it('waits out a 429 for exactly the Retry-After it is given, then succeeds', async () => {
    fake.throttle(2, 7);
    const created = await reporting().createReport(request({ name: 'throttled #3' }));
    expect(created.kind).toBe('created');
    expect(delays).toEqual([7000, 7000]);
  });

  it('refuses for good on a 400, naming the detail, without retrying', async () => {
    const before = fake.count(/^\/reporting\/reports$/, 'POST');
    const error = await reporting()
      .createReport(request({ name: 'too long #4', startDate: '2025-01-01', endDate: '2025-03-08' }))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConnectorError);
    expect((error as ConnectorError).status).toBe(400);
    expect((error as ConnectorError).message).toBe(
      'createReport was refused: 400 400: The maximum date range is 31 days',
    );
    expect(fake.count(/^\/reporting\/reports$/, 'POST')).toBe(before + 1);
  });

  it('downloads a finished report: gzip JSON rows of the requested columns', async () => {
    fake.rows(() => [
      {
        date: '2025-03-06',
        campaignId: 11,
        adGroupId: 21,
        impressions: 100,
        clicks: 4,
        cost: 2.5,
        sales7d: 9,
      },
    ]);
    const client = reporting();
    const created = await client.createReport(request({ name: 'download #5' }));
    if (created.kind !== 'created') throw new Error('not created');
    let report = await client.getReport(created.report.reportId);
    while (report.status !== 'COMPLETED') report = await client.getReport(created.report.reportId);
    const file = await client.download(report.url!);
    expect(file.rows).toEqual([
      { date: '2025-03-06', campaignId: 11, adGroupId: 21, impressions: 100, clicks: 4, cost: 2.5 },
    ]);
    expect(JSON.parse(file.json.toString('utf8'))).toEqual(file.rows);
  });

  it('refuses a download that is not gzip, with a clear error', async () => {
    fake.corrupt('spCampaigns');
    const client = reporting();
    const created = await client.createReport(request({ name: 'corrupt #6' }));
    if (created.kind !== 'created') throw new Error('not created');
    let report = await client.getReport(created.report.reportId);
    while (report.status !== 'COMPLETED') report = await client.getReport(created.report.reportId);
    const error = await client.download(report.url!).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AdsReportFileError);
    expect((error as Error).message).toBe(
      'The report file is not gzip data (it does not start with the gzip signature 1f 8b; it starts with 3c3f)',
    );
  });

  it('bounds a report file, compressed and decompressed', async () => {
    fake.rows(() => Array.from({ length: 200 }, (_, i) => ({ date: '2025-03-06', campaignId: i })));
    const client = reporting({ maxBytes: 100, maxUnzippedBytes: 1_000_000 });
    const created = await client.createReport(request({ name: 'large #7' }));
    if (created.kind !== 'created') throw new Error('not created');
    let report = await client.getReport(created.report.reportId);
    while (report.status !== 'COMPLETED') report = await client.getReport(created.report.reportId);
    await expect(client.download(report.url!)).rejects.toThrow(
      /^The report file is (\d+ bytes, )?more than the 100 bytes a report may have$/,
    );
    const big = gzipSync(Buffer.from(JSON.stringify(Array.from({ length: 1000 }, () => ({ a: 1 })))));
    await expect(readReportFile(big, { maxBytes: 1e6, maxUnzippedBytes: 500 })).rejects.toThrow(
      'The report file is more than 500 bytes decompressed, more than a report may have',
    );
  });

  it('refuses gzip data that is truncated, not JSON, or not an array of rows', async () => {
    const whole = gzipSync(Buffer.from('[{"a":1}]'));
    await expect(readReportFile(whole.subarray(0, whole.length - 6))).rejects.toThrow(
      /^The report file is corrupt gzip data/,
    );
    await expect(readReportFile(gzipSync(Buffer.from('<html>')))).rejects.toThrow(
      /^The report file is not JSON/,
    );
    await expect(readReportFile(gzipSync(Buffer.from('{"rows":[]}')))).rejects.toThrow(
      'The report file is not a JSON array of rows',
    );
    expect((await readReportFile(gzipSync(Buffer.from('[]')))).rows).toEqual([]);
  });

  it('reads the report id of a 425 answer', () => {
    expect(
      duplicateReportId('createReport was refused: 425 425: The Request is a duplicate of : 4c8a-77b1'),
    ).toBe('4c8a-77b1');
    expect(duplicateReportId('createReport was refused: 425 Too Early')).toBeNull();
  });
});
