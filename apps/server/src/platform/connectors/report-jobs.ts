import type { Db } from '../../db/client';
import type { SecretBox } from '../../lib/secrets';
import { defineJob, type FanOutRun, type JobContext, RETRY, type ScheduledJob } from '../scheduler';
import type { ConnectorLog } from './http';

/** What every report connector's jobs are built from; tests add a connector on a local fake and a clock. */
export interface ReportConnectorDeps {
  db: Db;
  secrets: SecretBox;
  log: ConnectorLog;
  now?: () => Date;
}

/**
 * A connector's three tasks (DESIGN section 9, `<area>.<Dispatcher|Worker>.<task>`), e.g.
 * `amazon_reports.Dispatcher.request_reports`, `amazon_reports.Worker.request_store_reports` and
 * `amazon_reports.Worker.poll_reports`, with the cron schedules of the dispatcher and the poller.
 */
export function reportTasks<A extends string, K extends string>(
  area: A,
  account: K,
  cron: { dispatcher: string; poller: string },
) {
  const names = {
    dispatcher: `${area}.Dispatcher.request_reports`,
    worker: `${area}.Worker.request_${account}_reports`,
    poller: `${area}.Worker.poll_reports`,
  } as const;
  const schedules = { [names.dispatcher]: cron.dispatcher, [names.poller]: cron.poller } as Record<
    (typeof names)['dispatcher' | 'poller'],
    string
  >;
  return { names, schedules, cron };
}

/**
 * The scheduled tasks of a report connector (DESIGN section 9, named `<area>.<Dispatcher|Worker>.<task>`): a
 * dispatcher hands each account with usable credentials (a store, an advertising profile) a worker run that
 * requests that account's reports; a poller advances every report whose check is due (the lifecycle's `poll`).
 * Every task is off, with the reason in the jobs console, while no account has credentials.
 */
export interface ReportJobs {
  tasks: ReturnType<typeof reportTasks>;
  descriptions: { dispatcher: string; worker: string; poller: string };
  /** What the results count: accounts ('store', 'profile') and reports ('report', 'report request'). */
  nouns: { account: string; report: string };
  /** Why the connector calls nothing while no account has usable credentials. */
  off: string;
  /** One worker run per account with usable credentials. */
  accounts(): Promise<FanOutRun[]>;
  /** One worker run: the account's reports requested (or why not); JobFailure for kwargs it cannot read. */
  requestFor(ctx: JobContext): Promise<{ requested: number; skipped?: string }>;
  poll(): Promise<number>;
}

export function reportJobs(o: ReportJobs): ScheduledJob[] {
  const offReason = async () => ((await o.accounts()).length > 0 ? null : o.off);
  return [
    defineJob({
      name: o.tasks.names.dispatcher,
      description: o.descriptions.dispatcher,
      schedule: o.tasks.cron.dispatcher,
      retry: RETRY.none(10 * 60),
      offReason,
      async run(ctx) {
        const n = await ctx.fanOut(o.tasks.names.worker, await o.accounts());
        return `${n} ${o.nouns.account} run(s) queued`;
      },
    }),
    defineJob({
      name: o.tasks.names.worker,
      description: o.descriptions.worker,
      schedule: null,
      retry: RETRY.remote(30 * 60),
      offReason,
      async run(ctx) {
        const done = await o.requestFor(ctx);
        return done.skipped ?? `${done.requested} report(s) requested`;
      },
    }),
    defineJob({
      name: o.tasks.names.poller,
      description: o.descriptions.poller,
      schedule: o.tasks.cron.poller,
      retry: RETRY.none(30 * 60),
      offReason,
      async run() {
        return `${await o.poll()} ${o.nouns.report}(s) advanced`;
      },
    }),
  ];
}
