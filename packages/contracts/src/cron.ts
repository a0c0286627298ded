import { CronExpressionParser } from 'cron-parser';
import cronstrue from 'cronstrue';

/**
 * Cron expressions of the scheduled jobs (DESIGN section 9, Scheduled work), read the same way on both sides and
 * by pg-boss (which uses this parser): five fields (minute hour day-of-month month day-of-week), times in UTC.
 */
export const CRON_TIME_ZONE = 'UTC';

export type CronCheck = { ok: true } | { ok: false; reason: string };

/** Whether `expression` is a five-field cron expression this parser accepts; the reason when not. */
export function checkCron(expression: string): CronCheck {
  const fields = expression.trim().split(/\s+/).filter(Boolean);
  if (fields.length !== 5)
    return {
      ok: false,
      reason: `use five fields (minute hour day-of-month month day-of-week); this one has ${fields.length}`,
    };
  try {
    CronExpressionParser.parse(expression, { tz: CRON_TIME_ZONE, strict: false });
    return { ok: true };
  } catch (error) {
    return { ok: false, reason: (error as Error).message };
  }
}

/** The server's 422 detail for a schedule that does not parse. */
export const invalidCronDetail = (expression: string, reason: string): string =>
  `Invalid cron expression "${expression}": ${reason}.`;

/** The next `count` times the expression fires after `from`, or [] when it does not parse. */
export function nextCronRuns(expression: string, from: Date, count = 1): Date[] {
  if (!checkCron(expression).ok) return [];
  const it = CronExpressionParser.parse(expression, { tz: CRON_TIME_ZONE, currentDate: from, strict: false });
  return Array.from({ length: count }, () => it.next().toDate());
}

/** The schedule in words ("At 03:00", "Every 5 minutes"), with "(UTC)" where a time of day is named. */
export function describeCron(expression: string | null | undefined): string {
  if (!expression) return 'Not scheduled';
  if (!checkCron(expression).ok) return 'Invalid schedule';
  const words = cronstrue.toString(expression, { use24HourTimeFormat: true, verbose: false });
  return /\d{2}:\d{2}/.test(words) ? `${words} (UTC)` : words;
}
