import { METRIC_LABELS, METRICS, type Metric } from '@marketdesk/contracts';
import { Alert, Box, CircularProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import type { Formatters } from '../hooks/format';
import { DASHBOARD_TEXT, isForbidden, loadErrorText } from '../hooks/messages';
import { PIE_GROUPINGS, type PieGrouping, type PieSlice } from '../hooks/pie';
import { SharePlot } from './lazy-charts';
import { colorAt } from './palette';

interface Props {
  metric: Metric;
  grouping: PieGrouping;
  onMetric: (m: Metric) => void;
  onGrouping: (g: PieGrouping) => void;
  slices: PieSlice[];
  loading: boolean;
  error: unknown;
  format: Formatters;
}

/** "Share" of a metric by Marketplace, Country or Region, with its own metric and grouping. */
export function SharePie({ metric, grouping, onMetric, onGrouping, slices, loading, error, format }: Props) {
  const amount = (v: number) => format.metric(metric, v);
  return (
    <Box data-testid="share-pie">
      <Typography variant="h6" component="h2" gutterBottom>
        {DASHBOARD_TEXT.shareTitle}
      </Typography>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }}>
        <TextField
          select
          size="small"
          label="Share Metric"
          value={metric}
          onChange={(e) => onMetric(e.target.value as Metric)}
          sx={{ minWidth: 130 }}
        >
          {METRICS.map((m) => (
            <MenuItem key={m} value={m}>
              {METRIC_LABELS[m]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Group By"
          value={grouping}
          onChange={(e) => onGrouping(e.target.value as PieGrouping)}
          sx={{ minWidth: 130 }}
        >
          {PIE_GROUPINGS.map((g) => (
            <MenuItem key={g} value={g}>
              {g}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {loading ? (
        <Box sx={{ height: 260, display: 'grid', placeItems: 'center' }}>
          <CircularProgress aria-label="Loading share" />
        </Box>
      ) : error ? (
        <Alert severity={isForbidden(error) ? 'warning' : 'error'} data-testid="share-error">
          {loadErrorText(error)}
        </Alert>
      ) : slices.length === 0 ? (
        <Typography sx={{ py: 6, textAlign: 'center' }} color="text.secondary" data-testid="share-empty">
          {DASHBOARD_TEXT.noData}
        </Typography>
      ) : (
        <>
          <SharePlot
            data={slices.map((s, i) => ({ id: s.id, label: s.label, value: s.value, color: colorAt(i) }))}
            valueFormatter={(value, i) => `${amount(value)} (${(slices[i]?.percent ?? 0).toFixed(2)}%)`}
          />
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Share by group">
            {slices.map((s, i) => (
              <Stack component="li" key={s.id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Box
                  sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: colorAt(i), flexShrink: 0 }}
                />
                <Typography variant="body2" sx={{ flexGrow: 1 }} noWrap>
                  {s.label}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {amount(s.value)} ({s.percent.toFixed(2)}%)
                </Typography>
              </Stack>
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}
