import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '../session/store';
import { type FilterFields, fieldsFromSearch, fieldsToSearch, withoutFields } from './filter-fields';
import { forgetChoice, type LastChoiceOwner, lastChoice, rememberChoice } from './last-choice';
import { defaultReportFilters, REPORT_FILTER_FIELDS, type ReportFilters } from './report-filters';

interface Options<R, F> {
  /** The screen's name for its remembered choice (e.g. 'ams-view'); nothing is remembered without one. */
  screen?: string;
  /** Where each filter sits in the address; the shared report filters' fields unless given. */
  fields?: FilterFields<F>;
  /** The report's defaults (the shared report filters': month start through today, USD, nothing else). */
  defaults?: () => F;
  /** What the report's calls ask for, made from the applied filters; null while the report is idle. */
  toRequest(filters: F): R;
  /** Why GO must not apply the form (the screen's rule text), or null; GO then calls onInvalid instead. */
  check?(filters: F): string | null;
  onInvalid?(text: string): void;
  /** False while the report cannot load (no client selected): nothing is applied and GO calls onBlocked. */
  enabled: boolean;
  onBlocked?(): void;
  /** After Reset (e.g. its toast). */
  onReset?(): void;
  /** Asks the report's calls again (Refresh, or GO with the filters already applied). */
  reload(): unknown;
  /**
   * No report from the defaults alone (every filter optional, yet the spec's screen waits for its button): idle
   * until GO, a link or the last choice applies filters.
   */
  idleUntilApplied?: boolean;
}

/**
 * The filter form (draft) and the applied filters of a report screen (DESIGN 4 and 9). The applied filters live
 * in the address's query string (replaced, not pushed: Back still leaves the report), so a reload or a link shows
 * the same report; an address changed from outside sets the form too. Opened without filters in its address, the
 * screen shows the user's last choice for that screen and client (kept in the browser), else its defaults.
 * GO checks and applies the form (goWith a part of it); show applies a part at once (a tab); Reset restores the
 * defaults and forgets the last choice; Refresh asks again.
 */
export function useReportFilters<R, F = ReportFilters>({
  screen,
  fields = REPORT_FILTER_FIELDS as unknown as FilterFields<F>,
  defaults = defaultReportFilters as unknown as () => F,
  toRequest,
  check,
  onInvalid,
  enabled,
  onBlocked,
  onReset,
  reload,
  idleUntilApplied = false,
}: Options<R, F>) {
  const [params, setParams] = useSearchParams();
  const { user, selectedClientId } = useSession();
  const owner: LastChoiceOwner | null =
    screen && user && selectedClientId !== null
      ? { screen, userId: user.id, clientId: selectedClientId }
      : null;
  const ownerKey = owner ? `${owner.screen}.${owner.userId}.${owner.clientId}` : '';
  const [initial] = useState(defaults);
  const search = params.toString();
  // Another client selected while on the screen: the address's filters were the other client's (its ids), so
  // they no longer apply; the screen shows this client's last choice or its defaults, and the address follows.
  const [seenClient, setSeenClient] = useState({ id: selectedClientId, staleSearch: null as string | null });
  if (seenClient.id !== selectedClientId)
    setSeenClient({ id: selectedClientId, staleSearch: seenClient.id === null ? null : search });
  const stale = seenClient.staleSearch === search;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the search text stands for the params object
  const fromUrl = useMemo(
    () => (stale ? null : fieldsFromSearch(fields, params, initial)),
    [search, stale, initial, fields],
  );
  // Reset forgets the stored choice: counted, so the choice read from storage is read again even when the address
  // the screen last committed looks the same (a restored address still in a pending navigation when Reset came).
  const [forgets, setForgets] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the owner key stands for the owner object; forgets re-reads
  const remembered = useMemo(
    () => (fromUrl === null && owner ? lastChoice(owner, fields, initial) : null),
    [fromUrl, ownerKey, fields, initial, forgets],
  );
  const appliedFilters = fromUrl ?? remembered ?? initial;
  const [draft, setDraft] = useState<F>(appliedFilters);
  // The applied filters changed from outside (a link, the menu, the last choice restored): the form shows them.
  // After GO or Reset the form already holds them (kept as the user arranged it).
  const appliedKey =
    fromUrl === null && remembered === null ? '' : fieldsToSearch(fields, appliedFilters).toString();
  const [seenKey, setSeenKey] = useState(appliedKey);
  const ownKey = useRef<string | null>(null);
  if (seenKey !== appliedKey) {
    setSeenKey(appliedKey);
    if (ownKey.current !== appliedKey) setDraft(appliedFilters);
  }

  // The address shows what the screen shows: a restored choice (so a reload or a copied link keeps it), or no
  // filters once another client's are stale.
  // The restored choice's address: it is stored already, and must not be stored again when its navigation lands
  // after Reset forgot it (a quick Reset would otherwise bring the report back).
  const restoredKey = useRef<string | null>(null);
  useEffect(() => {
    if (remembered !== null) {
      restoredKey.current = fieldsToSearch(fields, remembered).toString();
      setParams((current) => fieldsToSearch(fields, remembered, current), { replace: true });
    } else if (stale) setParams((current) => withoutFields(fields, current), { replace: true });
  }, [remembered, stale, fields, setParams]);
  // What the address holds is the last choice (GO, a link, Back).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the owner key stands for the owner object
  useEffect(() => {
    if (!owner || fromUrl === null) return;
    const key = fieldsToSearch(fields, fromUrl).toString();
    if (key !== restoredKey.current) rememberChoice(owner, key);
  }, [fromUrl, ownerKey, fields]);

  const idle = idleUntilApplied && fromUrl === null && remembered === null;
  const request = useMemo(() => (idle ? null : toRequest(appliedFilters)), [idle, toRequest, appliedFilters]);
  const applied = enabled ? request : null;

  const apply = useCallback(
    (next: F, clear = false) => {
      const nextKey = fieldsToSearch(fields, next).toString();
      // The same filters again (same address or same request): the query keys do not change, so ask explicitly.
      const same =
        request !== null &&
        (nextKey === fieldsToSearch(fields, appliedFilters).toString() ||
          JSON.stringify(toRequest(next)) === JSON.stringify(request));
      if (same) void reload();
      ownKey.current = clear ? '' : nextKey;
      if (!clear) restoredKey.current = null;
      setParams(
        (current) => (clear ? withoutFields(fields, current) : fieldsToSearch(fields, next, current)),
        {
          replace: true,
        },
      );
    },
    [fields, toRequest, request, appliedFilters, reload, setParams],
  );

  /**
   * GO for a part of the form, the rest as applied (a tab's own Fetch Data: the other tab's unapplied choices stay
   * in the form, unapplied); GO is goWith over the whole form.
   */
  const goWith = useCallback(
    (part?: Partial<F>) => {
      if (!enabled) {
        onBlocked?.();
        return;
      }
      const next = part ? { ...appliedFilters, ...part } : draft;
      const problem = check?.(next) ?? null;
      if (problem !== null) {
        onInvalid?.(problem);
        return;
      }
      apply(next);
    },
    [enabled, draft, appliedFilters, apply, onBlocked, check, onInvalid],
  );
  const go = useCallback(() => goWith(), [goWith]);

  /** Applies a part at once, without GO's checks or asking again (a tab): the address and the form follow. */
  const show = useCallback(
    (part: Partial<F>) => {
      const next = { ...appliedFilters, ...part };
      setDraft((current) => ({ ...current, ...part }));
      ownKey.current = fieldsToSearch(fields, next).toString();
      setParams((current) => fieldsToSearch(fields, next, current), { replace: true });
    },
    [appliedFilters, fields, setParams],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: the owner key stands for the owner object
  const reset = useCallback(() => {
    const next = defaults();
    setDraft(next);
    if (owner) forgetChoice(owner);
    setForgets((n) => n + 1);
    if (enabled) apply(next, true);
    onReset?.();
  }, [defaults, enabled, apply, onReset, ownerKey]);

  const refresh = useCallback(() => {
    if (enabled) void reload();
  }, [enabled, reload]);

  const update = useCallback((patch: Partial<F>) => setDraft((current) => ({ ...current, ...patch })), []);

  return { draft, update, applied, appliedFilters, go, goWith, show, reset, refresh };
}

export type ReportFiltersState<R, F = ReportFilters> = ReturnType<typeof useReportFilters<R, F>>;
