import {
  PRICE_CHECK_COLUMNS,
  type PriceCheckTab,
  priceCheckCsvName,
  priceCheckDownloadError,
  priceCheckFetchError,
  PRICE_CHECK_TEXT as T,
} from '@marketdesk/contracts/price-check';
import { useEffect, useState } from 'react';
import { buildCsv, type CsvCell, downloadCsv } from '../../../shared/csv/csv';
import { useNotify } from '../../../shared/feedback/notify';
import { isoDay } from '../../../shared/format/format';
import { useSession } from '../../../shared/session/store';
import { type PriceCheckQuery, type PriceCheckRow, usePriceCheck } from '../api/get-price-check';

/** The tab's form as the screen holds it: a marketplace, and for the ordered tab the two dates. */
export interface PriceCheckForm {
  mp_id: number | null;
  start_date?: string | null;
  end_date?: string | null;
}

/**
 * One tab of Price Check: Fetch Data checks the form (spec 02 section 5, the warning toast) and asks for the
 * rows (the same query again asks again); a failure is told as section 8 says (the server's detail, a 403 the
 * tab's permission text, else its fallback) and the table is emptied; Download CSV saves the rows shown as
 * price_check_{tab}_{date}.csv with formula-like cells neutralised, or warns when there are none.
 */
export function usePriceCheckTab<K extends PriceCheckTab>(tab: K) {
  const notify = useNotify(T.forbidden[tab]);
  // What Fetch Data asked, for the client it was asked in: another client selected starts the tab afresh
  // (its marketplace ids are not that client's).
  const { selectedClientId } = useSession();
  const [asked, setAsked] = useState<{ clientId: number | null; query: PriceCheckQuery<K> } | null>(null);
  const query = asked?.clientId === selectedClientId ? asked.query : null;
  const result = usePriceCheck(tab, query);
  const rows: PriceCheckRow<K>[] = result.isError ? [] : (result.data ?? []);

  useEffect(() => {
    if (result.isError) notify.failure(result.error, T.failed[tab]);
  }, [result.isError, result.error, notify, tab]);

  const fetchData = (form: PriceCheckForm) => {
    const problem = priceCheckFetchError(tab, form);
    if (problem) {
      notify.warning(problem);
      return;
    }
    const next = (
      tab === 'focused'
        ? { mp_id: form.mp_id }
        : { mp_id: form.mp_id, start_date: form.start_date, end_date: form.end_date }
    ) as PriceCheckQuery<K>;
    if (JSON.stringify(next) === JSON.stringify(query)) void result.refetch();
    else setAsked({ clientId: selectedClientId, query: next });
  };

  const download = () => {
    const problem = priceCheckDownloadError(rows);
    if (problem) {
      notify.warning(problem);
      return;
    }
    const columns = PRICE_CHECK_COLUMNS[tab];
    const cells = rows.map((r) => columns.map((c) => (r as unknown as Record<string, CsvCell>)[c]));
    downloadCsv(priceCheckCsvName(tab, isoDay(new Date())), buildCsv(columns, cells));
  };

  // The rows' marketplace (their amounts are in its currency): the one asked, not the picker's new choice.
  const mpId = query?.mp_id ?? null;
  return { rows, mpId, loading: result.isFetching, fetched: query !== null, fetchData, download };
}
