import type { ForecastAnswer, Granularity } from '@marketdesk/contracts';
import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import type { LineSeries } from '@mui/x-charts/LineChart';
import { useMemo } from 'react';
import type { Formatters } from '../hooks/format';
import { DASHBOARD_TEXT, forecastErrorText, isForbidden, loadErrorText } from '../hooks/messages';
import type { MetricDaily } from '../hooks/metrics';
import { rollingWindow } from '../hooks/transforms';
import { buildTrends } from '../hooks/trends';
import { ChartControls, type TrendControls } from './ChartControls';
import { TrendsPlot } from './lazy-charts';
import { colorAt } from './palette';

interface Props {
  controls: TrendControls;
  onControls: (patch: Partial<TrendControls>) => void;
  daily: MetricDaily;
  periods: string[];
  loading: boolean;
  error: unknown;
  forecast: { data: ForecastAnswer | undefined; loading: boolean; error: unknown };
  nameOf: (mpId: string) => string;
  format: Formatters;
}

/**
 * "Trends for each Marketplace": one solid line per marketplace up to the end of the range, then its forecast
 * dashed with a shaded confidence band. Sales figures, marketing figures and the forecast load (and fail) apart.
 */
export function TrendsChart({
  controls,
  onControls,
  daily,
  periods,
  loading,
  error,
  forecast,
  nameOf,
  format,
}: Props) {
  const count = periods.length;
  const rule = rollingWindow(controls.windowInput || '1', count);
  const trends = useMemo(
    () =>
      buildTrends({
        daily,
        periods,
        granularity: controls.granularity,
        type: controls.type,
        window: rule.value,
        forecast: forecast.data,
        nameOf,
      }),
    [daily, periods, controls.granularity, controls.type, rule.value, forecast.data, nameOf],
  );

  const series: LineSeries[] = trends.series.flatMap((s, i) => {
    const color = colorAt(i);
    const out: LineSeries[] = [
      { id: `actual-${s.mpId}`, label: s.label, data: s.actual, color, showMark: false, valueFormatter: fmt },
    ];
    if (s.forecast) {
      out.push({
        id: `forecast-${s.mpId}`,
        // No legend entry: the dashed line belongs to its marketplace's entry; the tooltip names it.
        label: ((where: 'tooltip' | 'legend') =>
          where === 'legend' ? undefined : `${s.label} (forecast)`) as (
          where: 'tooltip' | 'legend',
        ) => string,
        data: s.forecast,
        color,
        showMark: false,
        valueFormatter: fmt,
      });
    }
    return out;
  });
  function fmt(v: number | null) {
    return v === null ? null : format.metric(controls.metric, v);
  }

  const onWindow = (text: string) => {
    if (text.trim() === '') return onControls({ windowInput: '' });
    onControls({ windowInput: rollingWindow(text, count).input });
  };

  return (
    <Box data-testid="trends-chart">
      <Typography variant="h6" component="h2" gutterBottom>
        {DASHBOARD_TEXT.trendsTitle}
      </Typography>
      <ChartControls
        value={controls}
        windowError={controls.type === 'Rolling Avg' ? rule.error : null}
        onChange={(patch) =>
          patch.windowInput !== undefined ? onWindow(patch.windowInput) : onControls(patch)
        }
      />
      {loading ? (
        <Box sx={{ height: 320, display: 'grid', placeItems: 'center' }}>
          <CircularProgress aria-label="Loading trends" />
        </Box>
      ) : error ? (
        <Alert severity={isForbidden(error) ? 'warning' : 'error'} sx={{ mt: 2 }} data-testid="trends-error">
          {loadErrorText(error)}
        </Alert>
      ) : trends.series.length === 0 ? (
        <Typography sx={{ py: 6, textAlign: 'center' }} color="text.secondary" data-testid="trends-empty">
          {DASHBOARD_TEXT.noData}
        </Typography>
      ) : (
        <TrendsPlot
          series={series}
          points={trends.points}
          granularity={controls.granularity as Granularity}
          metric={controls.metric}
          bands={trends.series.flatMap((s, i) =>
            s.lower && s.upper ? [{ mpId: s.mpId, color: colorAt(i), lower: s.lower, upper: s.upper }] : [],
          )}
        />
      )}
      {forecast.loading && !loading && (
        <Typography variant="caption" color="text.secondary" data-testid="forecast-loading">
          Loading forecast…
        </Typography>
      )}
      {forecast.error && !loading ? (
        <Alert severity="warning" sx={{ mt: 1 }} data-testid="forecast-error">
          {forecastErrorText(forecast.error)}
        </Alert>
      ) : null}
    </Box>
  );
}
