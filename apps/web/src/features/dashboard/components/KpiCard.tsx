import { Alert, Box, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { isForbidden, loadErrorText } from '../hooks/messages';
import { KpiSparkline } from './lazy-charts';

export interface KpiCardProps {
  title: string;
  /** Test id suffix: total-sales, total-returns, ams-sales, ams-spend. */
  id: string;
  value: string | null;
  trend: number[];
  loading: boolean;
  error: unknown;
  breakdown?: { label: string; value: string }[];
}

/** One KPI card: the figure, an optional breakdown and a mini trend; or its spinner, 403 text or error. */
export function KpiCard({ title, id, value, trend, loading, error, breakdown }: KpiCardProps) {
  return (
    <Card variant="outlined" data-testid={`kpi-${id}`} component="section" aria-label={title}>
      <CardContent>
        <Typography variant="subtitle2" color="text.secondary" component="h2">
          {title}
        </Typography>
        {loading ? (
          <Box sx={{ py: 2, display: 'grid', placeItems: 'center' }}>
            <CircularProgress size={28} aria-label={`Loading ${title}`} />
          </Box>
        ) : error ? (
          <Alert
            severity={isForbidden(error) ? 'warning' : 'error'}
            sx={{ mt: 1 }}
            data-testid={`kpi-${id}-error`}
          >
            {loadErrorText(error)}
          </Alert>
        ) : (
          <>
            <Typography variant="h5" component="p" data-testid={`kpi-${id}-value`} sx={{ fontWeight: 600 }}>
              {value ?? '—'}
            </Typography>
            {breakdown && breakdown.length > 0 && (
              <Stack
                direction="row"
                spacing={1.5}
                sx={{ flexWrap: 'wrap' }}
                data-testid={`kpi-${id}-breakdown`}
              >
                {breakdown.map((b) => (
                  <Typography key={b.label} variant="caption" color="text.secondary">
                    {b.label}: {b.value}
                  </Typography>
                ))}
              </Stack>
            )}
            {trend.length > 1 && (
              <Box sx={{ height: 48, mt: 1 }} data-testid={`kpi-${id}-trend`}>
                <KpiSparkline data={trend} />
              </Box>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
