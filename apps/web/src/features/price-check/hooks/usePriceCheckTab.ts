import {
  PRICE_CHECK_COLUMNS,
  type PriceCheckTab,
  priceCheckCsvName,
  priceCheckDownloadError,
  PRICE_CHECK_TEXT as T,
} from '@marketdesk/contracts/price-check';
import { useEffect } from 'react';
import { buildCsv, type CsvCell, downloadCsv } from '../../../shared/csv/csv';
import { useNotify } from '../../../shared/feedback/notify';
import { isoDay } from '../../../shared/format/format';
import { type PriceCheckQuery, type PriceCheckRow, usePriceCheck } from '../api/get-price-check';

/**
 * One tab of Price Check for its applied query (null: not fetched; the page's filters check Fetch Data and keep
 * the query in the address): a failure is told as section 8 says (the server's detail, a 403 the tab's
 * permission text, else its fallback) and the table is emptied; Download CSV saves the rows shown as
 * price_check_{tab}_{date}.csv with formula-like cells neutralised, or warns when there are none.
 */
export function usePriceCheckTab<K extends PriceCheckTab>(tab: K, query: PriceCheckQuery<K> | null) {
  const notify = useNotify(T.forbidden[tab]);
  const result = usePriceCheck(tab, query);
  const rows: PriceCheckRow<K>[] = result.isError ? [] : (result.data ?? []);

  useEffect(() => {
    if (result.isError) notify.failure(result.error, T.failed[tab]);
  }, [result.isError, result.error, notify, tab]);

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
  return { rows, mpId, loading: result.isFetching, fetched: query !== null, download };
}
