import { useState } from 'react';
import type { TablePaging } from './ServerPagedTable';

/**
 * A server-paged table's page (from 0) and size kept by its screen: a new size, or a new `resetKey` (another
 * filter, search or generated query; compared by identity), goes back to the first page.
 */
export function usePaging(initialSize: number, resetKey: unknown = ''): TablePaging {
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(initialSize);
  const [seen, setSeen] = useState(resetKey);
  if (seen !== resetKey) {
    // Set during render, as React recommends over an effect, so the old page is never asked for.
    setSeen(resetKey);
    setPage(0);
  }
  return {
    page: seen === resetKey ? page : 0,
    size,
    onPageChange: setPage,
    onSizeChange: (s) => {
      setSize(s);
      setPage(0);
    },
  };
}
