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
import { useState } from 'react';
import { failureSeverity, failureText } from '../../../shared/feedback/failure-text';
import { openSignedLink } from '../../../shared/files/open-signed-link';
import { MarketplaceSelect } from '../../../shared/filters/MarketplacePicker';
import { type MarketplaceRule, useMarketplacePick } from '../../../shared/filters/useMarketplacePick';
import { formatDay, formatSize } from '../../../shared/format/format';
import { amazonReportLink, useAmazonReports } from '../api/inventory-tracking';

const AMAZON: MarketplaceRule = (m) => m.name.toLowerCase().includes('amazon');

/**
 * Amazon Reports: marketplaces whose name contains amazon, and the report files of the one picked, or of
 * every marketplace the user may read while none is picked. Download asks for a signed link when clicked.
 */
export function AmazonReportsTab() {
  const pick = useMarketplacePick(AMAZON);
  const { query: marketplaces, mpId } = pick;
  const [downloadError, setDownloadError] = useState<unknown>(null);
  const reports = useAmazonReports(mpId);
  const onDownload = async (fileId: number) => {
    setDownloadError(null);
    try {
      await openSignedLink(() => amazonReportLink(fileId));
    } catch (error) {
      setDownloadError(error);
    }
  };
  return (
    <Paper sx={{ p: 2 }}>
      {marketplaces.isError && (
        <Alert severity={failureSeverity(marketplaces.error)}>
          {failureText(marketplaces.error, { fallback: INVENTORY_TEXT.marketplacesFailed })}
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
        <Box sx={{ minWidth: 240 }}>
          <MarketplaceSelect options={pick.options} value={mpId} onChange={pick.setMpId} />
        </Box>
      </Stack>
      {reports.isError && (
        <Alert severity={failureSeverity(reports.error)}>
          {failureText(reports.error, { fallback: INVENTORY_TEXT.reportsFailed })}
        </Alert>
      )}
      {downloadError !== null && (
        <Alert severity={failureSeverity(downloadError)} sx={{ mb: 1 }}>
          {failureText(downloadError, { fallback: INVENTORY_TEXT.invalidPath })}
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
              <TableRow key={f.file_id} data-testid="amazon-report-file">
                <TableCell>{formatDay(f.date)}</TableCell>
                <TableCell>{f.marketplace_name}</TableCell>
                <TableCell>{f.seller_name}</TableCell>
                <TableCell>{f.report_type}</TableCell>
                <TableCell>{f.filename}</TableCell>
                <TableCell>{formatSize(f.size)}</TableCell>
                <TableCell>
                  <Button size="small" onClick={() => void onDownload(f.file_id)}>
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
