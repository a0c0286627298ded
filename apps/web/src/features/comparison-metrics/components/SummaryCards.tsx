import { ADMIN_METRICS_TEXT as T } from '@marketdesk/contracts/comparison-metrics';
import { Stack } from '@mui/material';
import { StatCard } from '../../../shared/ui/StatCard';

export interface Summary {
  totalUploads: number;
  activeUsers: number;
  yesterday: number;
  /** Days with at least one upload ÷ days in range, as a percent. */
  activityRate: number;
}

/** The four summary cards of the Admin metrics screen. */
export function SummaryCards({ summary }: { summary: Summary }) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
      <StatCard
        valueTestId="metric-total-uploads"
        title={T.totalUploads}
        value={String(summary.totalUploads)}
      />
      <StatCard valueTestId="metric-active-users" title={T.activeUsers} value={String(summary.activeUsers)} />
      <StatCard valueTestId="metric-yesterday" title={T.yesterdayUploads} value={String(summary.yesterday)} />
      <StatCard
        valueTestId="metric-activity-rate"
        title={T.activityRate}
        value={`${summary.activityRate}%`}
      />
    </Stack>
  );
}
