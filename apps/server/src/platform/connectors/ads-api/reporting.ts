import { gunzip } from 'node:zlib';
import { z } from 'zod';
import { ConnectorError } from '../http';
import type { AdsApiClient } from './connector';

/**
 * The Amazon Ads API reporting capability (version 3, asynchronous reports): create a report
 * (`POST /reporting/reports`), read its status (`GET /reporting/reports/{reportId}`), and download the finished
 * file from the presigned address Amazon answers (a gzipped JSON array). Built on a profile's client, so every
 * call carries its token, client id and scope, and 429/5xx are retried by the connectors' policy (Retry-After
 * honoured).
 */

/** The media type of a create-report request. */
export const CREATE_REPORT_MEDIA_TYPE = 'application/vnd.createasyncreportrequest.v3+json';

export interface AdsReportConfiguration {
  adProduct: 'SPONSORED_PRODUCTS';
  groupBy: string[];
  columns: string[];
  reportTypeId: string;
  timeUnit: 'DAILY' | 'SUMMARY';
  format: 'GZIP_JSON';
  filters?: { field: string; values: string[] }[];
}

export interface CreateAdsReport {
  name: string;
  /** YYYY-MM-DD, both included. */
  startDate: string;
  endDate: string;
  configuration: AdsReportConfiguration;
}

/** Amazon's report statuses: still being made (PENDING, PROCESSING), done (COMPLETED) or not (FAILED). */
export const ADS_REPORT_STATUSES = ['PENDING', 'PROCESSING', 'COMPLETED', 'FAILED'] as const;
export type AdsReportStatus = (typeof ADS_REPORT_STATUSES)[number];

export const adsReportSchema = z.object({
  reportId: z.string().min(1),
  status: z.enum(ADS_REPORT_STATUSES),
  url: z.string().nullish(),
  urlExpiresAt: z.string().nullish(),
  fileSize: z.number().nullish(),
  failureReason: z.string().nullish(),
  createdAt: z.string().nullish(),
  updatedAt: z.string().nullish(),
});
export type AdsReport = z.infer<typeof adsReportSchema>;

/** What a create call came to: a new report, or Amazon's 425 naming the identical report already in flight. */
export type CreatedReport = { kind: 'created'; report: AdsReport } | { kind: 'duplicate'; reportId: string };

/** The report id Amazon names in a 425 answer ("The Request is a duplicate of : <reportId>"), or null. */
export function duplicateReportId(message: string): string | null {
  return /duplicate of\s*:?\s*([A-Za-z0-9][A-Za-z0-9-]*)/i.exec(message)?.[1] ?? null;
}

/** Bounds of one report file: compressed as downloaded, and decompressed. */
export interface DownloadLimits {
  maxBytes: number;
  maxUnzippedBytes: number;
}
export const DEFAULT_DOWNLOAD_LIMITS: DownloadLimits = {
  maxBytes: 64 * 1024 * 1024,
  maxUnzippedBytes: 512 * 1024 * 1024,
};

/** A downloaded report file that cannot be read (not gzip, too large, not a JSON array). Never retried. */
export class AdsReportFileError extends Error {
  override name = 'AdsReportFileError';
}

export interface DownloadedReport {
  /** The decompressed file: a JSON array of row objects. */
  json: Buffer;
  rows: Record<string, unknown>[];
  /** Size as downloaded (gzip). */
  compressedBytes: number;
}

const GZIP_SIGNATURE = [0x1f, 0x8b] as const;

async function readBounded(res: Response, maxBytes: number): Promise<Buffer> {
  const declared = Number(res.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes)
    throw new AdsReportFileError(
      `The report file is ${declared} bytes, more than the ${maxBytes} bytes a report may have`,
    );
  if (!res.body) return Buffer.alloc(0);
  const parts: Buffer[] = [];
  let size = 0;
  const reader = res.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new AdsReportFileError(`The report file is more than the ${maxBytes} bytes a report may have`);
    }
    parts.push(Buffer.from(value));
  }
  return Buffer.concat(parts, size);
}

const gunzipBounded = (bytes: Buffer, maxOutputLength: number) =>
  new Promise<Buffer>((resolve, reject) =>
    gunzip(bytes, { maxOutputLength }, (error, out) => (error ? reject(error) : resolve(out))),
  );

/**
 * A report file's bytes as rows: checked for the gzip signature (1f 8b) before it is decompressed, bounded
 * when decompressed, and parsed as a JSON array of objects. Every failure is an AdsReportFileError saying why.
 */
export async function readReportFile(
  bytes: Buffer,
  limits: DownloadLimits = DEFAULT_DOWNLOAD_LIMITS,
): Promise<DownloadedReport> {
  if (bytes.length < 2 || bytes[0] !== GZIP_SIGNATURE[0] || bytes[1] !== GZIP_SIGNATURE[1])
    throw new AdsReportFileError(
      `The report file is not gzip data (it does not start with the gzip signature 1f 8b; it starts with ${
        bytes.subarray(0, 2).toString('hex') || 'nothing'
      })`,
    );
  let json: Buffer;
  try {
    json = await gunzipBounded(bytes, limits.maxUnzippedBytes);
  } catch (error) {
    const e = error as NodeJS.ErrnoException;
    if (e.code === 'ERR_BUFFER_TOO_LARGE' || /maxOutputLength|too large/i.test(e.message))
      throw new AdsReportFileError(
        `The report file is more than ${limits.maxUnzippedBytes} bytes decompressed, more than a report may have`,
      );
    throw new AdsReportFileError(`The report file is corrupt gzip data (${e.message})`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(json.toString('utf8'));
  } catch (error) {
    throw new AdsReportFileError(`The report file is not JSON (${(error as Error).message})`);
  }
  if (!Array.isArray(parsed) || parsed.some((r) => typeof r !== 'object' || r === null || Array.isArray(r)))
    throw new AdsReportFileError('The report file is not a JSON array of rows');
  return { json, rows: parsed as Record<string, unknown>[], compressedBytes: bytes.length };
}

export interface AdsReportingClient {
  readonly profileId: string;
  createReport(request: CreateAdsReport): Promise<CreatedReport>;
  getReport(reportId: string): Promise<AdsReport>;
  /** Downloads and reads a COMPLETED report's file (the presigned `url`; never logged). */
  download(url: string): Promise<DownloadedReport>;
}

/** The reporting calls of one profile's Ads API client. */
export function adsReporting(
  client: AdsApiClient,
  limits: DownloadLimits = DEFAULT_DOWNLOAD_LIMITS,
): AdsReportingClient {
  return {
    profileId: client.profileId,

    async createReport(request) {
      try {
        const report = await client.json('createReport', adsReportSchema, '/reporting/reports', {
          method: 'POST',
          body: request,
          contentType: CREATE_REPORT_MEDIA_TYPE,
        });
        return { kind: 'created', report };
      } catch (error) {
        if (error instanceof ConnectorError && error.status === 425) {
          const reportId = duplicateReportId(error.message);
          if (reportId) return { kind: 'duplicate', reportId };
        }
        throw error;
      }
    },

    getReport: (reportId) =>
      client.json('getReport', adsReportSchema, `/reporting/reports/${encodeURIComponent(reportId)}`),

    async download(url) {
      const res = await client.download('downloadReport', url);
      return readReportFile(await readBounded(res, limits.maxBytes), limits);
    },
  };
}
