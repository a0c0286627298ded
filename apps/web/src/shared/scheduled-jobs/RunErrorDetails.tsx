import { parseRunErrorMsg } from '@marketdesk/contracts/scheduled-jobs';
import { Box, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useId } from 'react';

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

/** JSON as the run recorded it, indented; text as it is; nothing as ''. */
export function jsonText(value: unknown, indent = 2): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  return JSON.stringify(value, null, indent) ?? String(value);
}

/**
 * One recorded run error in full (spec 03 section 8), for the jobs console and the error log alike: the list of
 * code, message and details of its msg, or the raw msg when it is not that JSON, and the run's parameters.
 */
export function RunErrorDetails({ msg, params, label }: { msg: string; params: unknown; label: string }) {
  const lines = parseRunErrorMsg(msg)?.errors ?? null;
  const rawId = useId();
  const paramsId = useId();
  return (
    <Stack spacing={1.5}>
      {lines ? (
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              <TableCell>Code</TableCell>
              <TableCell>Message</TableCell>
              <TableCell>Details</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map((l, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a recorded list, read only; codes may repeat
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
          <Typography variant="subtitle2" id={rawId}>
            Raw message
          </Typography>
          <Box component="pre" sx={PRE} aria-labelledby={rawId}>
            {msg}
          </Box>
        </Box>
      )}
      <Box>
        <Typography variant="subtitle2" id={paramsId}>
          Parameters
        </Typography>
        <Box component="pre" sx={PRE} aria-labelledby={paramsId}>
          {jsonText(params) || '—'}
        </Box>
      </Box>
    </Stack>
  );
}
