import type { UploadFailingRows } from '@marketdesk/contracts/uploads';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Button, Typography } from '@mui/material';
import { type ReactNode, useMemo, useState } from 'react';
import { type PagedColumn, PagedTableView } from '../grid/PagedTableView';
import { downloadErrors, errorField, groupByRow, messageLines, type UploadError } from './upload-errors';

interface Props {
  errors: readonly UploadError[];
  /** The server's copy of the failing rows: the download then holds every column of the file plus the error. */
  failing?: UploadFailingRows | null;
  /** Page sizes of the screen (Data Vault: 10 and 25; inventory: 5). */
  pageSizes?: readonly number[];
  /** Name of the downloaded CSV of the failing rows. */
  filename?: string;
  /** Columns Row, Field and Error Message, one line per error (DF orders), instead of Row and Error Message. */
  byField?: boolean;
  /** The table folds under this summary (expanded at first), as the DF screen's validation table does. */
  summary?: string;
  /** Header of the byField column: 'Field' (DF uploads) or 'Column' (a refused grid save). */
  fieldHeader?: string;
  /** Accessible name of the table (default 'Upload errors'). */
  label?: string;
}

interface Line {
  key: string;
  row: number;
  field?: string;
  lines: string[];
}

const linesOf = (errors: readonly UploadError[], byField: boolean): Line[] =>
  byField
    ? errors
        .map((e, i) => ({ key: `${e.row}-${i}`, row: e.row, field: errorField(e), lines: messageLines(e) }))
        .sort((a, b) => a.row - b.row)
    : groupByRow(errors).map((r) => ({ key: String(r.row), ...r }));

/**
 * The upload-error table (spec 02 sections 2 and 8; spec 03's DF table with byField): columns Row and Error
 * Message, errors grouped by spreadsheet row, 'json' messages as their `loc: msg` lines; the failing rows can be
 * saved as a CSV.
 */
export function UploadErrorTable({
  errors,
  failing,
  pageSizes = [10, 25],
  filename,
  byField = false,
  summary,
  fieldHeader = 'Field',
  label = 'Upload errors',
}: Props) {
  const rows = useMemo(() => linesOf(errors, byField), [errors, byField]);
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(pageSizes[0] ?? 10);
  if (rows.length === 0) return null;
  // Fewer errors than before (a new upload) keep the page within the rows.
  const current = Math.min(page, Math.max(0, Math.ceil(rows.length / size) - 1));
  const columns: PagedColumn<Line>[] = [
    { header: 'Row', headerSx: { width: 100 }, cell: (r) => r.row },
    ...(byField ? [{ header: fieldHeader, headerSx: { width: 200 }, cell: (r: Line) => r.field }] : []),
    {
      header: 'Error Message',
      cell: (r) =>
        r.lines.map((line, i) => (
          // Lines of one row can repeat (two cells with the same message); the index keeps them apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines are a fixed list
          <Typography key={i} variant="body2">
            {line}
          </Typography>
        )),
    },
  ];
  const table = (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
        <Button size="small" onClick={() => downloadErrors(errors, filename, failing)}>
          Download Error Rows
        </Button>
      </Box>
      <PagedTableView
        label={label}
        rows={rows.slice(current * size, current * size + size)}
        total={rows.length}
        columns={columns}
        rowKey={(r) => r.key}
        rowProps={(r) => ({ 'data-testid': `upload-error-row-${r.row}` })}
        page={current}
        size={size}
        pageSizes={pageSizes}
        onPageChange={setPage}
        onSizeChange={(n) => {
          setSize(n);
          setPage(0);
        }}
      />
    </Box>
  );
  return summary ? <Folded summary={summary}>{table}</Folded> : table;
}

function Folded({ summary, children }: { summary: string; children: ReactNode }) {
  return (
    <Accordion defaultExpanded disableGutters variant="outlined">
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography variant="subtitle2">{summary}</Typography>
      </AccordionSummary>
      <AccordionDetails>{children}</AccordionDetails>
    </Accordion>
  );
}
