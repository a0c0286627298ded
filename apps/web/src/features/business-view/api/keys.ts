import type { BusinessViewQuery } from '@marketdesk/contracts/business-view';

/** The filters of one generated report: what every page and the export send. */
export type BusinessViewFilters = Pick<BusinessViewQuery, 'mp_id' | 'start_date' | 'end_date'>;

/** Query key root of the report's pages (each page adds its filters, page and selection). */
export const businessViewKey = ['business-view'] as const;
