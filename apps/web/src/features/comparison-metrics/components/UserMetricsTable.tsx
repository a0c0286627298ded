import { activityRate, type UserMetric, type UserStreak } from '@marketdesk/contracts/comparison-metrics';
import { formatDay } from '../../../shared/format/format';
import { type PagedColumn, PagedTable } from '../../../shared/ui/PagedTable';

/** A user's metrics with their streaks and activity rate (active days ÷ days in range). */
export interface UserRow extends UserMetric {
  current_streak: number;
  max_streak: number;
  activity_rate: number;
}

/** The user metrics joined with the streaks, in the server's order (most uploads first). */
export function userRows(metrics: UserMetric[], streaks: UserStreak[], rangeDays: number): UserRow[] {
  return metrics.map((m) => {
    const s = streaks.find((x) => x.user_id === m.user_id);
    return {
      ...m,
      current_streak: s?.current_streak ?? 0,
      max_streak: s?.max_streak ?? 0,
      activity_rate: activityRate(m.active_days, rangeDays),
    };
  });
}

const COLUMNS: PagedColumn<UserRow>[] = [
  { header: 'User', cell: (r) => r.username },
  { header: 'Total Uploads', cell: (r) => r.total_uploads, align: 'right' },
  { header: 'Active Days', cell: (r) => r.active_days, align: 'right' },
  { header: 'Activity Rate', cell: (r) => `${r.activity_rate}%`, align: 'right' },
  { header: 'Current Streak', cell: (r) => r.current_streak, align: 'right' },
  { header: 'Max Streak', cell: (r) => r.max_streak, align: 'right' },
  { header: 'First Upload', cell: (r) => formatDay(r.first_upload) },
  { header: 'Last Upload', cell: (r) => formatDay(r.last_upload) },
];

/** The user metrics table. */
export function UserMetricsTable({ rows }: { rows: UserRow[] }) {
  return (
    <PagedTable
      label="User metrics"
      rows={rows}
      columns={COLUMNS}
      rowKey={(r) => r.user_id}
      rowTestId={(r) => `user-metric-${r.user_id}`}
    />
  );
}
