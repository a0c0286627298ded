import { type DailyCount, ADMIN_METRICS_TEXT as T } from '@marketdesk/contracts/comparison-metrics';
import { PieChart } from '@mui/x-charts/PieChart';
import { chartsSkipAnimation } from '../../../shared/charts/animation';
import { CHART_HEIGHT, ChartCard } from '../../../shared/charts/ChartCard';
import { DailyCountChart } from '../../../shared/charts/DailyCountChart';

/** The daily bar chart: uploads of every day of the range (0 on days without). */
export function DailyUploadsChart({ days }: { days: DailyCount[] }) {
  return (
    <DailyCountChart title={T.dailyUploads} counts={days} series={{ id: 'uploads', label: 'Uploads' }} />
  );
}

/** The pie: the top 5 uploaders plus Others. */
export function UploadsPie({ slices }: { slices: { label: string; value: number }[] }) {
  return (
    <ChartCard title={T.uploadsByUser}>
      <PieChart
        height={CHART_HEIGHT}
        skipAnimation={chartsSkipAnimation()}
        series={[{ data: slices.map((s, id) => ({ id, label: s.label, value: s.value })), innerRadius: 40 }]}
      />
    </ChartCard>
  );
}
