import {
  SKU_HISTORY_DEFAULT_DAYS,
  type SkuHistoryAnswer,
  skuHistoryExportName,
  SKU_COMPARISON_TEXT as T,
} from '@marketdesk/contracts/sku-comparison';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import dayjs from 'dayjs';
import { useState } from 'react';
import { buildCsv, downloadCsv } from '../../../shared/csv/csv';
import { DateRangeFilter } from '../../../shared/filters/DateRangeFilter';
import type { DateRange } from '../../../shared/filters/date-ranges';
import { MarketplaceSelect } from '../../../shared/filters/MarketplacePicker';
import { useMarketplacePick } from '../../../shared/filters/useMarketplacePick';
import { isoDay } from '../../../shared/format/format';
import { QueryState } from '../../../shared/ui/QueryState';
import { useSkuHistory } from '../api/get-sku-history';
import { PriceTrendsChart, UploadActivityChart } from '../components/HistoryCharts';
import { HistoryTable, historyColumns } from '../components/HistoryTable';
import { PageHeader } from '../components/PageHeader';

const everyMarketplace = () => true;

/** The default window: the last 30 days through tomorrow (spec 02 section 9). */
const defaultRange = (): DateRange => {
  const today = dayjs().startOf('day');
  return { start: today.subtract(SKU_HISTORY_DEFAULT_DAYS, 'day'), end: today.add(1, 'day') };
};

function StatCard({ title, value }: { title: string; value: string }) {
  return (
    <Card variant="outlined" component="section" aria-label={title} sx={{ flex: 1, minWidth: 180 }}>
      <CardContent>
        <Typography variant="subtitle2" color="text.secondary" component="h2">
          {title}
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
          {value}
        </Typography>
      </CardContent>
    </Card>
  );
}

function HistoryBody({
  data,
  marketplaceName,
}: {
  data: SkuHistoryAnswer;
  marketplaceName(id: number): string;
}) {
  const exportCsv = () => {
    const columns = historyColumns(marketplaceName);
    downloadCsv(
      skuHistoryExportName(isoDay(new Date())),
      buildCsv(
        columns.map((c) => c.header),
        data.records.map((r) => columns.map((c) => c.value(r))),
      ),
    );
  };
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
        <StatCard title={T.totalRecords} value={String(data.total_records)} />
        <StatCard title={T.currentStreak} value={T.streak(data.current_streak)} />
        <StatCard title={T.activeDays} value={String(data.active_days)} />
        <StatCard title={T.dailyAverage} value={data.daily_average.toFixed(1)} />
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
        <PriceTrendsChart trends={data.price_trends} />
        <UploadActivityChart counts={data.daily_counts} />
      </Stack>
      <Card variant="outlined">
        <CardContent>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
            <Typography variant="subtitle1" component="h2">
              Records
            </Typography>
            <Button onClick={exportCsv} disabled={data.records.length === 0}>
              Export CSV
            </Button>
          </Stack>
          <HistoryTable records={data.records} marketplaceName={marketplaceName} />
        </CardContent>
      </Card>
    </Stack>
  );
}

/**
 * /focused-data/sku/history (spec 02): the signed-in user's own SKU comparisons in the client between two
 * dates, optionally on one marketplace: the cards, Price Trends and Upload Activity charts and the records.
 */
export function SkuHistoryPage() {
  const pick = useMarketplacePick(everyMarketplace);
  const [range, setRange] = useState<DateRange>(defaultRange);
  const history = useSkuHistory({
    start_date: range.start.format('YYYY-MM-DD'),
    end_date: range.end.format('YYYY-MM-DD'),
    mp_id: pick.mpId ?? undefined,
  });
  const marketplaceName = (id: number) =>
    (pick.query.data ?? []).find((m) => m.pk_mp_id === id)?.name ?? String(id);

  return (
    <Stack spacing={2}>
      <PageHeader back={{ label: T.formTitle, to: '/focused-data/sku' }} title={T.historyTitle} />
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <DateRangeFilter
          start={range.start}
          end={range.end}
          onChange={setRange}
          maxDate={dayjs().startOf('day').add(1, 'day')}
        />
        <Box sx={{ minWidth: 240 }}>
          <MarketplaceSelect options={pick.options} value={pick.mpId} onChange={pick.setMpId} />
        </Box>
      </Stack>
      <QueryState
        query={history}
        loadingLabel="Loading your history"
        forbidden={T.historyFailed}
        loadFailed={T.historyFailed}
        testId="sku-history"
      >
        {(data) => <HistoryBody data={data} marketplaceName={marketplaceName} />}
      </QueryState>
    </Stack>
  );
}
