import {
  DASHBOARD_PAGE_SIZE,
  DASHBOARD_PAGE_SIZES,
  type MarketingAnswer,
  type SalesAnswer,
} from '@marketdesk/contracts';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { buildCsv, downloadCsv } from '../../../shared/csv/csv';
import { formatMoney } from '../../../shared/format/format';
import { DASHBOARD_TEXT, isForbidden, loadErrorText } from '../hooks/messages';
import { DETAIL_COLUMNS, type DetailRow, detailCsvRows, detailRows } from '../hooks/table';

interface Props {
  // The answers the rows are built from, here rather than in the body: the page paints without this code.
  sales: SalesAnswer | undefined;
  marketing: MarketingAnswer | undefined;
  nameOf: (mpId: string) => string;
  loading: boolean;
  error: unknown;
  filename: string;
  /** The currency the server converted every amount to (the filters' choice). */
  currency: string;
}

const count = new Intl.NumberFormat('en-US');
const isAmount = (field: string) => field !== 'marketplace' && field !== 'date' && field !== 'returns';

const columnsIn = (currency: string): GridColDef<DetailRow>[] =>
  DETAIL_COLUMNS.map(({ field, header }) =>
    field === 'marketplace' || field === 'date'
      ? {
          field,
          headerName: header,
          flex: field === 'marketplace' ? 1.3 : 1,
          minWidth: field === 'marketplace' ? 120 : 100,
        }
      : {
          field,
          headerName: header,
          type: 'number',
          flex: 1,
          minWidth: 88,
          valueFormatter: (v: number) => (isAmount(field) ? formatMoney(v, currency) : count.format(v)),
        },
  );

/**
 * Details per marketplace and day, page size 20 (10, 20, 50), amounts in the converted currency, with a CSV
 * export of every row whose amount headers name that currency ('Sales Amount (EUR)').
 */
export function DetailsTable({ sales, marketing, nameOf, loading, error, filename, currency }: Props) {
  const columns = useMemo(() => columnsIn(currency), [currency]);
  const rows = useMemo(() => detailRows(sales, marketing, nameOf), [sales, marketing, nameOf]);
  const exportCsv = () =>
    downloadCsv(
      filename,
      buildCsv(
        DETAIL_COLUMNS.map((c) => (isAmount(c.field) ? `${c.header} (${currency})` : c.header)),
        detailCsvRows(rows),
      ),
    );
  return (
    <Box data-testid="details-table">
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          Details
        </Typography>
        <Button variant="outlined" size="small" onClick={exportCsv} disabled={loading || rows.length === 0}>
          Export CSV
        </Button>
      </Stack>
      {error && !loading ? (
        <Alert severity={isForbidden(error) ? 'warning' : 'error'} data-testid="details-error">
          {loadErrorText(error)}
        </Alert>
      ) : (
        <DataGrid
          rows={rows}
          columns={columns}
          loading={loading}
          autoHeight
          // jsdom has no layout: without this a test would see the first column only.
          disableVirtualization={import.meta.env.MODE === 'test'}
          density="compact"
          disableRowSelectionOnClick
          pageSizeOptions={[...DASHBOARD_PAGE_SIZES]}
          initialState={{ pagination: { paginationModel: { pageSize: DASHBOARD_PAGE_SIZE } } }}
          localeText={{ noRowsLabel: DASHBOARD_TEXT.noData }}
        />
      )}
    </Box>
  );
}
