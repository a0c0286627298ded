/** The Amazon Ads API connector (DESIGN section 9, "Connectors"): the profile client; capabilities beside it. */
export {
  type AdsApiClient,
  type AdsApiConnector,
  type AdsApiProfile,
  type AdsRequest,
  adsApiConnector,
} from './connector';
export { adsApiEndpoint, adsTokenUrl } from './endpoints';
export {
  ADS_REPORT_STATUSES,
  type AdsReport,
  AdsReportFileError,
  type AdsReportingClient,
  type AdsReportStatus,
  adsReporting,
  CREATE_REPORT_MEDIA_TYPE,
  type CreateAdsReport,
  duplicateReportId,
  readReportFile,
} from './reporting';
export {
  parseMultiStatus,
  SP_CALLS,
  type SpCall,
  type SpItemResult,
  type SpManagement,
  type SpOperation,
  spManagement,
} from './sp-management';
