import {
  Box,
  Button,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { downloadErrors, groupByRow, type UploadRowError } from './upload-errors';

interface Props {
  errors: readonly UploadRowError[];
  /** Page sizes of the screen (Data Vault: 10 and 25; inventory: 5). */
  pageSizes?: readonly number[];
  /** Name of the downloaded CSV of the failing rows. */
  filename?: string;
}

/**
 * The upload-error table (spec 02 sections 2 and 8): columns Row and Error Message, errors grouped by
 * spreadsheet row, 'json' messages as their `loc: msg` lines; the failing rows can be saved as a CSV.
 */
export function UploadErrorTable({ errors, pageSizes = [10, 25], filename }: Props) {
  const rows = useMemo(() => groupByRow(errors), [errors]);
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(pageSizes[0] ?? 10);
  if (rows.length === 0) return null;
  const shown = rows.slice(page * size, page * size + size);
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
        <Button size="small" onClick={() => downloadErrors(errors, filename)}>
          Download Error Rows
        </Button>
      </Box>
      <TableContainer>
        <Table size="small" aria-label="Upload errors">
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 100 }}>Row</TableCell>
              <TableCell>Error Message</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((r) => (
              <TableRow key={r.row} data-testid={`upload-error-row-${r.row}`}>
                <TableCell>{r.row}</TableCell>
                <TableCell>
                  {r.lines.map((line, i) => (
                    // Lines of one row can repeat (two cells with the same message); the index keeps them apart.
                    // biome-ignore lint/suspicious/noArrayIndexKey: the lines are a fixed list
                    <Typography key={i} variant="body2">
                      {line}
                    </Typography>
                  ))}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={rows.length}
        page={Math.min(page, Math.max(0, Math.ceil(rows.length / size) - 1))}
        rowsPerPage={size}
        rowsPerPageOptions={[...pageSizes]}
        onPageChange={(_, p) => setPage(p)}
        onRowsPerPageChange={(e) => {
          setSize(Number(e.target.value));
          setPage(0);
        }}
      />
    </Box>
  );
}
