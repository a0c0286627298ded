import { INVENTORY_TEXT } from '@marketdesk/contracts/inventory';
import {
  Alert,
  Box,
  Button,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { failureText } from '../../../shared/feedback/failure-text';
import { MarketplaceSelect } from '../../../shared/filters/MarketplacePicker';
import { useMarketplaces } from '../../../shared/reference/marketplaces';
import { useAmazonReports } from '../api/inventory-tracking';

/** Amazon Reports: marketplaces whose name contains amazon, and their report files (signed download paths). */
export function AmazonReportsTab() {
  const marketplaces = useMarketplaces();
  const [mpId, setMpId] = useState<number | null>(null);
  const options = useMemo(
    () =>
      (marketplaces.data ?? [])
        .filter((m) => m.name.toLowerCase().includes('amazon'))
        .sort((a, b) => a.name.localeCompare(b.name)),
    [marketplaces.data],
  );
  const reports = useAmazonReports(mpId);
  return (
    <Paper sx={{ p: 2 }}>
      {marketplaces.isError && (
        <Alert severity="error">
          {failureText(marketplaces.error, { fallback: INVENTORY_TEXT.marketplacesFailed })}
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
        <Box sx={{ minWidth: 240 }}>
          <MarketplaceSelect options={options} value={mpId} onChange={setMpId} />
        </Box>
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
