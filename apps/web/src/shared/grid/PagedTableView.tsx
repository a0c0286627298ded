import {
  type SxProps,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  type TableRowProps,
  TableSortLabel,
  type Theme,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';

/** One column of a paged table: its header and how a row's cell reads. */
export interface PagedColumn<T> {
  header: string;
  cell(row: T): ReactNode;
  align?: 'left' | 'right';
  /** Cell style, e.g. `{ whiteSpace: 'nowrap' }` for values that must stay on one line. */
  sx?: SxProps<Theme>;
  /** Style of the header cell. */
  headerSx?: SxProps<Theme>;
  /** Server-paged tables: the sort field this column's header sorts by (PagedTableView). */
  sortField?: string;
}

export interface TableSort {
  field: string;
  order: 'asc' | 'desc';
}

export interface PagedTableViewProps<T> {
  /** Accessible name of the table. */
  label: string;
  /** The rows of the page shown. */
  rows: T[];
  /** Rows in all pages. */
  total: number;
  columns: PagedColumn<T>[];
  rowKey(row: T): string | number;
  /** Extra props of a row (a test id, a highlight, a ref target). */
  rowProps?(row: T): TableRowProps & Record<`data-${string}`, string | undefined>;
  /** Page from 0. */
  page: number;
  size: number;
  pageSizes: readonly number[];
  onPageChange(page: number): void;
  /** A new page size; the caller goes back to the first page. */
  onSizeChange(size: number): void;
  /** Columns with a sortField sort on a header click (the same column again flips the order). */
  sort?: TableSort;
  onSortChange?(sort: TableSort): void;
  /** The text of an empty page; without it an empty page shows no row. */
  empty?: string;
  /** The next page is loading: the page before stays, dimmed. */
  dimmed?: boolean;
  /** False when the rows are the whole list (the server answered everything): no page footer. */
  paginated?: boolean;
}

/**
 * The MUI Table of a server-paged list (DESIGN 2 and 9), controlled: the caller owns page, size and sort (in
 * its state, or in the address as the ticket dashboard keeps them) and fetches the page. Page sizes above 100
 * are fine here (the free DataGrid stops at 100).
 */
export function PagedTableView<T>(p: PagedTableViewProps<T>) {
  const header = (c: PagedColumn<T>) => {
    if (!c.sortField || !p.onSortChange) return c.header;
    const field = c.sortField;
    const active = p.sort?.field === field;
    return (
      <TableSortLabel
        active={active}
        direction={active ? p.sort?.order : 'asc'}
        onClick={() => p.onSortChange?.({ field, order: active && p.sort?.order === 'asc' ? 'desc' : 'asc' })}
      >
        {c.header}
      </TableSortLabel>
    );
  };
  return (
    <>
      <TableContainer sx={{ opacity: p.dimmed ? 0.6 : 1 }}>
        <Table size="small" aria-label={p.label}>
          <TableHead>
            <TableRow>
              {p.columns.map((c) => (
                <TableCell
                  key={c.header}
                  align={c.align}
                  sx={c.headerSx}
                  sortDirection={c.sortField && p.sort?.field === c.sortField ? p.sort.order : false}
                >
                  {header(c)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {p.rows.map((row) => (
              <TableRow key={p.rowKey(row)} {...p.rowProps?.(row)}>
                {p.columns.map((c) => (
                  <TableCell key={c.header} align={c.align} sx={c.sx}>
                    {c.cell(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {p.rows.length === 0 && p.empty !== undefined && (
              <TableRow>
                <TableCell colSpan={p.columns.length}>
                  <Typography color="text.secondary">{p.empty}</Typography>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {p.paginated !== false && (
        <TablePagination
          component="div"
          count={p.total}
          page={p.page}
          rowsPerPage={p.size}
          rowsPerPageOptions={[...p.pageSizes]}
          onPageChange={(_, page) => p.onPageChange(page)}
          onRowsPerPageChange={(e) => p.onSizeChange(Number(e.target.value))}
        />
      )}
    </>
  );
}
