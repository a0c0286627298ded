import type { UploadMarketplaceCounts, UploadSkipped } from '@marketdesk/contracts/uploads';
import { Alert, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';

/** The parts of an accepted upload's answer this summary shows (any upload answer may carry them). */
interface Answer {
  skipped?: readonly UploadSkipped[];
  marketplaces?: readonly UploadMarketplaceCounts[];
}

const answerOf = (answer: unknown): Answer =>
  answer !== null && typeof answer === 'object' ? (answer as Answer) : {};

export const skippedText = (rows: number) =>
  rows === 1 ? '1 row of the file was not written:' : `${rows} rows of the file were not written:`;

/**
 * What an accepted upload did beyond its toast (DESIGN 9, Uploads): the rows it deliberately did not write, by
 * sales channel with the reason (never dropped without a word), and, for a file that fills several
 * marketplaces (an Amazon report of a unified account), the counts per marketplace. Nothing when neither.
 */
export function UploadSummary({ answer }: { answer: unknown }) {
  const { skipped = [], marketplaces = [] } = answerOf(answer);
  if (skipped.length === 0 && marketplaces.length === 0) return null;
  const notWritten = skipped.reduce((n, s) => n + s.rows, 0);
  return (
    <Stack spacing={1} data-testid="upload-summary">
      {marketplaces.length > 0 && (
        <Table size="small" aria-label="Rows per marketplace">
          <TableHead>
            <TableRow>
              <TableCell>Marketplace</TableCell>
              <TableCell align="right">Rows</TableCell>
              <TableCell align="right">New</TableCell>
              <TableCell align="right">Changed</TableCell>
              <TableCell align="right">Unchanged</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {marketplaces.map((m) => (
              <TableRow key={m.mp_id}>
                <TableCell>{m.name}</TableCell>
                <TableCell align="right">{m.rows}</TableCell>
                <TableCell align="right">{m.inserted}</TableCell>
                <TableCell align="right">{m.updated}</TableCell>
                <TableCell align="right">{m.unchanged}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {skipped.length > 0 && (
        <Alert severity="warning">
          <Typography variant="body2">{skippedText(notWritten)}</Typography>
          <Table size="small" aria-label="Rows not written">
            <TableHead>
              <TableRow>
                <TableCell>Sales channel</TableCell>
                <TableCell align="right">Rows</TableCell>
                <TableCell>Reason</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {skipped.map((s) => (
                <TableRow key={`${s.sales_channel}\u0000${s.reason}`}>
                  <TableCell>{s.sales_channel}</TableCell>
                  <TableCell align="right">{s.rows}</TableCell>
                  <TableCell>{s.reason}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Alert>
      )}
    </Stack>
  );
}
