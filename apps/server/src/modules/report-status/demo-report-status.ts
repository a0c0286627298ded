import { AMS_REPORT_TYPE_IDS } from '@marketdesk/contracts/ams-reports';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { DEMO_SEED, mulberry32, type Random } from '../../db/demo/prng';
import { rowsOf } from '../../db/facts/executor';
import { adReportRequests } from '../../db/schema';
import { addDays, todayUtc } from '../../platform/report-scope';
import { pollDelay } from '../ams-reports';

/**
 * The demo's report-status history (issue 21 item 3). The demo has no Ads API credentials, so the pipeline is off
 * there; this writes what a month of it would have left behind, for every advertising profile (a profile with
 * campaigns): one request per report type per day for the last DEMO_DAYS days (the request of day D reports day
 * D − 1), most SUCCESS with 2–8 polls and a turn-around of a few minutes (a tail up to ~40: those past Amazon's
 * documented P99 of 15 minutes are flagged), some FAILED_* with Amazon-like messages, a few stuck ones abandoned
 * hours later and re-created (replaces_id), and today's requests still pending, each with its next check (the
 * demo's pipeline is off, so once 15 minutes old they are flagged, as the page's help says). Deterministic: one seeded random
 * source per profile (the demo seed and the profile id); the instants hang off the demo's last day.
 */

export const DEMO_DAYS = 30;
const MINUTE = 60_000;

/** Amazon-like failure messages per failed step (as the pipeline writes them: the step, the status, the detail). */
export const DEMO_FAILURES = {
  FAILED_REQUEST: [
    'HTTP 401: Unauthorized. The access token is expired or revoked; the refresh grant answered invalid_grant',
    'HTTP 400: The profile is not authorized to request spSearchTerm reports (advertiser account suspended)',
    'HTTP 429: Too Many Requests (gave up after 5 retries honouring Retry-After)',
  ],
  FAILED_POLLING: [
    'HTTP 500: Internal Server Error on GET /reporting/reports/{reportId} (gave up after 5 retries)',
    'HTTP 404: Report not found',
  ],
  FAILED_PROCESSING: [
    'Amazon answered status FAILED: Report generation failed due to an internal error. Please retry.',
    'Amazon answered status FAILED: Report generation timed out.',
  ],
  FAILED_DOWNLOADING: [
    'HTTP 403: Request has expired (the report URL is valid for one hour)',
    'The downloaded file is not gzip (signature 3c 3f, expected 1f 8b): discarded',
  ],
} as const;
type FailedStatus = keyof typeof DEMO_FAILURES;

export const STUCK_MESSAGE = (hours: number) =>
  `Still PENDING ${hours} hours after the request (documented P99: 15 minutes); abandoned and re-created`;

interface DemoRequest {
  client_id: number;
  profile_id: string;
  report_type: string;
  report_start_date: string;
  report_end_date: string;
  status: string;
  ads_report_id: string | null;
  created_at: Date;
  last_updated_at: Date;
  last_error_message: string | null;
  polls: number;
  flagged_at: Date | null;
  /** When the pipeline checks an in-flight request next; null once finished. */
  next_check_at: Date | null;
  /** Index (in the same profile's list) of the request this one re-creates. */
  replaces?: number;
}

const hashOf = (s: string) => [...s].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, 7);

/** A turn-around in minutes: mostly 2–10, some 10–15, a tail of a few percent from 15 up to ~40 (flagged). */
function turnAround(rnd: Random): number {
  const r = rnd.next();
  if (r < 0.85) return 2 + rnd.next() * 8;
  if (r < 0.96) return 10 + rnd.next() * 5;
  return 15.5 + rnd.next() * 24.5;
}

const reportId = (rnd: Random) =>
  `${rnd.digits(8)}-${rnd.digits(4)}-${rnd.digits(4)}-${rnd.digits(4)}-${rnd.digits(12)}`;

/** One profile's requests, oldest first, `today` being the demo's last day and `now` the writing instant. */
export function demoRequests(
  clientId: number,
  profileId: string,
  today: string,
  now: Date = new Date(),
): DemoRequest[] {
  const rnd = mulberry32(DEMO_SEED ^ hashOf(profileId));
  const out: DemoRequest[] = [];
  const base = (status: string, type: string, day: string, created: Date) => ({
    client_id: clientId,
    profile_id: profileId,
    report_type: type,
    report_start_date: addDays(day, -1),
    report_end_date: addDays(day, -1),
    status,
    ads_report_id: null as string | null,
    created_at: created,
    last_updated_at: created,
    last_error_message: null as string | null,
    polls: 0,
    flagged_at: null as Date | null,
    next_check_at: null as Date | null,
  });
  for (let back = DEMO_DAYS - 1; back >= 0; back--) {
    const day = addDays(today, -back);
    // The dispatcher runs at 03:00 UTC; the four requests go out a few seconds apart.
    const dispatch = Date.parse(`${day}T03:00:00Z`) + rnd.int(0, 20) * MINUTE;
    AMS_REPORT_TYPE_IDS.forEach((type, i) => {
      let created = new Date(dispatch + i * rnd.int(2, 9) * 1000);
      if (back === 0) {
        // Today's requests are still under way: made minutes before the demo was written (never hours: a
        // request pending that long would be flagged; issue 29 item 4).
        created = new Date(now.getTime() - rnd.int(2, 12) * MINUTE - i * 1000);
        const status = rnd.pick(['REQUESTED', 'POLLING', 'POLLING', 'PROCESSING'] as const);
        const polls = status === 'REQUESTED' ? 0 : status === 'POLLING' ? rnd.int(1, 3) : rnd.int(2, 5);
        const row = base(status, type, day, created);
        const updated = new Date(Math.min(now.getTime(), created.getTime() + polls * 45_000));
        out.push({
          ...row,
          ads_report_id: status === 'REQUESTED' ? null : reportId(rnd),
          polls,
          last_updated_at: updated,
          // Its next check, as the pipeline paces them (issue 29 item 4); never already past when written.
          next_check_at: new Date(Math.max(updated.getTime() + pollDelay(polls), now.getTime() + MINUTE)),
        });
        return;
      }
      const r = rnd.next();
      if (r < 0.015) {
        // Stuck: pending for hours, abandoned, re-created (the new one succeeds).
        const hours = rnd.int(3, 6);
        const stuck = base('FAILED_PROCESSING', type, day, created);
        const gaveUp = new Date(created.getTime() + hours * 3_600_000);
        out.push({
          ...stuck,
          ads_report_id: reportId(rnd),
          polls: rnd.int(14, 24),
          last_updated_at: gaveUp,
          flagged_at: new Date(created.getTime() + 15 * MINUTE),
          last_error_message: STUCK_MESSAGE(hours),
        });
        const again = new Date(gaveUp.getTime() + rnd.int(1, 5) * MINUTE);
        const minutes = 2 + rnd.next() * 6;
        out.push({
          ...base('SUCCESS', type, day, again),
          ads_report_id: reportId(rnd),
          polls: rnd.int(2, 5),
          last_updated_at: new Date(again.getTime() + minutes * MINUTE),
          replaces: out.length - 1,
        });
        return;
      }
      if (r < 0.075) {
        const status = rnd.pick(Object.keys(DEMO_FAILURES) as FailedStatus[]);
        const minutes = status === 'FAILED_REQUEST' ? rnd.next() * 1.5 : 2 + rnd.next() * 12;
        out.push({
          ...base(status, type, day, created),
          ads_report_id: status === 'FAILED_REQUEST' ? null : reportId(rnd),
          polls: status === 'FAILED_REQUEST' ? 0 : rnd.int(1, 8),
          last_updated_at: new Date(created.getTime() + minutes * MINUTE),
          last_error_message: rnd.pick(DEMO_FAILURES[status]),
        });
        return;
      }
      const minutes = turnAround(rnd);
      // About one status check a minute at first, then further apart: 2 to 8 polls.
      const polls = Math.max(2, Math.min(8, Math.round(1 + Math.sqrt(minutes) * 1.3 + rnd.next())));
      out.push({
        ...base('SUCCESS', type, day, created),
        ads_report_id: reportId(rnd),
        polls,
        last_updated_at: new Date(created.getTime() + minutes * MINUTE),
        flagged_at: minutes > 15 ? new Date(created.getTime() + 15 * MINUTE) : null,
      });
    });
  }
  return out;
}

/**
 * The demo's last day: today, unless its history was built to end on a day well in the past (its latest
 * advertising metrics more than 3 days ago), then that day.
 */
async function demoToday(db: Db): Promise<string> {
  const [row] = await rowsOf<{ day: string | null }>(
    db,
    sql`select max(date)::text as day from ad_metrics_daily`,
  );
  const today = todayUtc();
  const day = row?.day ?? null;
  return day !== null && day < addDays(today, -3) ? day : today;
}

export async function writeDemoReportStatus(deps: { db: Db }): Promise<number> {
  const { db } = deps;
  if ((await db.$count(adReportRequests)) > 0) return 0; // only on a fresh demo
  const profiles = await rowsOf<{ client_id: number; profile_id: string }>(
    db,
    sql`select distinct client_id, profile_id from ad_campaigns order by client_id, profile_id`,
  );
  const today = await demoToday(db);
  const now = new Date();
  let written = 0;
  for (const p of profiles) {
    const list = demoRequests(Number(p.client_id), p.profile_id, today, now);
    await db.transaction(async (tx) => {
      const ids = await tx
        .insert(adReportRequests)
        .values(list.map(({ replaces: _, ...row }) => row))
        .returning({ id: adReportRequests.id });
      for (const [i, row] of list.entries()) {
        if (row.replaces === undefined) continue;
        await tx
          .update(adReportRequests)
          .set({ replaces_id: ids[row.replaces]!.id })
          .where(eq(adReportRequests.id, ids[i]!.id));
      }
    });
    written += list.length;
  }
  return written;
}
