import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useCallback, useEffect, useState } from 'react';
import { useSession } from '../../../shared/session/store';
import { type DashboardFilters, type DashboardRequest, defaultFilters, toRequest } from './filters';
import { DASHBOARD_TEXT } from './messages';

/** The parts of the dashboard that GO, Reset and Refresh reload (not SKU suggestions or marketplaces). */
const LOADED = new Set(['sales', 'marketing', 'forecast']);

/**
 * The filter form (draft) and the last used filters (applied: what the sales, marketing and forecast calls ask
 * for). Defaults load once on open; GO applies the form; Reset restores and applies the defaults; Refresh asks
 * again with the last used filters and does nothing before any were used. The selected client is part of
 * every query key, so changing it reloads the dashboard with the same filters.
 */
export function useDashboardFilters() {
  const { selectedClientId } = useSession();
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const [draft, setDraft] = useState<DashboardFilters>(() => defaultFilters());
  const [applied, setApplied] = useState<DashboardRequest | null>(() =>
    selectedClientId === null ? null : toRequest(defaultFilters()),
  );

  useEffect(() => {
    if (selectedClientId !== null) setApplied((current) => current ?? toRequest(defaultFilters()));
  }, [selectedClientId]);

  const reload = useCallback(
    () =>
      queryClient.invalidateQueries({
        predicate: (q) => q.queryKey[0] === 'dashboard' && LOADED.has(String(q.queryKey[1])),
      }),
    [queryClient],
  );

  const apply = useCallback(
    (next: DashboardRequest) => {
      setApplied((current) => {
        // The same filters again: the query key does not change, so ask explicitly.
        if (current && JSON.stringify(current) === JSON.stringify(next)) void reload();
        return next;
      });
    },
    [reload],
  );

  const go = useCallback(() => {
    if (selectedClientId === null) {
      enqueueSnackbar(DASHBOARD_TEXT.noClient, { variant: 'warning' });
      return;
    }
    apply(toRequest(draft));
  }, [selectedClientId, draft, apply, enqueueSnackbar]);

  const reset = useCallback(() => {
    const defaults = defaultFilters();
    setDraft(defaults);
    if (selectedClientId !== null) apply(toRequest(defaults));
    enqueueSnackbar(DASHBOARD_TEXT.reset, { variant: 'info' });
  }, [selectedClientId, apply, enqueueSnackbar]);

  const refresh = useCallback(() => {
    if (applied !== null) void reload();
  }, [applied, reload]);

  const update = useCallback(
    (patch: Partial<DashboardFilters>) => setDraft((current) => ({ ...current, ...patch })),
    [],
  );

  return { draft, update, applied, go, reset, refresh };
}

export type DashboardFiltersState = ReturnType<typeof useDashboardFilters>;
