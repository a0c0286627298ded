import { type DailyCount, ADMIN_METRICS_TEXT as T } from '@marketdesk/contracts/comparison-metrics';
import { Card, CardContent, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import type { ReactNode } from 'react';

const HEIGHT = 280;

/** Charts draw at once under test (unit and end-to-end), else they animate. */
const skipAnimation = () =>
  import.meta.env.MODE === 'test' || (typeof window !== 'undefined' && window.__MARKETDESK_TEST__ === true);

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

/** The daily bar chart: uploads of every day of the range (0 on days without). */
export function DailyUploadsChart({ days }: { days: DailyCount[] }) {
  return (
    <ChartCard title={T.dailyUploads}>
      <BarChart
        height={HEIGHT}
        skipAnimation={skipAnimation()}
        xAxis={[{ scaleType: 'band', data: days.map((d) => d.date) }]}
        series={[{ id: 'uploads', label: 'Uploads', data: days.map((d) => d.count) }]}
      />
    </ChartCard>
  );
}

/** The pie: the top 5 uploaders plus Others. */
export function UploadsPie({ slices }: { slices: { label: string; value: number }[] }) {
  return (
    <ChartCard title={T.uploadsByUser}>
      <PieChart
        height={HEIGHT}
        skipAnimation={skipAnimation()}
        series={[{ data: slices.map((s, id) => ({ id, label: s.label, value: s.value })), innerRadius: 40 }]}
      />
    </ChartCard>
  );
}
