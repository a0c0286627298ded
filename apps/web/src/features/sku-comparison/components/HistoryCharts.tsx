import {
  SKU_COMPARISON_PARTY_LABELS as PARTY,
  type SkuDailyCount,
  type SkuPriceTrend,
  SKU_COMPARISON_TEXT as T,
} from '@marketdesk/contracts/sku-comparison';
import { Card, CardContent, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { ReactNode } from 'react';
import { money } from './history-format';

const HEIGHT = 280;
/** Charts draw at once under test, so assertions see the final drawing. */
const skipAnimation = import.meta.env.MODE === 'test';

/** A chart in its card, named by its title. */
function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-label={title} sx={{ flex: 1, minWidth: 320 }}>
      <CardContent>
        <Typography variant="subtitle1" component="h2">
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** Price Trends: the average client, competitor 1 and competitor 2 price of each day with records. */
export function PriceTrendsChart({ trends }: { trends: SkuPriceTrend[] }) {
  return (
    <ChartCard title={T.priceTrends}>
      <LineChart
        height={HEIGHT}
        skipAnimation={skipAnimation}
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
    <ChartCard title={T.uploadActivity}>
      <BarChart
        height={HEIGHT}
        skipAnimation={skipAnimation}
        xAxis={[{ scaleType: 'band', data: counts.map((c) => c.date) }]}
        series={[{ id: 'count', label: 'Records', data: counts.map((c) => c.count) }]}
      />
    </ChartCard>
  );
}
