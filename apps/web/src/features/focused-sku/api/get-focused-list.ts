import type { FocusedSkuManagerAnswer } from '@marketdesk/contracts/focused-sku';
import { focusedSkuOps } from '@marketdesk/contracts/operations/focused-sku';
import { call } from '../../../shared/api/call';
import { useTenantQuery } from '../../../shared/api/tenant-query';
import { focusedManageKeys } from './keys';

/** GET /focused-sku/list: one page (from 1) of the marketplace's focused SKUs. */
export function getFocusedList(mpId: number, page: number, size: number): Promise<FocusedSkuManagerAnswer> {
  return call(focusedSkuOps.managerList, { query: { mp_id: mpId, page, size } });
}

/**
 * The Focused SKUs tab's page; nothing is asked before a marketplace is chosen. While the next page of the same
 * marketplace loads, the page before stays (dimmed); another marketplace's rows never stand in for it.
 */
export function useFocusedList(mpId: number | null, page: number, size: number) {
  return useTenantQuery({
    queryKey: focusedManageKeys.list(mpId ?? 0, page, size),
    queryFn: () => getFocusedList(mpId!, page, size),
    enabled: mpId !== null,
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === mpId ? previous : undefined,
  });
}
