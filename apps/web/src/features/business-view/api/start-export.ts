import { businessViewOps } from '@marketdesk/contracts/operations/business-view';
import { call } from '../../../shared/api/call';
import type { BusinessViewFilters } from './keys';

/** GET /business_view/download: starts the export of the whole report (sort and search as shown). */
export const startBusinessViewExport = (
  filters: BusinessViewFilters,
  selection: { sort?: string; search?: string },
) => call(businessViewOps.download, { query: { ...filters, ...selection } });
