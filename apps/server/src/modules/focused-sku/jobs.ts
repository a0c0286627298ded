import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/facts/executor';
import { todayUtc } from '../../platform/report-scope';
import { defineJob, JobFailure, RETRY, type ScheduledJob } from '../../platform/scheduler';
import { focusedAnalysis } from './analysis.service';
import { raiseUnmappedSkuTickets } from './tickets/raise-analysis-tickets';

/** The nightly analysis of the focused SKUs (issue 19 item 2), named `<area>.<Dispatcher|Worker>.<task>`. */
export const REFRESH_DISPATCHER_JOB = 'focused_sku.Dispatcher.refresh';
export const REFRESH_WORKER_JOB = 'focused_sku.Worker.refresh';
/** 02:30 UTC: after the day's orders are in, before the working day in Europe and India. */
export const REFRESH_SCHEDULE = '30 2 * * *';

/** Each client and marketplace with focused products, and how many. */
export async function focusedMarketplaces(
  db: Db,
  only: { clientId?: number; mpId?: number } = {},
): Promise<{ client_id: number; mp_id: number; focused: number }[]> {
  return rowsOf(
    db,
    sql`select client_id, mp_id, count(*)::int as focused from products
      where focused_sku${only.clientId ? sql` and client_id = ${only.clientId}::int` : sql``}${
        only.mpId ? sql` and mp_id = ${only.mpId}::int` : sql``
      }
      group by client_id, mp_id order by client_id, mp_id`,
  );
}

/**
 * Analyses one marketplace's focused SKUs of one client under `date` (stores the records and raises T1, T2,
 * T5, T7 through the analysis), then raises T4 for its unmapped SKUs. Every brand: the job works for the client.
 */
export async function refreshMarketplace(db: Db, input: { clientId: number; mpId: number; date?: string }) {
  const [row] = await focusedMarketplaces(db, input);
  const records = row
    ? await focusedAnalysis(db).analyzeMarketplace({
        clientId: input.clientId,
        mpId: input.mpId,
        date: input.date ?? todayUtc(),
        which: 'focused',
        limit: row.focused,
        brandIds: null,
      })
    : [];
  const unmapped = await db.transaction((tx) =>
    raiseUnmappedSkuTickets(tx, { clientId: input.clientId, mpId: input.mpId }),
  );
  return { analysed: records.length, t4: unmapped.ticketIds.length };
}

const whole = (v: unknown) => {
  const n = typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : null;
};

/**
 * The nightly refresh: the dispatcher hands each client and marketplace with focused products a worker run
 * (kwargs `mp_id`, the run's client), which analyses that marketplace's focused SKUs and raises its tickets.
 * The dispatcher's kwargs may narrow it: `client_id`, `mp_id`.
 */
export function focusedSkuJobs(deps: { db: Db }): ScheduledJob[] {
  const { db } = deps;
  return [
    defineJob({
      name: REFRESH_DISPATCHER_JOB,
      description:
        'Hands each client and marketplace with focused SKUs a run that analyses them and raises their tickets.',
      schedule: REFRESH_SCHEDULE,
      retry: RETRY.none(10 * 60),
      async run(ctx) {
        const targets = await focusedMarketplaces(db, {
          clientId: whole(ctx.kwargs.client_id) ?? undefined,
          mpId: whole(ctx.kwargs.mp_id) ?? undefined,
        });
        const n = await ctx.fanOut(
          REFRESH_WORKER_JOB,
          targets.map((m) => ({ clientId: m.client_id, kwargs: { mp_id: m.mp_id } })),
        );
        return `${n} marketplace run(s) queued`;
      },
    }),
    defineJob({
      name: REFRESH_WORKER_JOB,
      description:
        "Analyses one marketplace's focused SKUs (stored under today's date), raising T1, T2, T5, T7 and T4 tickets.",
      schedule: null,
      retry: RETRY.none(30 * 60),
      async run(ctx) {
        const mpId = whole(ctx.kwargs.mp_id);
        if (mpId === null) throw new JobFailure('mp_id is missing from the kwargs', 'BAD_KWARGS', ctx.kwargs);
        if (ctx.clientId === null) throw new JobFailure('the run names no client', 'BAD_KWARGS', ctx.kwargs);
        const done = await refreshMarketplace(db, { clientId: ctx.clientId, mpId });
        return `${done.analysed} SKU(s) analysed, ${done.t4} T4 ticket(s) raised`;
      },
    }),
  ];
}
