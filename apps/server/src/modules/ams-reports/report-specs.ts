import type { AmsReportType } from '@marketdesk/contracts/ams-reports';
import type { CreateAdsReport } from '../../platform/connectors/ads-api/reporting';

/**
 * What the pipeline asks Amazon for, per Sponsored Products v3 report type: the `groupBy` and the columns its
 * import reads (docs: guides/reporting/v3/report-types). Every report is DAILY (one row per entity and day, the
 * `date` column) and GZIP_JSON. Metrics: cost → spend, sales7d → sales, purchases7d → orders,
 * unitsSoldClicks7d → units (the 7-day attribution Sponsored Products uses for sellers).
 */

export const METRIC_COLUMNS = [
  'impressions',
  'clicks',
  'cost',
  'purchases7d',
  'sales7d',
  'unitsSoldClicks7d',
] as const;

const CAMPAIGN_COLUMNS = ['campaignId', 'campaignName', 'campaignBudgetCurrencyCode'] as const;
const AD_GROUP_COLUMNS = ['adGroupId', 'adGroupName'] as const;

export const REPORT_SPECS: Record<AmsReportType, { groupBy: string[]; columns: readonly string[] }> = {
  // One row per ad group and day (groupBy campaign + adGroup): the campaign and ad-group entities, their
  // states and budgets, and the ad_group level; the campaign level is the sum of its ad groups' rows.
  spCampaigns: {
    groupBy: ['campaign', 'adGroup'],
    columns: [
      'date',
      ...CAMPAIGN_COLUMNS,
      'campaignStatus',
      'campaignBudgetAmount',
      ...AD_GROUP_COLUMNS,
      'adStatus',
      ...METRIC_COLUMNS,
    ],
  },
  // One row per target (keyword or targeting expression) and day: ad_targets and the target level.
  spTargeting: {
    groupBy: ['targeting'],
    columns: [
      'date',
      ...CAMPAIGN_COLUMNS,
      ...AD_GROUP_COLUMNS,
      'keywordId',
      'keyword',
      'keywordType',
      'matchType',
      'targeting',
      'keywordBid',
      'adKeywordStatus',
      ...METRIC_COLUMNS,
    ],
  },
  // One row per customer search term, target and day: ad_search_terms and the search_term level.
  spSearchTerm: {
    groupBy: ['searchTerm'],
    columns: [
      'date',
      ...CAMPAIGN_COLUMNS,
      ...AD_GROUP_COLUMNS,
      'keywordId',
      'keyword',
      'keywordType',
      'targeting',
      'searchTerm',
      ...METRIC_COLUMNS,
    ],
  },
  // One row per advertised product (ad) and day: ad_products and the ad_product level (the ads rollups).
  spAdvertisedProduct: {
    groupBy: ['advertiser'],
    columns: [
      'date',
      ...CAMPAIGN_COLUMNS,
      ...AD_GROUP_COLUMNS,
      'adId',
      'advertisedAsin',
      'advertisedSku',
      ...METRIC_COLUMNS,
    ],
  },
};

/**
 * The create-report body of one request. The name carries our request id, so a re-sent create of the same
 * request is identical (Amazon answers 425 naming the report it already made) while a re-created request is not.
 */
export function createReportBody(row: {
  id: number;
  profile_id: string;
  report_type: AmsReportType;
  report_start_date: string;
  report_end_date: string;
}): CreateAdsReport {
  const spec = REPORT_SPECS[row.report_type];
  return {
    name: `Marketdesk ${row.report_type} ${row.report_start_date}..${row.report_end_date} #${row.id}`,
    startDate: row.report_start_date,
    endDate: row.report_end_date,
    configuration: {
      adProduct: 'SPONSORED_PRODUCTS',
      groupBy: spec.groupBy,
      columns: [...spec.columns],
      reportTypeId: row.report_type,
      timeUnit: 'DAILY',
      format: 'GZIP_JSON',
    },
  };
}
