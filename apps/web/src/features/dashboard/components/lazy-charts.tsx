import { Box } from '@mui/material';
import { type ComponentProps, lazy, Suspense } from 'react';
import { SHARE_HEIGHT, SPARK_HEIGHT, TRENDS_HEIGHT } from './chart-sizes';

/**
 * The chart library (about 100 kB gzipped) is not part of the dashboard's first page: plots.tsx is its own chunk,
 * asked for when the dashboard body mounts (beside its data calls, see preloadPlots) and drawn where a skeleton
 * of the chart's size held its place, so nothing moves when it arrives.
 */
let plots: Promise<typeof import('./plots')> | undefined;
export const preloadPlots = () => {
  plots ??= import('./plots');
  return plots;
};

const LazyTrends = lazy(async () => ({ default: (await preloadPlots()).TrendsPlot }));
const LazyShare = lazy(async () => ({ default: (await preloadPlots()).SharePlot }));
const LazySparkline = lazy(async () => ({ default: (await preloadPlots()).KpiSparkline }));

/** A plain box of the chart's height (MUI's Skeleton would add 1.5 kB to the page for the few moments it shows). */
const placeholder = (height: number, label: string) => (
  <Box role="progressbar" aria-label={label} sx={{ height, borderRadius: 1, bgcolor: 'action.hover' }} />
);

export function TrendsPlot(props: ComponentProps<typeof LazyTrends>) {
  return (
    <Suspense fallback={placeholder(TRENDS_HEIGHT, 'Loading trends chart')}>
      <LazyTrends {...props} />
    </Suspense>
  );
}

export function SharePlot(props: ComponentProps<typeof LazyShare>) {
  return (
    <Suspense fallback={placeholder(SHARE_HEIGHT, 'Loading share chart')}>
      <LazyShare {...props} />
    </Suspense>
  );
}

export function KpiSparkline(props: ComponentProps<typeof LazySparkline>) {
  return (
    <Suspense fallback={placeholder(SPARK_HEIGHT, 'Loading trend')}>
      <LazySparkline {...props} />
    </Suspense>
  );
}
