import {
  AUTO_ORDERING_DEFAULT_COVERAGE_DAYS,
  AUTO_ORDERING_MAX_COVERAGE_DAYS,
  AUTO_ORDERING_MIN_COVERAGE_DAYS,
  AUTO_ORDERING_SEARCH_DEBOUNCE_MS,
  defaultAutoOrderingWindow,
  AUTO_ORDERING_TEXT as TX,
} from '@marketdesk/contracts/auto-ordering';
import { REPORT_WINDOW_MONTHS } from '@marketdesk/contracts/report-window';
import { Alert, Box, Button, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { downloadCsv } from '../../../shared/csv/csv';
import { type FilterField, type FilterFields, field } from '../../../shared/filters/filter-fields';
import { ReportFilterBar } from '../../../shared/filters/ReportFilterBar';
import { useReportFilters } from '../../../shared/filters/useReportFilters';
import { WarehouseSelect } from '../../../shared/filters/WarehouseSelect';
import { useDebounced } from '../../../shared/hooks/useDebounced';
import { useWarehouseOptions } from '../../../shared/reference/warehouse-options';
import { useSession } from '../../../shared/session/store';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { type AutoOrderingRequest, useAutoOrderingReport } from '../api/get-report';
import { AutoOrderingGrid } from '../components/AutoOrderingGrid';
import { reportCsv, reportErrorText, reportFileName, searchRows } from '../hooks/columns';

const ISO = 'YYYY-MM-DD';

/** The form (spec 03 section 2): warehouse, start and end dates, coverage days as typed (checked before a fetch). */
interface AutoOrderingFilters {
  warehouseId: number | null;
  start: Dayjs;
  end: Dayjs;
  coverage: string;
}

/** Coverage days as typed: a whole number from 1 (spec 03 section 5), or the rule it breaks. */
function coverageOf(text: string): { days: number } | { error: string } {
  const n = Number(text);
  if (text.trim() === '' || !Number.isInteger(n) || n < 1) return { error: TX.coverageMin };
  if (n > AUTO_ORDERING_MAX_COVERAGE_DAYS) return { error: TX.coverageMax };
  return { days: n };
}

/** Coverage days in the address: written as typed, read back only when valid. */
const coverageField: FilterField<string> = {
  key: 'coverage',
  write: (text) => [text],
  read: ([text], fallback) => (text !== undefined && 'days' in coverageOf(text) ? text : fallback),
};

/** Where the filters sit in the address (?warehouse=…&start=…&end=…&coverage=…). */
const FIELDS: FilterFields<AutoOrderingFilters> = {
  warehouseId: field.id('warehouse'),
  start: field.day('start'),
  end: field.day('end'),
  coverage: coverageField,
};

function defaults(): AutoOrderingFilters {
  const w = defaultAutoOrderingWindow(dayjs().format(ISO));
  return {
    warehouseId: null,
    start: dayjs(w.start),
    end: dayjs(w.end),
    coverage: String(AUTO_ORDERING_DEFAULT_COVERAGE_DAYS),
  };
}

/** The report's request; null (idle) without a warehouse or with coverage days that break the rule. */
function toRequest(f: AutoOrderingFilters): AutoOrderingRequest | null {
  const coverage = coverageOf(f.coverage);
  if (f.warehouseId === null || !('days' in coverage)) return null;
  return {
    warehouse_id: f.warehouseId,
    start: f.start.format(ISO),
    end: f.end.format(ISO),
    coverage_days: coverage.days,
  };
}
/** Fetch Report is locked meanwhile; the field shows the rule. */
const check = (f: AutoOrderingFilters) => {
  const coverage = coverageOf(f.coverage);
  return 'error' in coverage ? coverage.error : null;
};

/**
 * Auto Ordering (/forcast-working): pick a warehouse, dates and coverage days, Fetch Report, then search the
 * rows (400 ms after typing stops) and Download them. The fetched filters live in the address (the shared report
 * filters: a reload or a link shows the same report, a visit without filters the last choice); the report is
 * fetched only from applied filters (Fetch Report, the address, the last choice).
 */
export function AutoOrderingPage() {
  const warehouses = useWarehouseOptions();
  const queryClient = useQueryClient();
  const { selectedClientId } = useSession();
  const filters = useReportFilters<AutoOrderingRequest | null, AutoOrderingFilters>({
    screen: 'auto-ordering',
    fields: FIELDS,
    defaults,
    toRequest,
    check,
    enabled: selectedClientId !== null,
    // The same filter again is a fresh forecast of now, not the answer kept from before.
    reload: useCallback(
      () => queryClient.invalidateQueries({ queryKey: ['auto-ordering', 'report'] }),
      [queryClient],
    ),
  });
  const request = filters.applied;
  const draft = filters.draft;
  const [search, setSearch] = useState('');
  const term = useDebounced(search, AUTO_ORDERING_SEARCH_DEBOUNCE_MS);
  const query = useAutoOrderingReport(request);
  const coverage = coverageOf(draft.coverage);
  const rows = query.data ?? [];
  const shown = useMemo(() => searchRows(rows, term), [rows, term]);

  // A user with one warehouse has it chosen.
  const only = warehouses.options.length === 1 ? warehouses.options[0]!.pk_warehouse_id : null;
  const { update } = filters;
  useEffect(() => {
    if (draft.warehouseId === null && only !== null) update({ warehouseId: only });
  }, [draft.warehouseId, only, update]);

  const download = () => {
    if (!request) return;
    const name =
      warehouses.options.find((w) => w.pk_warehouse_id === request.warehouse_id)?.name ?? 'warehouse';
    downloadCsv(reportFileName(name, request.start, request.end), reportCsv(shown));
  };

  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <PageHeader title={TX.title} />
      <ReportFilterBar
        label="Auto ordering filters"
        filters={{ start: draft.start, end: draft.end }}
        onChange={({ start, end }) => start && end && filters.update({ start, end })}
        leading={
          <Box sx={{ minWidth: 180, flex: '1 1 180px', maxWidth: 320 }}>
            <WarehouseSelect
              label={TX.warehouse}
              options={warehouses.options}
              value={draft.warehouseId}
              onChange={(warehouseId) => filters.update({ warehouseId })}
            />
          </Box>
        }
        dates={{
          startLabel: TX.startDate,
          endLabel: TX.endDate,
          maxSpanMonths: REPORT_WINDOW_MONTHS.autoOrdering,
        }}
        trailing={
          <TextField
            size="small"
            type="number"
            label={TX.coverageDays}
            value={draft.coverage}
            onChange={(e) => filters.update({ coverage: e.target.value })}
            error={'error' in coverage}
            helperText={'error' in coverage ? coverage.error : undefined}
            sx={{ width: 140 }}
            slotProps={{
              htmlInput: {
                min: AUTO_ORDERING_MIN_COVERAGE_DAYS,
                max: AUTO_ORDERING_MAX_COVERAGE_DAYS,
                step: 1,
              },
            }}
          />
        }
        onGo={filters.go}
        goLabel={TX.fetch}
        busy={draft.warehouseId === null || 'error' in coverage || query.isFetching}
        actions={
          <Button variant="outlined" onClick={download} disabled={!(query.isSuccess && shown.length > 0)}>
            {TX.download}
          </Button>
        }
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
