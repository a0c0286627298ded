import type {
  AmsAdGroup,
  AmsAdProduct,
  AmsLevel,
  AmsNegative,
  AmsQuery,
  AmsSearchTerm,
  AmsTarget,
  AmsTotals,
} from '@marketdesk/contracts/ams-view';
import { amsViewOps } from '@marketdesk/contracts/operations/ams-view';
import { call } from '../../../shared/api/call';
import { useTenantQuery } from '../../../shared/api/tenant-query';
import { amsKeys } from './keys';

/** What one drill-down level shows. */
export interface AmsGridAnswer {
  'ad-groups': { items: AmsAdGroup[]; totals: AmsTotals };
  'ad-products': { items: AmsAdProduct[]; totals: AmsTotals };
  targets: { items: AmsTarget[]; totals: AmsTotals };
  'search-terms': { items: AmsSearchTerm[]; totals: AmsTotals };
  negatives: { items: AmsNegative[]; totals?: undefined };
}

/** The request of a level: the applied filters, the ad group drilled into and the target of the search terms. */
export interface AmsGridRequest<L extends AmsLevel = AmsLevel> {
  level: L;
  query: AmsQuery;
  adGroupId: string | null;
  target: string | null;
}

export const negativesQuery = (q: AmsQuery) => ({ seller_id: q.seller_id, brand_ids: q.brand_ids });

/** GET /ams-view/{level}[/{adGroupId}]: one level's rows (and totals). */
export async function getAmsGrid<L extends AmsLevel>(
  r: AmsGridRequest<L>,
  signal?: AbortSignal,
): Promise<AmsGridAnswer[L]> {
  const params = { adGroupId: r.adGroupId ?? '' };
  const answer = await (async () => {
    switch (r.level) {
      case 'ad-groups':
        return call(amsViewOps.adGroups, { query: r.query, signal });
      case 'ad-products':
        return call(amsViewOps.adProducts, { params, query: r.query, signal });
      case 'targets':
        return call(amsViewOps.targets, { params, query: r.query, signal });
      case 'search-terms':
        return call(amsViewOps.searchTerms, {
          params,
          query: { ...r.query, ...(r.target ? { target: r.target } : {}) },
          signal,
        });
      default:
        return call(amsViewOps.negatives, { params, query: negativesQuery(r.query), signal });
    }
  })();
  return answer as AmsGridAnswer[L];
}

export function useAmsGrid<L extends AmsLevel>(r: AmsGridRequest<L>) {
  return useTenantQuery({
    queryKey: amsKeys.grid(r.level, r.query, r.adGroupId, r.target),
    queryFn: ({ signal }) => getAmsGrid(r, signal),
  });
}
