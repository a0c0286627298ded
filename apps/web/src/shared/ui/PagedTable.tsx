import { GRID_PAGE_SIZE, GRID_PAGE_SIZES } from '@marketdesk/contracts';
import { type KeyboardEvent, type ReactNode, useState } from 'react';
import { type PagedColumn, PagedTableView } from '../grid/PagedTableView';

export type { PagedColumn } from '../grid/PagedTableView';

interface Props<T> {
  /** Accessible name of the table. */
  label: string;
  rows: T[];
  columns: PagedColumn<T>[];
  rowKey(row: T): string | number;
  rowTestId?(row: T): string;
  /** Buttons of the last column, headed Actions. */
  actions?(row: T): ReactNode;
  /** Highlight the row under the pointer. */
  hover?: boolean;
  /** The screen's page sizes (the first is the default); the grid's sizes and default otherwise. */
  pageSizes?: readonly number[];
  /** The text of an empty table; without it an empty table shows no row. */
  empty?: string;
  /** The page size shown first when it is not the first of `pageSizes` (reconciliation: 25 of 10/25/50/100). */
  defaultSize?: number;
  /** A click on a row (or Enter on it: rows are then focusable) opens it, e.g. a drill-down (partner view). */
  onOpen?(row: T): void;
}

/** The actions stay in view at the right edge while a wide table scrolls sideways. */
const STICKY_ACTIONS = {
  position: 'sticky',
  right: 0,
  bgcolor: 'background.paper',
  whiteSpace: 'nowrap',
} as const;

/** A small table paged in the browser with the grid's page sizes, as the administration lists use. */
export function PagedTable<T>({
  label,
  rows,
  columns,
  rowKey,
  rowTestId,
  actions,
  hover,
  pageSizes = GRID_PAGE_SIZES,
  empty,
  defaultSize,
  onOpen,
}: Props<T>) {
  const [page, setPage] = useState(0);
  const [size, setSize] = useState<number>(
    defaultSize ?? (pageSizes === GRID_PAGE_SIZES ? GRID_PAGE_SIZE : pageSizes[0]!),
  );
  // A shorter list (a new answer) never leaves the table on a page past its end.
  const lastPage = Math.max(0, Math.ceil(rows.length / size) - 1);
  if (page > lastPage) setPage(lastPage);
  const all: PagedColumn<T>[] = actions
    ? [
        ...columns,
        { header: 'Actions', align: 'right', cell: actions, sx: STICKY_ACTIONS, headerSx: STICKY_ACTIONS },
      ]
    : columns;
  return (
    <PagedTableView
      label={label}
      rows={rows.slice(page * size, page * size + size)}
      total={rows.length}
      columns={all}
      rowKey={rowKey}
      rowProps={(row) => ({
        hover: hover || onOpen !== undefined,
        'data-testid': rowTestId?.(row),
        ...(onOpen && {
          onClick: () => onOpen(row),
          onKeyDown: (e: KeyboardEvent) => {
            if (e.key === 'Enter') onOpen(row);
          },
          tabIndex: 0,
          sx: { cursor: 'pointer' },
        }),
      })}
      page={page}
      size={size}
      pageSizes={pageSizes}
      empty={empty}
      onPageChange={setPage}
      onSizeChange={(s) => {
        setSize(s);
        setPage(0);
      }}
    />
  );
}
