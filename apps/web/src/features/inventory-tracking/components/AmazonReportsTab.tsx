import { INVENTORY_TEXT } from '@marketdesk/contracts/inventory';
import {
  Alert,
  Button,
  MenuItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { failureText } from '../../../shared/feedback/failure-text';
import { useMarketplaces } from '../../../shared/reference/marketplaces';
import { useAmazonReports } from '../api/inventory-tracking';

/** Amazon Reports: marketplaces whose name contains amazon, and their report files (signed download paths). */
export function AmazonReportsTab() {
  const marketplaces = useMarketplaces();
  const [mpId, setMpId] = useState<number | ''>('');
  const options = useMemo(
    () =>
      (marketplaces.data ?? [])
        .filter((m) => m.name.toLowerCase().includes('amazon'))
        .sort((a, b) => a.name.localeCompare(b.name)),
    [marketplaces.data],
  );
  const reports = useAmazonReports(mpId === '' ? null : mpId);
  return (
    <Paper sx={{ p: 2 }}>
      {marketplaces.isError && (
        <Alert severity="error">
          {failureText(marketplaces.error, { fallback: INVENTORY_TEXT.marketplacesFailed })}
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
        <TextField
          select
          size="small"
          label="Marketplace"
          value={mpId}
          onChange={(e) => setMpId(Number(e.target.value))}
          sx={{ minWidth: 240 }}
        >
          {options.map((m) => (
            <MenuItem key={m.pk_mp_id} value={m.pk_mp_id}>
              {m.name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {reports.isError && (
        <Alert severity="error">
          {failureText(reports.error, { fallback: INVENTORY_TEXT.reportsFailed })}
        </Alert>
      )}
      {reports.data && (
        <Table size="small" aria-label="Amazon report files">
          <TableHead>
            <TableRow>
              {['Date', 'Marketplace', 'Seller', 'Report type', 'File', 'Size', 'Actions'].map((h) => (
                <TableCell key={h}>{h}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {reports.data.files.length === 0 && (
              <TableRow>
                <TableCell colSpan={7}>No report files</TableCell>
              </TableRow>
            )}
            {reports.data.files.map((f) => (
              <TableRow key={f.path}>
                <TableCell>{new Date(f.date).toLocaleString()}</TableCell>
                <TableCell>{f.marketplace_name}</TableCell>
                <TableCell>{f.seller_name}</TableCell>
                <TableCell>{f.report_type}</TableCell>
                <TableCell>{f.filename}</TableCell>
                <TableCell>{f.size}</TableCell>
                <TableCell>
                  <Button size="small" onClick={() => window.open(f.path, '_blank', 'noopener')}>
                    Download
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}
