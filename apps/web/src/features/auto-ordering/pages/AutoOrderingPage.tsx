import {
  AUTO_ORDERING_DEFAULT_COVERAGE_DAYS,
  AUTO_ORDERING_MAX_COVERAGE_DAYS,
  AUTO_ORDERING_SEARCH_DEBOUNCE_MS,
  defaultAutoOrderingWindow,
  AUTO_ORDERING_TEXT as TX,
} from '@marketdesk/contracts/auto-ordering';
import { Alert, Box, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { downloadCsv } from '../../../shared/csv/csv';
import { useDebounced } from '../../../shared/hooks/useDebounced';
import { useWarehouseOptions } from '../../../shared/reference/warehouse-options';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { type AutoOrderingRequest, useAutoOrderingReport } from '../api/get-report';
import { AutoOrderingControls, type ControlsState } from '../components/AutoOrderingControls';
import { AutoOrderingGrid } from '../components/AutoOrderingGrid';
import { reportCsv, reportErrorText, reportFileName, searchRows } from '../hooks/columns';

const ISO = 'YYYY-MM-DD';

/** Coverage days as typed: a whole number from 1 (spec 03 section 5), or the rule it breaks. */
function coverageOf(text: string): { days: number } | { error: string } {
  const n = Number(text);
  if (text.trim() === '' || !Number.isInteger(n) || n < 1) return { error: TX.coverageMin };
  if (n > AUTO_ORDERING_MAX_COVERAGE_DAYS) return { error: TX.coverageMax };
  return { days: n };
}

function initialState(): ControlsState {
  const w = defaultAutoOrderingWindow(dayjs().format(ISO));
  return {
    warehouseId: null,
    start: dayjs(w.start),
    end: dayjs(w.end),
    coverage: String(AUTO_ORDERING_DEFAULT_COVERAGE_DAYS),
  };
}

/**
 * Auto Ordering (/forcast-working): pick a warehouse, dates and coverage days, Fetch Report, then search the
 * rows (400 ms after typing stops) and Download them. The report is fetched only on Fetch Report.
 */
export function AutoOrderingPage() {
  const warehouses = useWarehouseOptions();
  const [state, setState] = useState<ControlsState>(initialState);
  const [request, setRequest] = useState<AutoOrderingRequest | null>(null);
  const [search, setSearch] = useState('');
  const term = useDebounced(search, AUTO_ORDERING_SEARCH_DEBOUNCE_MS);
  const query = useAutoOrderingReport(request);
  const coverage = coverageOf(state.coverage);
  const warehouseId =
    state.warehouseId ?? (warehouses.options.length === 1 ? warehouses.options[0]!.pk_warehouse_id : null);
  const rows = query.data ?? [];
  const shown = useMemo(() => searchRows(rows, term), [rows, term]);

  const fetchReport = () => {
    if (warehouseId === null || !('days' in coverage)) return;
    const next = {
      warehouse_id: warehouseId,
      start: state.start.format(ISO),
      end: state.end.format(ISO),
      coverage_days: coverage.days,
    };
    // The same filter again is a fresh forecast of now, not the answer kept from before.
    if (request && JSON.stringify(request) === JSON.stringify(next)) void query.refetch();
    else setRequest(next);
  };
  const download = () => {
    if (!request) return;
    const name =
      warehouses.options.find((w) => w.pk_warehouse_id === request.warehouse_id)?.name ?? 'warehouse';
    downloadCsv(reportFileName(name, request.start, request.end), reportCsv(shown));
  };

  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <PageHeader title={TX.title} />
      <AutoOrderingControls
        state={{ ...state, warehouseId }}
        onChange={(patch) => setState((s) => ({ ...s, ...patch }))}
        warehouses={warehouses.options}
        coverageError={'error' in coverage ? coverage.error : null}
        onFetch={fetchReport}
        onDownload={download}
        canFetch={warehouseId !== null && 'days' in coverage && !query.isFetching}
        canDownload={query.isSuccess && shown.length > 0}
      />
      <TextField
        size="small"
        label={TX.search}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        sx={{ maxWidth: 360 }}
        disabled={!query.isSuccess}
      />
      <ReportBody request={request} query={query} rows={rows} shown={shown} />
    </Stack>
  );
}

function ReportBody({
  request,
  query,
  rows,
  shown,
}: {
  request: AutoOrderingRequest | null;
  query: ReturnType<typeof useAutoOrderingReport>;
  rows: Parameters<typeof searchRows>[0];
  shown: ReturnType<typeof searchRows>;
}) {
  if (request === null) return <Typography color="text.secondary">{TX.notFetched}</Typography>;
  if (query.isFetching && !query.isSuccess)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
        <CircularProgress aria-label="Loading auto ordering" />
      </Box>
    );
  if (query.isError)
    return (
      <Alert severity="error" data-testid="auto-ordering-error">
        {reportErrorText(query.error)}
      </Alert>
    );
  if (rows.length === 0)
    return (
      <Typography color="text.secondary" data-testid="auto-ordering-empty">
        {TX.noRows}
      </Typography>
    );
  return (
    <>
      {shown.length === 0 && (
        <Typography color="text.secondary" data-testid="auto-ordering-no-match">
          {TX.noMatches}
        </Typography>
      )}
      <AutoOrderingGrid rows={shown} allRows={rows} />
    </>
  );
}
