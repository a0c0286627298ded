import {
  SKU_COMPARISON_PARTY_LABELS as PARTY,
  type SkuDailyCount,
  type SkuHistoryRecord,
  type SkuPriceTrend,
  SKU_COMPARISON_TEXT as T,
} from '@marketdesk/contracts/sku-comparison';
import { Typography } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import { chartsSkipAnimation } from '../../../shared/charts/animation';
import { CHART_HEIGHT, ChartCard } from '../../../shared/charts/ChartCard';
import { DailyCountChart } from '../../../shared/charts/DailyCountChart';
import { money, useCurrencyOf } from './history-format';

/**
 * Price Trends: the average client, competitor 1 and competitor 2 price of each day with records, in the records'
 * marketplace currency; when their marketplaces have different currencies the averages mix them, and a line
 * under the chart says so (numbers without a symbol).
 */
export function PriceTrendsChart({
  trends,
  records,
}: {
  trends: SkuPriceTrend[];
  records: SkuHistoryRecord[];
}) {
  const currencyOf = useCurrencyOf();
  const all = new Set(records.map((r) => currencyOf(r.marketplace_id)));
  const codes = [...all].filter((c): c is string => c !== null).sort();
  // One currency only when every record's marketplace is known and they agree.
  const currency = codes.length === 1 && !all.has(null) ? codes[0]! : null;
  const shown = (v: number | null) => (v === null ? '' : money(v, currency));
  return (
    <ChartCard title={T.priceTrends}>
      <LineChart
        height={CHART_HEIGHT}
        skipAnimation={chartsSkipAnimation()}
        xAxis={[{ scaleType: 'point', data: trends.map((p) => p.date) }]}
        yAxis={[{ valueFormatter: (v: number) => shown(v) }]}
        series={[
          { id: 'client', label: PARTY.client, data: trends.map((p) => p.avg_client_price) },
          { id: 'comp1', label: PARTY.comp1, data: trends.map((p) => p.avg_comp1_price) },
          { id: 'comp2', label: PARTY.comp2, data: trends.map((p) => p.avg_comp2_price) },
        ].map((s) => ({ ...s, valueFormatter: shown }))}
      />
      {codes.length > 1 && (
        <Typography variant="caption" color="text.secondary" data-testid="mixed-currencies">
          {mixedCurrencies(codes)}
        </Typography>
      )}
    </ChartCard>
  );
}

/** Upload Activity: how many comparisons were recorded on each day. */
export function UploadActivityChart({ counts }: { counts: SkuDailyCount[] }) {
  return (
    <DailyCountChart title={T.uploadActivity} counts={counts} series={{ id: 'count', label: 'Records' }} />
  );
}

/** The line under Price Trends when its records' marketplaces have different currencies. */
export const mixedCurrencies = (codes: readonly string[]): string =>
  `Averages over marketplaces in ${codes.join(', ')}: choose one marketplace to compare its prices in one currency.`;
