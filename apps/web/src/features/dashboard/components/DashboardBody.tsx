import type { CurrentUser, Metric } from '@marketdesk/contracts';
import { Box, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { ReportFilterBar } from '../../../shared/filters/ReportFilterBar';
import type { ReportFiltersState } from '../../../shared/filters/useReportFilters';
import { convertedNote } from '../../../shared/format/format';
import type { DashboardRequest } from '../hooks/filters';
import { formatters } from '../hooks/format';
import { type PieGrouping, pieSlices } from '../hooks/pie';
import { useDashboardData } from '../hooks/useDashboardData';
import { useSkuSearch } from '../hooks/useSkuSearch';
import type { TrendControls } from './ChartControls';
import { KpiCards } from './KpiCards';
import { LogoGrid } from './LogoGrid';
import { preloadPlots } from './lazy-charts';
import { PermissionTree } from './PermissionTree';
import { SharePie } from './SharePie';
import { TrendsChart } from './TrendsChart';

// The data grid is the largest library on the page: load it beside the cards and charts, not before them.
const DetailsTable = lazy(async () => ({
  default: (await import('./DetailsTable')).DetailsTable,
}));

/**
 * Everything under the welcome line: filters, KPI cards, charts, details and side cards. The chart, date picker
 * and grid libraries load after it has painted (lazy-charts.tsx, DateRangeFilter, DetailsTable).
 */
export function DashboardBody({
  user,
  selectedClientId,
  filters,
}: {
  user: CurrentUser;
  selectedClientId: number | null;
  filters: ReportFiltersState<DashboardRequest>;
}) {
  const [trend, setTrend] = useState<TrendControls>({
    granularity: 'Daily',
    metric: 'sales',
    type: 'Actual',
    windowInput: '7',
  });
  // The charts' code loads while the data does, not after it.
  useEffect(() => void preloadPlots(), []);
  const [pieMetric, setPieMetric] = useState<Metric>('sales');
  const [grouping, setGrouping] = useState<PieGrouping>('Marketplace');
  const data = useDashboardData(user, filters.applied, trend);
  const format = useMemo(() => formatters(filters.applied?.currency_code ?? 'USD'), [filters.applied]);

  const trendState = data.stateOf(trend.metric);
  const pieState = data.stateOf(pieMetric);
  const { daily, info } = data;
  const slices = useMemo(
    () => pieSlices(daily(pieMetric), grouping, info),
    [daily, info, pieMetric, grouping],
  );
  const trendDaily = useMemo(() => daily(trend.metric), [daily, trend.metric]);
  const tableLoading = [data.sales, data.marketing].some((q) => q.isPending && q.fetchStatus !== 'idle');
  const range = filters.applied ? `${filters.applied.start_date}_${filters.applied.end_date}` : 'dashboard';

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        {/* The shared report filter bar; the dashboard has no quick ranges or warehouses (spec 01 section 2.5). */}
        <ReportFilterBar
          label="Dashboard filters"
          dates
          currency
          marketplaces={user.marketplaces}
          brands={user.brands}
          skuSearch={useSkuSearch}
          filters={filters.draft}
          onChange={filters.update}
          onReset={filters.reset}
          onGo={filters.go}
        />
      </Paper>
      {filters.applied && (
        <Typography variant="body2" color="text.secondary" data-testid="converted-note">
          {convertedNote(filters.applied.currency_code)}
        </Typography>
      )}

      <KpiCards sales={data.sales} marketing={data.marketing} days={data.days} format={format} />

      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(260px, 1fr)' },
        }}
      >
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <TrendsChart
              controls={trend}
              onControls={(patch) => setTrend((t) => ({ ...t, ...patch }))}
              daily={trendDaily}
              periods={data.periods}
              loading={trendState.loading}
              error={trendState.error}
              forecast={{
                data: data.forecast.data,
                loading: data.forecast.isPending && data.forecast.fetchStatus !== 'idle',
                error: data.forecast.error,
              }}
              nameOf={data.nameOf}
              format={format}
            />
          </Paper>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Suspense fallback={<CircularProgress aria-label="Loading details" />}>
              <DetailsTable
                sales={data.sales.data}
                marketing={data.marketing.data}
                nameOf={data.nameOf}
                loading={tableLoading}
                error={data.sales.error ?? data.marketing.error}
                filename={`dashboard-details_${range}.csv`}
                currency={filters.applied?.currency_code ?? 'USD'}
              />
            </Suspense>
          </Paper>
        </Stack>
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <SharePie
              metric={pieMetric}
              grouping={grouping}
              onMetric={setPieMetric}
              onGrouping={setGrouping}
              slices={slices}
              loading={pieState.loading}
              error={pieState.error}
              format={format}
            />
          </Paper>
          <LogoGrid user={user} />
          <PermissionTree user={user} selectedClientId={selectedClientId} />
        </Stack>
      </Box>
    </Stack>
  );
}
