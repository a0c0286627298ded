import { GRID_PAGE_SIZE, GRID_PAGE_SIZES } from '@marketdesk/contracts';
import { type ErrorLogEntry, splitJobName } from '@marketdesk/contracts/scheduled-jobs';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import {
  Collapse,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
} from '@mui/material';
import { Fragment, useState } from 'react';
import { clientLabel, timeOf } from '../error-log';
import { ErrorEntryDetails } from './ErrorEntryDetails';

const HEADERS = [
  'Time (UTC)',
  'Area',
  'Kind',
  'Task',
  'Client',
  'Error type',
  'Message',
  'Tracking ID',
] as const;
const COLUMNS = HEADERS.length + 1;

function EntryRow({ entry }: { entry: ErrorLogEntry }) {
  const [open, setOpen] = useState(false);
  const job = splitJobName(entry.job_name);
  return (
    <Fragment>
      <TableRow data-testid={`error-row-${entry.pk_error_id}`} sx={{ '& > td': { borderBottom: 'unset' } }}>
        <TableCell padding="checkbox">
          <IconButton
            size="small"
            aria-label={`${open ? 'Hide' : 'Show'} details of error ${entry.pk_error_id}`}
            aria-expanded={open}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
          </IconButton>
        </TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }} title={entry.created_at}>
          {timeOf(entry.created_at)}
        </TableCell>
        <TableCell>{job.area}</TableCell>
        <TableCell>{job.kind ?? '—'}</TableCell>
        <TableCell>{job.task}</TableCell>
        <TableCell>{clientLabel(entry)}</TableCell>
        <TableCell>{entry.error_type}</TableCell>
        <TableCell sx={{ maxWidth: 420, wordBreak: 'break-word' }}>{entry.message}</TableCell>
        <TableCell sx={{ fontFamily: 'monospace', fontSize: 12 }}>
          {entry.system_tracking_id ?? '—'}
        </TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={COLUMNS} sx={{ py: 0 }}>
          <Collapse in={open} unmountOnExit>
            <ErrorEntryDetails entry={entry} />
          </Collapse>
        </TableCell>
      </TableRow>
    </Fragment>
  );
}

/** A day's run errors, paged in the browser; each row opens onto its parsed errors and parameters. */
export function ErrorEntriesTable({ label, entries }: { label: string; entries: ErrorLogEntry[] }) {
  const [page, setPage] = useState(0);
  const [size, setSize] = useState<number>(GRID_PAGE_SIZE);
  const rows = entries.slice(page * size, page * size + size);
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox" />
              {HEADERS.map((h) => (
                <TableCell key={h}>{h}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((e) => (
              <EntryRow key={e.pk_error_id} entry={e} />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {/* Paged once a day holds more than a page; a changed page size keeps its control. */}
      {entries.length > GRID_PAGE_SIZE || size !== GRID_PAGE_SIZE ? (
        <TablePagination
          component="div"
          count={entries.length}
          page={page}
          rowsPerPage={size}
          rowsPerPageOptions={[...GRID_PAGE_SIZES]}
          onPageChange={(_, p) => setPage(p)}
          onRowsPerPageChange={(ev) => {
            setSize(Number(ev.target.value));
            setPage(0);
          }}
        />
      ) : null}
    </>
  );
}
