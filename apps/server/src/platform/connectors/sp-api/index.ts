/** The Selling Partner API connector (DESIGN section 9, "Connectors"): one client per capability. */

export { type SpApiConnector, type SpApiStore, spApiConnector } from './connector';
export { decodeReportDocument, isGzip, MAX_REPORT_BYTES, ReportDocumentError } from './document';
export { amazonMarketplaceId, spApiEndpoint } from './endpoints';
export { type AccessTokens, type LwaCredentials, lwaAccessTokens } from './lwa';
export {
  type CreateReportSpec,
  type GetReportsQuery,
  PROCESSING_STATUSES,
  type ProcessingStatus,
  type ReportsClient,
  reportsClient,
  type SpReport,
  type SpReportDocument,
} from './reports';
