import type { Db } from '../../db/client';
import { todayUtc } from '../../platform/report-dates';
import { defineJob, JobFailure, RETRY, type ScheduledJob } from '../../platform/scheduler';
import { adAnalysisFacts } from './facts.repository';
import { type AdTicketType, runAdAnalysis } from './raise';

/** The scheduled analyses (DESIGN section 9), named `<area>.<Dispatcher|Worker>.<task>`. */
export const AD_ANALYSIS_TASKS: Record<AdTicketType, { task: string; schedule: string; what: string }> = {
  // Daily, after the Ads report pull (ams_reports, 06:20) has had two hours to bring the night's reports in.
  T11: {
    task: 't11_search_terms_and_targets',
    schedule: '15 8 * * *',
    what: 'search terms and targets (T11)',
  },
  T12: {
    task: 't12_ad_product_stock',
    schedule: '45 8 * * *',
    what: 'advertised products out of stock or Buy Box (T12)',
  },
  // Weekly, Monday morning after the pull: last week against the week before.
  T14: { task: 't14_keyword_rank', schedule: '30 9 * * 1', what: 'keyword rank drops (T14)' },
};
export const dispatcherName = (type: AdTicketType) =>
  `ad_analyses.Dispatcher.${AD_ANALYSIS_TASKS[type].task}`;
export const workerName = (type: AdTicketType) => `ad_analyses.Worker.${AD_ANALYSIS_TASKS[type].task}`;

const whole = (v: unknown) => {
  const n = typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : undefined;
};
const textOf = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
const isoDay = (v: unknown) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : undefined);

/**
 * Each analysis is a dispatcher that hands every advertising profile (with ad groups) a worker run — the run's
 * client is the profile's client, kwargs `profile_id` — and a worker that runs the analysis of that profile and
 * raises its ticket. The dispatcher's kwargs may narrow it (`client_id`, `profile_id`); either's `date`
 * (YYYY-MM-DD) runs it as of that day instead of today.
 */
export function adAnalysesJobs(deps: { db: Db }): ScheduledJob[] {
  const { db } = deps;
  return (Object.keys(AD_ANALYSIS_TASKS) as AdTicketType[]).flatMap((type) => {
    const spec = AD_ANALYSIS_TASKS[type];
    return [
      defineJob({
        name: dispatcherName(type),
        description: `Hands each advertising profile a run of the ${spec.what} analysis.`,
        schedule: spec.schedule,
        retry: RETRY.none(10 * 60),
        async run(ctx) {
          const profiles = await adAnalysisFacts(db).profiles({
            clientId: whole(ctx.kwargs.client_id),
            profileId: textOf(ctx.kwargs.profile_id),
          });
          const date = isoDay(ctx.kwargs.date);
          const n = await ctx.fanOut(
            workerName(type),
            profiles.map((p) => ({
              clientId: p.client_id,
              kwargs: { profile_id: p.profile_id, ...(date ? { date } : {}) },
            })),
          );
          return `${n} profile run(s) queued`;
        },
      }),
      defineJob({
        name: workerName(type),
        description: `Runs the ${spec.what} analysis of one advertising profile and raises its ticket.`,
        schedule: null,
        retry: RETRY.none(30 * 60),
        async run(ctx) {
          const profileId = textOf(ctx.kwargs.profile_id);
          if (!profileId)
            throw new JobFailure('profile_id is missing from the kwargs', 'BAD_KWARGS', ctx.kwargs);
          if (ctx.clientId === null)
            throw new JobFailure('the run names no client', 'BAD_KWARGS', ctx.kwargs);
          // The profile is looked up within the run's client only: another client's profile is not found.
          const [profile] = await adAnalysisFacts(db).profiles({ clientId: ctx.clientId, profileId });
          if (!profile)
            throw new JobFailure(
              `no advertising profile ${profileId} of client ${ctx.clientId}`,
              'NOT_FOUND',
              ctx.kwargs,
            );
          const done = await runAdAnalysis(db, type, profile, isoDay(ctx.kwargs.date) ?? todayUtc());
          return `${done.flagged} row(s) flagged, ${done.alreadyOpen} already on open tickets, ${done.ticketIds.length} ${type} ticket(s) raised`;
        },
      }),
    ];
  });
}
