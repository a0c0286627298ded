import {
  type AutoOrderingGridRow,
  autoOrderingParams,
  readAutoOrderingRows,
} from '@marketdesk/contracts/auto-ordering';
import { autoOrderingOps } from '@marketdesk/contracts/operations/auto-ordering';
import { z } from 'zod';
import { call } from '../../../shared/api/call';
import { useTenantQuery } from '../../../shared/api/tenant-query';

export interface AutoOrderingRequest {
  warehouse_id: number;
  start: string;
  end: string;
  coverage_days: number;
}

/**
 * GET /warehouse-marketplaces/admin/multi-channel-sales-report. The answer is read as the spec asks of the
 * screen (section 5), not by the row schema: anything but an array is refused with the spec's text and rows
 * without a numeric fk_sku_id are dropped, so the operation is called with its answer taken as it comes.
 */
export async function getAutoOrderingReport(
  r: AutoOrderingRequest,
  signal?: AbortSignal,
): Promise<AutoOrderingGridRow[]> {
  const raw = await call(
    { ...autoOrderingOps.report, answer: z.unknown() },
    { query: autoOrderingParams(r), signal },
  );
  return readAutoOrderingRows(raw);
}

/** The report of the last Fetch Report (nothing before the first). */
export function useAutoOrderingReport(request: AutoOrderingRequest | null) {
  return useTenantQuery({
    queryKey: ['auto-ordering', 'report', request],
    queryFn: ({ signal }) => getAutoOrderingReport(request!, signal),
    enabled: request !== null,
    // A report is a forecast of the moment: fetched again only when asked (Fetch Report).
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
