import {
  SKU_COMPARISON_PARTY_LABELS as PARTY,
  type SkuDailyCount,
  type SkuPriceTrend,
  SKU_COMPARISON_TEXT as T,
} from '@marketdesk/contracts/sku-comparison';
import { LineChart } from '@mui/x-charts/LineChart';
import { chartsSkipAnimation } from '../../../shared/charts/animation';
import { CHART_HEIGHT, ChartCard } from '../../../shared/charts/ChartCard';
import { DailyCountChart } from '../../../shared/charts/DailyCountChart';
import { money } from './history-format';

/** Price Trends: the average client, competitor 1 and competitor 2 price of each day with records. */
export function PriceTrendsChart({ trends }: { trends: SkuPriceTrend[] }) {
  return (
    <ChartCard title={T.priceTrends}>
      <LineChart
        height={CHART_HEIGHT}
        skipAnimation={chartsSkipAnimation()}
        xAxis={[{ scaleType: 'point', data: trends.map((p) => p.date) }]}
        series={[
          { id: 'client', label: PARTY.client, data: trends.map((p) => p.avg_client_price) },
          { id: 'comp1', label: PARTY.comp1, data: trends.map((p) => p.avg_comp1_price) },
          { id: 'comp2', label: PARTY.comp2, data: trends.map((p) => p.avg_comp2_price) },
        ].map((s) => ({ ...s, valueFormatter: (v: number | null) => (v === null ? '' : money(v)) }))}
      />
    </ChartCard>
  );
}

/** Upload Activity: how many comparisons were recorded on each day. */
export function UploadActivityChart({ counts }: { counts: SkuDailyCount[] }) {
  return (
    <DailyCountChart title={T.uploadActivity} counts={counts} series={{ id: 'count', label: 'Records' }} />
  );
}
