import { BarChart } from '@mui/x-charts/BarChart';
import { chartsSkipAnimation } from './animation';
import { CHART_HEIGHT, ChartCard } from './ChartCard';

interface Props {
  title: string;
  /** One bar a day, in the order given. */
  counts: readonly { date: string; count: number }[];
  /** The bars' series: its id and the label its tooltip shows. */
  series: { id: string; label: string };
}

/** How many records were made on each day, as bars in a chart card. */
export function DailyCountChart({ title, counts, series }: Props) {
  return (
    <ChartCard title={title}>
      <BarChart
        height={CHART_HEIGHT}
        skipAnimation={chartsSkipAnimation()}
        xAxis={[{ scaleType: 'band', data: counts.map((c) => c.date) }]}
        series={[{ ...series, data: counts.map((c) => c.count) }]}
      />
    </ChartCard>
  );
}
