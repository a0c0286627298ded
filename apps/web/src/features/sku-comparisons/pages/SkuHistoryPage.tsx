import {
  SKU_HISTORY_DEFAULT_DAYS,
  type SkuHistoryAnswer,
  skuHistoryExportName,
  SKU_COMPARISON_TEXT as T,
} from '@marketdesk/contracts/sku-comparison';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { buildCsv, downloadCsv } from '../../../shared/csv/csv';
import { type DateRange, daysThroughTomorrow } from '../../../shared/filters/date-ranges';
import { HistoryWindowFilter } from '../../../shared/filters/HistoryWindowFilter';
import { MarketplaceSelect } from '../../../shared/filters/MarketplacePicker';
import { useMarketplacePick } from '../../../shared/filters/useMarketplacePick';
import { isoDay } from '../../../shared/format/format';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { QueryState } from '../../../shared/ui/QueryState';
import { StatCard } from '../../../shared/ui/StatCard';
import { useSkuHistory } from '../api/get-sku-history';
import { PriceTrendsChart, UploadActivityChart } from '../components/HistoryCharts';
import { HistoryTable, historyColumns } from '../components/HistoryTable';

const everyMarketplace = () => true;

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
        <PriceTrendsChart trends={data.price_trends} records={data.records} />
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
  const [range, setRange] = useState<DateRange>(() => daysThroughTomorrow(SKU_HISTORY_DEFAULT_DAYS));
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
      <HistoryWindowFilter range={range} onChange={setRange}>
        <Box sx={{ minWidth: 240 }}>
          <MarketplaceSelect options={pick.options} value={pick.mpId} onChange={pick.setMpId} />
        </Box>
      </HistoryWindowFilter>
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
