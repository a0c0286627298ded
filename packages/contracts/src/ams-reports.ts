/**
 * The Amazon Ads API report pipeline (issue 21 item 2): the Sponsored Products v3 report types it requests and
 * the statuses of one report request (`ad_report_requests.status`, spec 03 section 4 "AMS report statuses").
 */

/** The four Sponsored Products v3 `reportTypeId`s the pipeline requests daily, with their screen labels. */
export const AMS_REPORT_TYPES = [
  { id: 'spSearchTerm', label: 'Sponsored Products Search Terms' },
  { id: 'spTargeting', label: 'Sponsored Products Targeting' },
  { id: 'spAdvertisedProduct', label: 'Sponsored Products Advertised Products' },
  { id: 'spCampaigns', label: 'Sponsored Products Campaigns' },
] as const;
export type AmsReportType = (typeof AMS_REPORT_TYPES)[number]['id'];
export const AMS_REPORT_TYPE_IDS = AMS_REPORT_TYPES.map((t) => t.id) as AmsReportType[];
export const amsReportTypeLabel = (id: string): string =>
  AMS_REPORT_TYPES.find((t) => t.id === id)?.label ?? id;

/**
 * Where one report request stands. REQUESTED: row made, create call not answered yet. POLLING: created at Amazon
 * (PENDING). PROCESSING: Amazon is generating it. SUCCESS: downloaded and imported. FAILED_*: the step that failed.
 */
export const AMS_REPORT_STATUSES = [
  'REQUESTED',
  'POLLING',
  'PROCESSING',
  'SUCCESS',
  'FAILED_REQUEST',
  'FAILED_POLLING',
  'FAILED_PROCESSING',
  'FAILED_DOWNLOADING',
] as const;
export type AmsReportStatus = (typeof AMS_REPORT_STATUSES)[number];

/** Spec 03 section 4: pending, successful and failed (any status starting with FAILED). */
export const AMS_PENDING_STATUSES = [
  'REQUESTED',
  'POLLING',
  'PROCESSING',
] as const satisfies readonly AmsReportStatus[];
export const AMS_SUCCESS_STATUSES = ['SUCCESS'] as const satisfies readonly AmsReportStatus[];
export const isAmsFailedStatus = (status: string) => status.startsWith('FAILED');
export const isAmsPendingStatus = (status: string) =>
  (AMS_PENDING_STATUSES as readonly string[]).includes(status);
/** Turn-around time is computed only for finished statuses (SUCCESS or FAILED_*). */
export const isAmsFinishedStatus = (status: string) => status === 'SUCCESS' || isAmsFailedStatus(status);
