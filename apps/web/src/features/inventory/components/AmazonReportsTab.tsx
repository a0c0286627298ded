import type { MarketplaceReportFile } from '@marketdesk/contracts/amazon-reports';
import { INVENTORY_TEXT } from '@marketdesk/contracts/inventory';
import { Alert, Box, Button, Paper, Stack } from '@mui/material';
import { useState } from 'react';
import { failureSeverity, failureText } from '../../../shared/feedback/failure-text';
import { openSignedLink } from '../../../shared/files/open-signed-link';
import { MarketplaceSelect } from '../../../shared/filters/MarketplacePicker';
import { type MarketplaceRule, useMarketplacePick } from '../../../shared/filters/useMarketplacePick';
import { formatDay, formatSize } from '../../../shared/format/format';
import type { PagedColumn } from '../../../shared/grid/PagedTableView';
import { ServerPagedTable } from '../../../shared/grid/ServerPagedTable';
import { amazonReportLink } from '../api/get-amazon-report-link';
import { useAmazonReports } from '../api/get-amazon-reports';

const AMAZON: MarketplaceRule = (m) => m.name.toLowerCase().includes('amazon');

/** The report files' columns; Download asks for a signed link when clicked. */
const REPORT_COLUMNS = (
  onDownload: (fileId: number) => Promise<void>,
): PagedColumn<MarketplaceReportFile>[] => [
  { header: 'Date', cell: (f) => formatDay(f.date) },
  { header: 'Marketplace', cell: (f) => f.marketplace_name },
  { header: 'Seller', cell: (f) => f.seller_name },
  { header: 'Report type', cell: (f) => f.report_type },
  { header: 'File', cell: (f) => f.filename },
  { header: 'Size', cell: (f) => formatSize(f.size) },
  {
    header: 'Actions',
    cell: (f) => (
      <Button size="small" onClick={() => void onDownload(f.file_id)}>
        Download
      </Button>
    ),
  },
];

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
      {downloadError !== null && (
        <Alert severity={failureSeverity(downloadError)} sx={{ mb: 1 }}>
          {failureText(downloadError, { fallback: INVENTORY_TEXT.invalidPath })}
        </Alert>
      )}
      <ServerPagedTable<MarketplaceReportFile>
        label="Amazon report files"
        query={reports}
        rows={reports.data?.files ?? []}
        total={reports.data?.files.length ?? 0}
        paging={false}
        loadFailed={INVENTORY_TEXT.reportsFailed}
        columns={REPORT_COLUMNS(onDownload)}
        rowKey={(f) => f.file_id}
        rowProps={() => ({ 'data-testid': 'amazon-report-file' })}
        empty="No report files"
      />
    </Paper>
  );
}
