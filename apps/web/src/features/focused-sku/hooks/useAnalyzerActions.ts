import { type FocusedSkuAnalysis, FOCUSED_SKU_TEXT as T } from '@marketdesk/contracts/focused-sku';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorStatus } from '../../../shared/api/errors';
import { useNotify } from '../../../shared/feedback/notify';
import { useSession } from '../../../shared/session/store';
import { analyzeSkus } from '../api/analyze-skus';
import { analyzerKeys } from '../api/keys';
import { invalidateFocusedFlag } from '../api/query-roots';
import { changedCount, setFocus, setFocusOfMany } from '../api/set-focus';
import { downloadExport } from '../components/exports';
import { bulkBlocked, recordBulkRun } from './bulk-block';

/**
 * The screen's actions on a marketplace (spec 02 sections 2, 4 and 8): Refresh Data, Analyze on the selection,
 * the focus toggles and the exports. Each success reads the marketplace's list (and details) again; a focus
 * change also clears Manage Focused SKUs' lists (api/query-roots).
 */
export function useAnalyzerActions(mpId: number | null) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { selectedClientId } = useSession();
  const reread = () =>
    mpId === null
      ? Promise.resolve()
      : queryClient.invalidateQueries({ queryKey: analyzerKeys.marketplace(mpId) });

  /**
   * Refresh Data: the analysis of every SKU of the marketplace ('Successfully analyzed N SKU(s)', or 'Failed to
   * refresh SKUs'), then the list again. Within the 15-minute block only the list is read again ('Analysis
   * refreshed successfully', or 'Failed to refresh analysis').
   */
  const refresh = useMutation({
    mutationFn: async (id: number) => {
      if (bulkBlocked(queryClient, selectedClientId, id)) {
        notify.info(T.allFocusedRefreshing);
        try {
          await queryClient.invalidateQueries(
            { queryKey: analyzerKeys.marketplace(id) },
            { throwOnError: true },
          );
          notify.success(T.analysisRefreshed);
        } catch (error) {
          notify.failure(error, T.refreshAnalysisFailed);
        }
        return;
      }
      notify.info(T.refreshingFocused);
      try {
        const answer = await analyzeSkus(id, { all: true });
        recordBulkRun(queryClient, selectedClientId, id);
        if (answer.count > 0) notify.success(T.analyzedSuccessfully(answer.count));
        else notify.info(T.noneAnalyzed);
      } catch (error) {
        notify.failure(error, T.refreshSkusFailed);
      }
      await reread();
    },
  });

  /** Analyze on the selected SKUs: their analysis, then the list again, then 'N SKUs analyzed'. */
  const analyze = useMutation({
    mutationFn: async ({ id, asins }: { id: number; asins: string[] }) => {
      const answer = await analyzeSkus(id, { asins });
      await reread();
      return answer;
    },
    onSuccess: (answer) => {
      if (answer.count > 0) notify.success(T.analyzed(answer.count));
      else notify.info(T.noneAnalyzed);
    },
    onError: (error) => notify.failure(error, T.analyzeFailed),
  });

  /** One SKU's focus toggle (card, row or detail dialog). */
  const focus = useMutation({
    mutationFn: ({ id, r }: { id: number; r: FocusedSkuAnalysis }) =>
      setFocus(id, r.product_id, !r.isFocused),
    onSuccess: (answer) => {
      notify.success(answer.focused ? T.addedToFocused : T.removedFromFocused);
      return invalidateFocusedFlag(queryClient);
    },
    onError: (error) =>
      errorStatus(error) === 404
        ? notify.error(T.statusNotFound)
        : notify.failure(error, T.focusedStatusFailed),
  });

  /**
   * Add to Focus on the selection: every selected SKU not focused yet, then 'N SKUs added to focus', N the SKUs
   * whose flag the server says it changed (not those that were focused already).
   */
  const addToFocus = useMutation({
    mutationFn: async ({ id, records }: { id: number; records: FocusedSkuAnalysis[] }) => {
      const unfocused = records.filter((r) => !r.isFocused).map((r) => r.product_id);
      return changedCount(await setFocusOfMany(id, unfocused, true));
    },
    onSuccess: (n) => notify.success(T.bulkAdded(n)),
    onError: (error) => notify.failure(error, T.bulkFailed),
    // Also after a failure: the SKUs that did change show their flag.
    onSettled: () => invalidateFocusedFlag(queryClient),
  });

  const exportRecords = (records: FocusedSkuAnalysis[], format: 'csv' | 'json') => {
    try {
      downloadExport(records, format);
      notify.success(format === 'csv' ? T.exportedCsv(records.length) : T.exported(records.length));
    } catch {
      notify.error(T.exportDataFailed);
    }
  };

  return {
    refreshing: refresh.isPending,
    refresh: () => mpId !== null && refresh.mutate(mpId),
    analyzing: analyze.isPending,
    analyze: (asins: string[], done?: () => void) =>
      mpId !== null && analyze.mutate({ id: mpId, asins }, { onSuccess: done }),
    focusing: focus.isPending || addToFocus.isPending,
    toggleFocus: (r: FocusedSkuAnalysis) => mpId !== null && focus.mutate({ id: mpId, r }),
    addToFocus: (records: FocusedSkuAnalysis[]) => mpId !== null && addToFocus.mutate({ id: mpId, records }),
    exportRecords,
  };
}
