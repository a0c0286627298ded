import { GRID_PAGE_SIZE, GRID_PAGE_SIZES } from '@marketdesk/contracts';
import { type ReactNode, useState } from 'react';
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
}

/** The actions stay in view at the right edge while a wide table scrolls sideways. */
const STICKY_ACTIONS = {
  position: 'sticky',
  right: 0,
  bgcolor: 'background.paper',
  whiteSpace: 'nowrap',
} as const;

/** A small table paged in the browser with the grid's page sizes, as the administration lists use. */
export function PagedTable<T>({ label, rows, columns, rowKey, rowTestId, actions, hover }: Props<T>) {
  const [page, setPage] = useState(0);
  const [size, setSize] = useState<number>(GRID_PAGE_SIZE);
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
      rowProps={(row) => ({ hover, 'data-testid': rowTestId?.(row) })}
      page={page}
      size={size}
      pageSizes={GRID_PAGE_SIZES}
      onPageChange={setPage}
      onSizeChange={(s) => {
        setSize(s);
        setPage(0);
      }}
    />
  );
}
