import { z } from 'zod';
import { idParam, isoDate } from './primitives';
import { currentStreak } from './sku-comparison';

/**
 * Admin metrics (spec 03: screen "Admin metrics", entity, call, error, constants; issue 19 item 7): how the
 * users of a client record SKU comparison data (sku_comparisons) over a date range. The figures are computed
 * by the server with the rules below (written once here) and read as they come by the screen.
 */

export const ADMIN_METRICS_TEXT = {
  // spec 03 section 8
  loadFailed: 'Failed to load admin metrics data',
  // the screen's own words
  title: 'Admin Metrics',
  client: 'Client',
  totalUploads: 'Total Uploads',
  activeUsers: 'Active Users',
  yesterdayUploads: "Yesterday's Uploads",
  activityRate: 'Activity Rate',
  dailyUploads: 'Daily Uploads',
  uploadsByUser: 'Uploads by User',
  userMetrics: 'User Metrics',
  topContributors: 'Top Contributors',
  topContributor: (rank: number) => `Top Contributor #${rank}`,
  others: 'Others',
  noUploads: 'No SKU comparison data was uploaded in this period.',
  noClients: 'You administer no client.',
} as const;

/** Spec 03 constants: the default range is the last 30 days (today included). */
export const ADMIN_METRICS_DEFAULT_DAYS = 30;
/** Spec 03 constants: the pie shows the top 5 users plus Others. */
export const PIE_TOP_USERS = 5;
/** The Top Contributor cards: the three users with the most uploads. */
export const TOP_CONTRIBUTORS = 3;

/** GET /channelreports/sku-data/admin-metrics (spec 03 section 7). */
export const adminMetricsQuery = z.object({
  start_date: isoDate().describe('First day (yyyy-MM-dd)'),
  end_date: isoDate().describe('Last day (yyyy-MM-dd), inclusive'),
  /**
   * The client whose uploads are read: the platform's client_id (the caller must be its client admin, or a
   * super admin). Optional in the spec: the web sends the selected client unless another is chosen.
   */
  client_id: idParam().optional(),
});

export const dailyCount = z.object({ date: z.string(), count: z.number().int() });
export type DailyCount = z.infer<typeof dailyCount>;

export const userMetric = z.object({
  user_id: z.number().int(),
  username: z.string(),
  total_uploads: z.number().int(),
  active_days: z.number().int(),
  first_upload: z.string().describe('ISO 8601 instant of the first upload in the range'),
  last_upload: z.string().describe('ISO 8601 instant of the last upload in the range'),
});
export type UserMetric = z.infer<typeof userMetric>;

export const userStreak = z.object({
  user_id: z.number().int(),
  username: z.string(),
  current_streak: z.number().int(),
  max_streak: z.number().int(),
});
export type UserStreak = z.infer<typeof userStreak>;

/** Spec 03 section 3 "Admin metrics". */
export const adminMetrics = z.object({
  total_uploads: z.number().int(),
  active_users: z.number().int(),
  daily_counts: z.array(dailyCount),
  user_metrics: z.array(userMetric),
  user_streaks: z.array(userStreak),
});
export type AdminMetrics = z.infer<typeof adminMetrics>;

const DAY_MS = 86_400_000;
const dayNumber = (iso: string) => Math.round(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);
const isoOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** The days from start to end, both included (0 when end is before start). */
export const daysInRange = (start: string, end: string): number =>
  Math.max(0, dayNumber(end) - dayNumber(start) + 1);

/** The day before an ISO date. */
export const dayBefore = (iso: string): string => isoOf(dayNumber(iso) - 1);

/**
 * A user's streaks from the days they uploaded on (ISO dates, any order, repeats allowed), up to `lastDay`
 * (the range's last day, capped to today):
 * - current_streak: the history's Current Streak rule (`currentStreak` of sku-comparison): consecutive upload
 *   days counted back from `lastDay`, or from the day before it when `lastDay` has none (yet);
 * - max_streak: the longest run of consecutive upload days.
 */
export function streaks(days: readonly string[], lastDay: string): { current: number; max: number } {
  const sorted = [...new Set(days.map(dayNumber))].sort((a, b) => a - b);
  let max = 0;
  let run = 0;
  let previous = Number.NaN;
  for (const d of sorted) {
    run = d === previous + 1 ? run + 1 : 1;
    max = Math.max(max, run);
    previous = d;
  }
  return { current: currentStreak(days, lastDay), max };
}

/** Activity rate (spec 03 constants): active days ÷ days in range, as a percent with one decimal. */
export const activityRate = (activeDays: number, rangeDays: number): number =>
  rangeDays > 0 ? Math.round((activeDays / rangeDays) * 1000) / 10 : 0;

/** The uploads of one day from the daily counts (0 when the day has none). */
export const countOn = (counts: readonly DailyCount[], day: string): number =>
  counts.find((c) => c.date === day)?.count ?? 0;

/** Every day of the range with its count (days without uploads as 0), for the daily bar chart. */
export function everyDay(counts: readonly DailyCount[], start: string, end: string): DailyCount[] {
  const byDay = new Map(counts.map((c) => [c.date, c.count]));
  const out: DailyCount[] = [];
  for (let d = dayNumber(start); d <= dayNumber(end); d++) {
    const date = isoOf(d);
    out.push({ date, count: byDay.get(date) ?? 0 });
  }
  return out;
}

/** The pie's slices: the top 5 users by uploads, then Others with the rest (left out when 0). */
export function pieSlices(
  users: readonly Pick<UserMetric, 'user_id' | 'username' | 'total_uploads'>[],
): { label: string; value: number }[] {
  const ranked = [...users].sort((a, b) => b.total_uploads - a.total_uploads || a.user_id - b.user_id);
  const top = ranked.slice(0, PIE_TOP_USERS).map((u) => ({ label: u.username, value: u.total_uploads }));
  const rest = ranked.slice(PIE_TOP_USERS).reduce((sum, u) => sum + u.total_uploads, 0);
  return rest > 0 ? [...top, { label: ADMIN_METRICS_TEXT.others, value: rest }] : top;
}
