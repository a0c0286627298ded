import { ADMIN_METRICS_TEXT as T } from '@marketdesk/contracts/comparison-metrics';
import { Card, CardContent, Stack, Typography } from '@mui/material';

export interface Summary {
  totalUploads: number;
  activeUsers: number;
  yesterday: number;
  /** Days with at least one upload ÷ days in range, as a percent. */
  activityRate: number;
}

function SummaryCard({ title, value, id }: { title: string; value: string; id: string }) {
  return (
    <Card variant="outlined" component="section" aria-label={title} sx={{ flex: 1, minWidth: 180 }}>
      <CardContent>
        <Typography variant="subtitle2" color="text.secondary" component="h2">
          {title}
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 600 }} data-testid={`metric-${id}`}>
          {value}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** The four summary cards of the Admin metrics screen. */
export function SummaryCards({ summary }: { summary: Summary }) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
      <SummaryCard id="total-uploads" title={T.totalUploads} value={String(summary.totalUploads)} />
      <SummaryCard id="active-users" title={T.activeUsers} value={String(summary.activeUsers)} />
      <SummaryCard id="yesterday" title={T.yesterdayUploads} value={String(summary.yesterday)} />
      <SummaryCard id="activity-rate" title={T.activityRate} value={`${summary.activityRate}%`} />
    </Stack>
  );
}
