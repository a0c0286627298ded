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
  /** The column group it belongs to: neighbours of one group share a header cell above theirs. */
  group?: string;
}

/** Runs of neighbouring columns of one group (a column without a group is a run of its own, unnamed). */
function groupRuns<T>(columns: readonly PagedColumn<T>[]): { name: string; span: number }[] {
  const runs: { name: string; span: number }[] = [];
  for (const c of columns) {
    const last = runs.at(-1);
    if (last && c.group !== undefined && last.name === c.group) last.span += 1;
    else runs.push({ name: c.group ?? '', span: 1 });
  }
  return runs;
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
      {/* Focusable: a table wider than the screen scrolls, and a keyboard must reach it (WCAG 2.1.1). */}
      <TableContainer tabIndex={0} sx={{ opacity: p.dimmed ? 0.6 : 1 }}>
        <Table size="small" aria-label={p.label}>
          <TableHead>
            {p.columns.some((c) => c.group !== undefined) && (
              <TableRow>
                {groupRuns(p.columns).map((g, i) => (
                  <TableCell
                    // biome-ignore lint/suspicious/noArrayIndexKey: runs are positional; a name may repeat
                    key={i}
                    colSpan={g.span}
                    align="center"
                    sx={{ fontWeight: 600, borderLeft: i > 0 ? 1 : 0, borderColor: 'divider' }}
                  >
                    {g.name}
                  </TableCell>
                ))}
              </TableRow>
            )}
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
