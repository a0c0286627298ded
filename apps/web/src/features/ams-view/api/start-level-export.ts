import { amsViewOps } from '@marketdesk/contracts/operations/ams-view';
import type { TaskStarted } from '@marketdesk/contracts/tasks';
import { call } from '../../../shared/api/call';
import { type AmsGridRequest, negativesQuery } from './get-level';

/** GET /ams-view/{level}[/{adGroupId}]/export: starts the level's CSV as a background task. */
export function startAmsExport(r: AmsGridRequest): Promise<TaskStarted> {
  const params = { adGroupId: r.adGroupId ?? '' };
  switch (r.level) {
    case 'ad-groups':
      return call(amsViewOps.exportAdGroups, { query: r.query });
    case 'ad-products':
      return call(amsViewOps.exportAdProducts, { params, query: r.query });
    case 'targets':
      return call(amsViewOps.exportTargets, { params, query: r.query });
    case 'search-terms':
      return call(amsViewOps.exportSearchTerms, {
        params,
        query: { ...r.query, ...(r.target ? { target: r.target } : {}) },
      });
    default:
      return call(amsViewOps.exportNegatives, { params, query: negativesQuery(r.query) });
  }
}
