import { type Granularity, METRIC_LABELS, type Metric } from '@marketdesk/contracts';
import { LineChart, type LineSeries } from '@mui/x-charts/LineChart';
import type { PieValueType } from '@mui/x-charts/models';
import { PieChart } from '@mui/x-charts/PieChart';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { chartsSkipAnimation } from '../../../shared/charts/animation';
import { showTickLabel } from '../hooks/axis';
import { periodLabel } from '../hooks/periods';
import { SHARE_HEIGHT, SPARK_HEIGHT, TRENDS_HEIGHT } from './chart-sizes';
import { type Band, ForecastBands } from './ForecastBand';

/**
 * The dashboard's drawings, the only module that imports the chart library: it is a chunk of its own that
 * lazy-charts.tsx loads beside the data, so the page and its cards paint before the 100 kB of charts arrive.
 */

const DASH = '6 4';

export interface TrendsPlotProps {
  series: LineSeries[];
  points: string[];
  granularity: Granularity;
  metric: Metric;
  bands: Band[];
}

/** The trend lines (forecasts dashed, test id `line-<series id>`) with their confidence bands behind. */
export function TrendsPlot({ series, points, granularity, metric, bands }: TrendsPlotProps) {
  return (
    <LineChart
      height={TRENDS_HEIGHT}
      // Room for the last tick label at the right edge.
      margin={{ right: 28 }}
      series={series}
      skipAnimation={chartsSkipAnimation()}
      xAxis={[
        {
          scaleType: 'point',
          data: points,
          valueFormatter: (v: string) => periodLabel(v, granularity),
          tickLabelInterval: showTickLabel(points.length),
        },
      ]}
      yAxis={[{ label: METRIC_LABELS[metric], width: 70 }]}
      slotProps={{
        line: (owner: { seriesId: string | number }) => {
          const id = String(owner.seriesId);
          const isForecast = id.startsWith('forecast-');
          return {
            strokeDasharray: isForecast ? DASH : undefined,
            'data-testid': `line-${id}`,
          } as object;
        },
      }}
    >
      <ForecastBands points={points} bands={bands} />
    </LineChart>
  );
}

export interface SharePlotProps {
  data: PieValueType[];
  valueFormatter: (value: number, dataIndex: number) => string;
}

/** The share doughnut; its legend is the list under it (SharePie). */
export function SharePlot({ data, valueFormatter }: SharePlotProps) {
  return (
    <PieChart
      height={SHARE_HEIGHT}
      hideLegend
      skipAnimation={chartsSkipAnimation()}
      series={[
        {
          data,
          innerRadius: 40,
          paddingAngle: 1,
          valueFormatter: (item, { dataIndex }) => valueFormatter(item.value, dataIndex),
        },
      ]}
    />
  );
}

/** A KPI card's mini trend. */
export function KpiSparkline({ data }: { data: number[] }) {
  return (
    <SparkLineChart
      data={data}
      height={SPARK_HEIGHT}
      area
      curve="natural"
      skipAnimation={chartsSkipAnimation()}
    />
  );
}
