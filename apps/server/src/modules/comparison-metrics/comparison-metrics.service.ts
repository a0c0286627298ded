import { type AdminMetrics, streaks, type UserMetric } from '@marketdesk/contracts/comparison-metrics';
import type { Db } from '../../db/client';
import { resolveScope } from '../../platform/report-scope';
import type { RequestContext } from '../../platform/tenancy';
import type { ComparisonMetricsRepository, UserDay } from './comparison-metrics.repository';

const EMPTY: AdminMetrics = {
  total_uploads: 0,
  active_users: 0,
  daily_counts: [],
  user_metrics: [],
  user_streaks: [],
};

/**
 * The figures of spec 03 "Admin metrics" from the uploads per user and day (UTC dates). Uploads whose user was
 * deleted count in the totals and daily counts, not among the users. Users are ranked by uploads (then name).
 */
export function metricsOf(
  rows: readonly UserDay[],
  names: ReadonlyMap<number, string>,
  lastDay: string,
): AdminMetrics {
  const daily = new Map<string, number>();
  const byUser = new Map<number, UserDay[]>();
  for (const r of rows) {
    daily.set(r.day, (daily.get(r.day) ?? 0) + r.count);
    if (r.user_id !== null) byUser.set(r.user_id, [...(byUser.get(r.user_id) ?? []), r]);
  }
  const users = [...byUser].map(([user_id, days]) => {
    const metric: UserMetric = {
      user_id,
      username: names.get(user_id) ?? `User ${user_id}`,
      total_uploads: days.reduce((sum, d) => sum + d.count, 0),
      active_days: days.length,
      first_upload: new Date(Math.min(...days.map((d) => d.first.getTime()))).toISOString(),
      last_upload: new Date(Math.max(...days.map((d) => d.last.getTime()))).toISOString(),
    };
    const s = streaks(
      days.map((d) => d.day),
      lastDay,
    );
    return {
      metric,
      streak: { user_id, username: metric.username, current_streak: s.current, max_streak: s.max },
    };
  });
  users.sort(
    (a, b) =>
      b.metric.total_uploads - a.metric.total_uploads || a.metric.username.localeCompare(b.metric.username),
  );
  return {
    total_uploads: [...daily.values()].reduce((sum, n) => sum + n, 0),
    active_users: users.length,
    daily_counts: [...daily]
      .map(([date, count]) => ({ date, count }))
      .sort((a, b) => a.date.localeCompare(b.date)),
    user_metrics: users.map((u) => u.metric),
    user_streaks: users.map((u) => u.streak),
  };
}

/** Admin metrics of the client of the request (its client admin or a super admin; the route's guard checks). */
export function comparisonMetricsService(db: Db, repo: ComparisonMetricsRepository) {
  return {
    async adminMetrics(ctx: RequestContext, start: string, end: string): Promise<AdminMetrics> {
      const { dates, empty } = await resolveScope(db, ctx, { dates: { start, end } });
      if (empty || !dates) return EMPTY;
      const rows = await repo.userDays(ctx.clientId, dates.start, dates.end);
      const ids = [...new Set(rows.flatMap((r) => (r.user_id === null ? [] : [r.user_id])))];
      return metricsOf(rows, await repo.names(ids), dates.end);
    },
  };
}

export type ComparisonMetricsService = ReturnType<typeof comparisonMetricsService>;
