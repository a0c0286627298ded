import { GRID_PAGE_SIZE, GRID_PAGE_SIZES } from '@marketdesk/contracts';
import {
  type SxProps,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  type Theme,
} from '@mui/material';
import { type ReactNode, useState } from 'react';

export interface PagedColumn<T> {
  header: string;
  cell(row: T): ReactNode;
  align?: 'left' | 'right';
  /** Cell style, e.g. `{ whiteSpace: 'nowrap' }` for values that must stay on one line. */
  sx?: SxProps<Theme>;
}

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
  const shown = rows.slice(page * size, page * size + size);
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell key={c.header} align={c.align}>
                  {c.header}
                </TableCell>
              ))}
              {actions && (
                <TableCell align="right" sx={STICKY_ACTIONS}>
                  Actions
                </TableCell>
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((row) => (
              <TableRow key={rowKey(row)} hover={hover} data-testid={rowTestId?.(row)}>
                {columns.map((c) => (
                  <TableCell key={c.header} align={c.align} sx={c.sx}>
                    {c.cell(row)}
                  </TableCell>
                ))}
                {actions && (
                  <TableCell align="right" sx={STICKY_ACTIONS}>
                    {actions(row)}
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={rows.length}
        page={page}
        rowsPerPage={size}
        rowsPerPageOptions={[...GRID_PAGE_SIZES]}
        onPageChange={(_, p) => setPage(p)}
        onRowsPerPageChange={(e) => {
          setSize(Number(e.target.value));
          setPage(0);
        }}
      />
    </>
  );
}
