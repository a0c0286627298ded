import { useCallback, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  defaultReportFilters,
  filtersFromSearch,
  filtersToSearch,
  type ReportFilters,
  withoutFilters,
} from './report-filters';

interface Options<R> {
  /** What the report's calls ask for, made from the applied filters (e.g. an end after today sent as today). */
  toRequest(filters: ReportFilters): R;
  /** The report's defaults; month start through today, USD and no other filter unless given. */
  defaults?: () => ReportFilters;
  /** False while the report cannot load (no client selected): nothing is applied and GO calls onBlocked. */
  enabled: boolean;
  onBlocked?(): void;
  /** After Reset (e.g. its toast). */
  onReset?(): void;
  /** Asks the report's calls again (Refresh, or GO with the filters already applied). */
  reload(): unknown;
}

/**
 * The filter form (draft) and the applied filters of a report. The applied filters live in the address's query
 * string (replaced, not pushed: Back still leaves the report), so a report can be linked; without any there the
 * defaults apply, and an address changed from outside sets the form too. GO applies the form; Reset restores and applies the defaults; Refresh asks again with the
 * applied filters and does nothing before the report can load.
 */
export function useReportFilters<R>({
  toRequest,
  defaults = defaultReportFilters,
  enabled,
  onBlocked,
  onReset,
  reload,
}: Options<R>) {
  const [params, setParams] = useSearchParams();
  const [initial] = useState(defaults);
  const search = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the search text stands for the params object
  const fromUrl = useMemo(() => filtersFromSearch(params, initial), [search, initial]);
  const appliedFilters = fromUrl ?? initial;
  const [draft, setDraft] = useState<ReportFilters>(appliedFilters);
  // The address changed from outside (a link, the menu): the form shows what now applies. After GO or Reset
  // the form already holds it (kept as the user arranged it).
  const appliedKey = fromUrl === null ? '' : filtersToSearch(fromUrl).toString();
  const [seenKey, setSeenKey] = useState(appliedKey);
  const ownKey = useRef<string | null>(null);
  if (seenKey !== appliedKey) {
    setSeenKey(appliedKey);
    if (ownKey.current !== appliedKey) setDraft(appliedFilters);
  }
  const request = useMemo(() => toRequest(appliedFilters), [toRequest, appliedFilters]);
  const applied = enabled ? request : null;

  const apply = useCallback(
    (next: ReportFilters, clear = false) => {
      // The same filters again (same address or same request): the query keys do not change, so ask explicitly.
      const same =
        filtersToSearch(next).toString() === filtersToSearch(appliedFilters).toString() ||
        JSON.stringify(toRequest(next)) === JSON.stringify(request);
      if (same) void reload();
      ownKey.current = clear ? '' : filtersToSearch(next).toString();
      setParams((current) => (clear ? withoutFilters(current) : filtersToSearch(next, current)), {
        replace: true,
      });
    },
    [toRequest, request, appliedFilters, reload, setParams],
  );

  const go = useCallback(() => {
    if (!enabled) {
      onBlocked?.();
      return;
    }
    apply(draft);
  }, [enabled, draft, apply, onBlocked]);

  const reset = useCallback(() => {
    const next = defaults();
    setDraft(next);
    if (enabled) apply(next, true);
    onReset?.();
  }, [defaults, enabled, apply, onReset]);

  const refresh = useCallback(() => {
    if (enabled) void reload();
  }, [enabled, reload]);

  const update = useCallback(
    (patch: Partial<ReportFilters>) => setDraft((current) => ({ ...current, ...patch })),
    [],
  );

  return { draft, update, applied, appliedFilters, go, reset, refresh };
}

export type ReportFiltersState<R> = ReturnType<typeof useReportFilters<R>>;
