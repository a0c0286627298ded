import { type ErrorLog, type ErrorLogEntry, parseRunErrorMsg } from '@marketdesk/contracts/scheduled-jobs';
import dayjs from 'dayjs';

/** The periods the page offers (days back, today included); the server's default is 30. */
export const PERIODS = [7, 30, 90] as const;
export type Period = (typeof PERIODS)[number];
export const DEFAULT_PERIOD: Period = 30;

/** Who a run worked for: its client, or the system for runs that serve no client (a dispatcher). */
export const SYSTEM_CLIENT = 'System';
export const clientLabel = (e: Pick<ErrorLogEntry, 'client_name'>): string => e.client_name ?? SYSTEM_CLIENT;

/** The days of the log that hold errors, newest first (the answer's order is not relied on). */
export function logDays(log: ErrorLog): { date: string; entries: ErrorLogEntry[] }[] {
  return Object.keys(log)
    .sort((a, b) => b.localeCompare(a))
    .map((date) => ({ date, entries: log[date] ?? [] }))
    .filter((day) => day.entries.length > 0);
}

/** An ISO date as a person reads it, with its weekday: 'Tuesday, 4 March 2025'. */
export const dayLabel = (date: string): string => dayjs(date).format('dddd, D MMMM YYYY');

/**
 * The UTC time of an instant, 'HH:mm:ss': the server groups the log by UTC date, so a local time could fall on
 * another day than its accordion. Text that is no instant is shown as it is.
 */
export function timeOf(instant: string): string {
  const t = new Date(instant);
  return Number.isNaN(t.getTime()) ? instant : t.toISOString().slice(11, 19);
}

export const errorCount = (n: number): string => `${n} ${n === 1 ? 'error' : 'errors'}`;

/** A JSON value as readable text: a string as it is, anything else pretty-printed; nothing for null. */
export { jsonText } from '../../shared/scheduled-jobs/RunErrorDetails';

export interface ErrorLine {
  code: string;
  message: string;
  details: unknown;
}

/**
 * The errors an entry's msg lists (spec 03 section 3, Run error), or null when msg is not that JSON: the
 * screen then shows the raw msg.
 */
export function errorLines(entry: Pick<ErrorLogEntry, 'msg'>): ErrorLine[] | null {
  return parseRunErrorMsg(entry.msg)?.errors ?? null;
}
