import type { BusinessViewQuery } from '@marketdesk/contracts/business-view';
import { businessViewOps } from '@marketdesk/contracts/operations/business-view';
import { call } from '../../../shared/api/call';

/** The filters of one generated report: what every page and the export send. */
export type BusinessViewFilters = Pick<BusinessViewQuery, 'mp_id' | 'start_date' | 'end_date'>;

/** Query key root of the report's pages (each page adds its filters, page and selection). */
export const businessViewKey = ['business-view'] as const;

/** GET /business_view/download: starts the export of the whole report (sort and search as shown). */
export const startBusinessViewExport = (
  filters: BusinessViewFilters,
  selection: { sort?: string; search?: string },
) => call(businessViewOps.download, { query: { ...filters, ...selection } });
