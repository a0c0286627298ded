import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { ReactNode } from 'react';

interface Props {
  label: string;
  headers: string[];
  /** Each row: its key and its cells; with `rowHeaders` the first cell names the row. */
  rows: { key: string; cells: ReactNode[] }[];
  rowHeaders?: boolean;
}

/** The dialog's small tables (issues, advertising, risk history, competitors). */
export function SmallTable({ label, headers, rows, rowHeaders }: Props) {
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          {headers.map((h, i) => (
            <TableCell key={h || i}>{h}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.key}>
            {r.cells.map((c, i) =>
              rowHeaders && i === 0 ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
                <TableCell key={i} component="th" scope="row">
                  {c}
                </TableCell>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
                <TableCell key={i}>{c}</TableCell>
              ),
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
