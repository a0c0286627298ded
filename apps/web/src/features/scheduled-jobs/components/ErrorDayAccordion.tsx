import type { ErrorLogEntry } from '@marketdesk/contracts/scheduled-jobs';
import DownloadIcon from '@mui/icons-material/Download';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Button,
  Chip,
  Stack,
  Typography,
} from '@mui/material';
import { dayLabel, errorCount } from '../error-log';
import { ErrorEntriesTable } from './ErrorEntriesTable';

interface Props {
  date: string;
  entries: ErrorLogEntry[];
  downloading: boolean;
  onDownload(date: string): void;
}

/**
 * One day of the log: the summary reads the day and its error count; the table is built only when opened.
 * The download sits beside the summary, not in it: a button inside the summary's button is not allowed.
 */
export function ErrorDayAccordion({ date, entries, downloading, onDownload }: Props) {
  const label = dayLabel(date);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }} data-testid={`error-day-${date}`}>
      <Accordion
        variant="outlined"
        disableGutters
        sx={{ flexGrow: 1, minWidth: 0 }}
        slotProps={{ transition: { unmountOnExit: true } }}
      >
        <AccordionSummary expandIcon={<ExpandMoreIcon />}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <Typography component="span" sx={{ fontWeight: 500 }}>
              {label}
            </Typography>
            <Chip size="small" color="error" variant="outlined" label={errorCount(entries.length)} />
          </Stack>
        </AccordionSummary>
        <AccordionDetails>
          <ErrorEntriesTable label={`Errors on ${label}`} entries={entries} />
        </AccordionDetails>
      </Accordion>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        loading={downloading}
        aria-label={`Download CSV for ${label}`}
        onClick={() => onDownload(date)}
        sx={{ mt: 1, flexShrink: 0 }}
      >
        Download CSV
      </Button>
    </Stack>
  );
}
