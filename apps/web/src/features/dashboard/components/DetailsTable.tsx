import { DASHBOARD_PAGE_SIZE, DASHBOARD_PAGE_SIZES } from '@marketdesk/contracts';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { buildCsv, downloadCsv } from '../../../shared/csv/csv';
import { DASHBOARD_TEXT, isForbidden, loadErrorText } from '../hooks/messages';
import { DETAIL_COLUMNS, type DetailRow, detailCsvRows } from '../hooks/table';

interface Props {
  rows: DetailRow[];
  loading: boolean;
  error: unknown;
  filename: string;
}

const two = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const columns: GridColDef<DetailRow>[] = DETAIL_COLUMNS.map(({ field, header }) =>
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
        valueFormatter: (v: number) => (field === 'returns' ? String(v) : two.format(v)),
      },
);

/** Details per marketplace and day, page size 20 (10, 20, 50), with a CSV export of every row. */
export function DetailsTable({ rows, loading, error, filename }: Props) {
  const exportCsv = () =>
    downloadCsv(
      filename,
      buildCsv(
        DETAIL_COLUMNS.map((c) => c.header),
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
