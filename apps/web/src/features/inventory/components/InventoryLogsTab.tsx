import {
  INVENTORY_FILE_PAGE_SIZES,
  INVENTORY_SEARCH_MIN,
  INVENTORY_TEXT,
  type InventoryFile,
} from '@marketdesk/contracts/inventory';
import {
  Alert,
  Button,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { failureText } from '../../../shared/feedback/failure-text';
import { openSignedLink } from '../../../shared/files/open-signed-link';
import { formatDay, formatSize } from '../../../shared/format/format';
import type { PagedColumn } from '../../../shared/grid/PagedTableView';
import { ServerPagedTable } from '../../../shared/grid/ServerPagedTable';
import { usePaging } from '../../../shared/grid/usePaging';
import { inventoryDownloadLink } from '../api/get-download-link';
import { useInventoryFiles } from '../api/get-files';
import { useInventorySearch } from '../api/search-inventory';
import { FileContent } from './FileContent';

/** The file list's columns: View shows a file's rows, Download opens its signed link. */
const FILE_COLUMNS = (
  onView: (path: string) => void,
  onDownload: (path: string) => Promise<void>,
): PagedColumn<InventoryFile>[] => [
  { header: 'Uploaded', cell: (f) => formatDay(f.created_at) },
  { header: 'Marketplace', cell: (f) => f.marketplace },
  { header: 'Seller', cell: (f) => f.seller_name },
  { header: 'File', cell: (f) => f.filename },
  { header: 'Size', cell: (f) => formatSize(f.size) },
  {
    header: 'Actions',
    cell: (f) => (
      <>
        <Button size="small" onClick={() => onView(f.path)}>
          View
        </Button>
        <Button size="small" onClick={() => void onDownload(f.path)}>
          Download
        </Button>
      </>
    ),
  },
];

/** Inventory Update Logs: SKU search, the paged file list (view, download) and the selected file's rows. */
export function InventoryLogsTab() {
  const paging = usePaging(INVENTORY_FILE_PAGE_SIZES[0]);
  const [term, setTerm] = useState('');
  const [searched, setSearched] = useState('');
  const [searchError, setSearchError] = useState<string | null>(null);
  const [viewed, setViewed] = useState<string | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const files = useInventoryFiles(paging.page + 1, paging.size);
  const search = useInventorySearch(searched);

  const onSearch = () => {
    const sku = term.trim();
    if (sku.length < INVENTORY_SEARCH_MIN) {
      setSearchError(INVENTORY_TEXT.searchTooShort);
      return;
    }
    setSearchError(null);
    setSearched(sku);
  };
  const onDownload = async (path: string) => {
    setDownloadError(null);
    try {
      await openSignedLink(() => inventoryDownloadLink(path));
    } catch (error) {
      setDownloadError(failureText(error, { fallback: INVENTORY_TEXT.invalidPath }));
    }
  };

  return (
    <Stack spacing={2}>
      <Paper sx={{ p: 2 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <TextField
            size="small"
            label="Search SKU"
            value={term}
            onChange={(e) => setTerm(e.target.value)}
            onKeyDown={(e) => e.key === 'Enter' && onSearch()}
          />
          <Button variant="contained" onClick={onSearch}>
            Search
          </Button>
        </Stack>
        {searchError && (
          <Alert severity="warning" sx={{ mt: 1 }}>
            {searchError}
          </Alert>
        )}
        {search.isError && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {failureText(search.error, { fallback: INVENTORY_TEXT.searchFailed })}
          </Alert>
        )}
        {search.data && (
          <Table size="small" aria-label="Search results" sx={{ mt: 1 }}>
            <TableHead>
              <TableRow>
                {['File', 'Row', 'Ops_SKU_Code', 'MP_SKU_Code', 'Retailer_SKU_Code', 'Quantity'].map((h) => (
                  <TableCell key={h}>{h}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {search.data.length === 0 && (
                <TableRow>
                  <TableCell colSpan={6}>No matching rows</TableCell>
                </TableRow>
              )}
              {search.data.map((h) => (
                <TableRow key={`${h.path}:${h.found_in_row.row}`} data-testid="search-hit">
                  <TableCell>{h.filename}</TableCell>
                  <TableCell>{h.found_in_row.row}</TableCell>
                  <TableCell>{h.found_in_row.Ops_SKU_Code}</TableCell>
                  <TableCell>{h.found_in_row.MP_SKU_Code}</TableCell>
                  <TableCell>{h.found_in_row.Retailer_SKU_Code}</TableCell>
                  <TableCell>{h.found_in_row.Quantity}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Paper>
      <Paper sx={{ p: 2 }}>
        <Typography variant="h2" component="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
          Inventory files
        </Typography>
        {downloadError && <Alert severity="error">{downloadError}</Alert>}
        <ServerPagedTable<InventoryFile>
          label="Inventory files"
          query={files}
          rows={files.data?.items ?? []}
          total={files.data?.total ?? 0}
          dimmed={files.isPlaceholderData}
          loadFailed={INVENTORY_TEXT.filesFailed}
          columns={FILE_COLUMNS(setViewed, onDownload)}
          rowKey={(f) => f.path}
          rowProps={() => ({ 'data-testid': 'inventory-file' })}
          pageSizes={INVENTORY_FILE_PAGE_SIZES}
          paging={paging}
        />
      </Paper>
      {viewed && <FileContent filepath={viewed} />}
    </Stack>
  );
}
