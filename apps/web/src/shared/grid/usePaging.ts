import { useState } from 'react';

/** The page, size and their changes, when the screen keeps them (e.g. in the address). */
export interface TablePaging {
  /** Page from 0. */
  page: number;
  size: number;
  onPageChange(page: number): void;
  /** A new page size; the screen goes back to the first page. */
  onSizeChange(size: number): void;
}

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
