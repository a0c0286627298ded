import { z } from 'zod';
import { ConnectorError, type HttpDeps, send } from '../http';
import { decodeReportDocument, MAX_REPORT_BYTES, readLimited } from './document';
import type { AccessTokens, LwaCredentials } from './lwa';

/** Amazon's processing statuses of a report (Reports API 2021-06-30). */
export const PROCESSING_STATUSES = ['IN_QUEUE', 'IN_PROGRESS', 'DONE', 'CANCELLED', 'FATAL'] as const;
export type ProcessingStatus = (typeof PROCESSING_STATUSES)[number];

const report = z.object({
  reportId: z.string(),
  reportType: z.string(),
  processingStatus: z.enum(PROCESSING_STATUSES),
  createdTime: z.string(),
  dataStartTime: z.string().optional(),
  dataEndTime: z.string().optional(),
  processingStartTime: z.string().optional(),
  processingEndTime: z.string().optional(),
  reportDocumentId: z.string().optional(),
  marketplaceIds: z.array(z.string()).optional(),
});
export type SpReport = z.infer<typeof report>;

const created = z.object({ reportId: z.string().min(1) });
const reportList = z.object({ reports: z.array(report), nextToken: z.string().optional() });
const reportDocument = z.object({
  reportDocumentId: z.string(),
  url: z.string().url(),
  compressionAlgorithm: z.string().optional(),
});
export type SpReportDocument = z.infer<typeof reportDocument>;

export interface CreateReportSpec {
  reportType: string;
  marketplaceIds: string[];
  dataStartTime?: string;
  dataEndTime?: string;
}

export interface GetReportsQuery {
  reportTypes: string[];
  processingStatuses?: ProcessingStatus[];
  marketplaceIds?: string[];
  createdSince?: string;
  pageSize?: number;
  /** Another page of an earlier query (Amazon then takes no other parameter). */
  nextToken?: string;
}

/** The Reports API capability of the SP-API connector, for one store. */
export interface ReportsClient {
  createReport(spec: CreateReportSpec): Promise<{ reportId: string }>;
  getReport(reportId: string): Promise<SpReport>;
  getReports(query: GetReportsQuery): Promise<{ reports: SpReport[]; nextToken?: string }>;
  getReportDocument(reportDocumentId: string): Promise<SpReportDocument>;
  /** The document's bytes, checked for the gzip signature and decompressed (ReportDocumentError if unusable). */
  download(document: SpReportDocument): Promise<Buffer>;
}

const PATH = '/reports/2021-06-30';

/** The Reports API at `endpoint` with the store's credentials; every call carries a cached access token. */
export function reportsClient(deps: {
  http: HttpDeps;
  tokens: AccessTokens;
  credentials: LwaCredentials;
  endpoint: string;
  maxReportBytes?: number;
}): ReportsClient {
  const { http, tokens, credentials, endpoint } = deps;
  const maxBytes = deps.maxReportBytes ?? MAX_REPORT_BYTES;

  async function call<T>(operation: string, schema: z.ZodType<T>, path: string, init: RequestInit = {}) {
    const token = await tokens.get(credentials);
    let res: Response;
    try {
      res = await send(http, operation, `${endpoint}${path}`, {
        ...init,
        headers: { ...init.headers, accept: 'application/json', 'x-amz-access-token': token },
      });
    } catch (error) {
      // A token Amazon no longer takes is exchanged afresh on the next call.
      if (error instanceof ConnectorError && (error.status === 401 || error.status === 403))
        tokens.forget(credentials);
      throw error;
    }
    const parsed = schema.safeParse(await res.json().catch(() => null));
    if (!parsed.success)
      throw new ConnectorError(`${operation} answered in an unexpected shape`, res.status, operation);
    return parsed.data;
  }

  return {
    createReport: (spec) =>
      call('createReport', created, `${PATH}/reports`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(spec),
      }),

    getReport: (reportId) => call('getReport', report, `${PATH}/reports/${encodeURIComponent(reportId)}`),

    getReports(q) {
      const params = new URLSearchParams();
      if (q.nextToken) params.set('nextToken', q.nextToken);
      else {
        params.set('reportTypes', q.reportTypes.join(','));
        if (q.processingStatuses?.length) params.set('processingStatuses', q.processingStatuses.join(','));
        if (q.marketplaceIds?.length) params.set('marketplaceIds', q.marketplaceIds.join(','));
        if (q.createdSince) params.set('createdSince', q.createdSince);
        params.set('pageSize', String(q.pageSize ?? 100));
      }
      return call('getReports', reportList, `${PATH}/reports?${params}`);
    },

    getReportDocument: (id) =>
      call('getReportDocument', reportDocument, `${PATH}/documents/${encodeURIComponent(id)}`),

    async download(document) {
      // A presigned URL: no token, and never logged (its query is the credential).
      const res = await send(http, 'downloadReportDocument', document.url);
      return decodeReportDocument(await readLimited(res, maxBytes), document.compressionAlgorithm, maxBytes);
    },
  };
}
