import type { ErrorLogEntry } from '@marketdesk/contracts/scheduled-jobs';
import { Box, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { errorLines, jsonText } from '../error-log';

const PRE = {
  m: 0,
  p: 1,
  bgcolor: 'action.hover',
  borderRadius: 1,
  fontFamily: 'monospace',
  fontSize: 12,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
} as const;

/**
 * One run error in full (spec 03 section 8): its list of code, message and details and the run's parameters;
 * a msg that is not the errors JSON is shown raw.
 */
export function ErrorEntryDetails({ entry }: { entry: ErrorLogEntry }) {
  const lines = errorLines(entry);
  const params = jsonText(entry.params);
  return (
    <Stack spacing={1.5} sx={{ py: 1 }} data-testid={`error-details-${entry.pk_error_id}`}>
      <Typography variant="body2">
        Run #{entry.pk_job_run_id} · {entry.job_name}
      </Typography>
      {lines ? (
        <Table size="small" aria-label={`Errors of error ${entry.pk_error_id}`}>
          <TableHead>
            <TableRow>
              <TableCell>Code</TableCell>
              <TableCell>Message</TableCell>
              <TableCell>Details</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map((l, i) => (
              // The list has no ids; its order is the one the run recorded.
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed list, never reordered
              <TableRow key={i}>
                <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{l.code}</TableCell>
                <TableCell>{l.message}</TableCell>
                <TableCell>
                  {l.details === null || l.details === undefined ? (
                    '—'
                  ) : (
                    <Box component="pre" sx={PRE}>
                      {jsonText(l.details)}
                    </Box>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : (
        <Box>
          <Typography variant="subtitle2" id={`raw-${entry.pk_error_id}`}>
            Raw message
          </Typography>
          <Box component="pre" sx={PRE} aria-labelledby={`raw-${entry.pk_error_id}`}>
            {entry.msg}
          </Box>
        </Box>
      )}
      <Box>
        <Typography variant="subtitle2" id={`params-${entry.pk_error_id}`}>
          Parameters
        </Typography>
        <Box component="pre" sx={PRE} aria-labelledby={`params-${entry.pk_error_id}`}>
          {params || '—'}
        </Box>
      </Box>
    </Stack>
  );
}
