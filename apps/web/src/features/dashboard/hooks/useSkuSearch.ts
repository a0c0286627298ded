import { SEARCH_DEBOUNCE_MS, SKU_SEARCH_MIN_CHARS } from '@marketdesk/contracts';
import { useEffect, useState } from 'react';
import { useNotify } from '../../../shared/feedback/notify';
import { useSkuSuggestions } from '../api/get-sku-suggestions';
import { DASHBOARD_TEXT } from './messages';

/**
 * The dashboard's SKU typeahead (spec 01 section 5): a search starts only with at least 3 characters, 500 ms
 * after the last keystroke; with fewer the suggestion list is emptied. A failure shows its toast once.
 */
export function useSkuSearch() {
  const notify = useNotify();
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  const text = input.trim();
  const long = text.length >= SKU_SEARCH_MIN_CHARS;

  useEffect(() => {
    if (!long) {
      setSearch('');
      return;
    }
    const timer = setTimeout(() => setSearch(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, long]);

  const query = useSkuSuggestions(search);
  // Each failed search toasts once: the effect runs again only when a new failure is recorded.
  const failedAt = query.isError ? query.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt > 0) notify.error(DASHBOARD_TEXT.skuFailed);
  }, [failedAt, notify]);

  const options = long && search !== '' ? (query.data?.suggestions.map((s) => s.sku_code) ?? []) : [];
  return { input, setInput, options, loading: long && (search !== text || query.isFetching) };
}
