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

/** What a report connector declares about its scheduled tasks; `reportTasks` names them from it. */
export interface ReportTasksSpec<A extends string, K extends string> {
  /** The task names' area, e.g. `amazon_reports`. */
  area: A;
  /** What one worker run requests for, e.g. 'store' (`request_store_reports`); the results count these. */
  account: K;
  /** What the poller's result counts: 'report', 'report request'. */
  report: string;
  cron: { dispatcher: string; poller: string };
  /** The jobs console's description of each task. */
  descriptions: { dispatcher: string; worker: string; poller: string };
  /** Why the connector calls nothing while no account has usable credentials. */
  off: string;
}

/**
 * A connector's three tasks (DESIGN section 9, `<area>.<Dispatcher|Worker>.<task>`), e.g.
 * `amazon_reports.Dispatcher.request_reports`, `amazon_reports.Worker.request_store_reports` and
 * `amazon_reports.Worker.poll_reports`, with what the console says of them.
 */
export function reportTasks<A extends string, K extends string>(spec: ReportTasksSpec<A, K>) {
  const names = {
    dispatcher: `${spec.area}.Dispatcher.request_reports`,
    worker: `${spec.area}.Worker.request_${spec.account}_reports`,
    poller: `${spec.area}.Worker.poll_reports`,
  } as const;
  return { ...spec, names };
}
export type ReportTasks = ReturnType<typeof reportTasks>;

/**
 * What a connector's runner does for its tasks: name the accounts with usable credentials (a store, an
 * advertising profile; one worker run each), request one account's reports, advance the due ones (the
 * lifecycle's `poll`). Called as methods of the runner.
 */
export interface ReportAccountsRunner {
  /** One worker run per account with usable credentials: its client and the kwargs naming the account. */
  accounts(): Promise<FanOutRun[]>;
  /** One worker run: the account's reports requested (or why not); JobFailure for kwargs it cannot read. */
  requestFor(ctx: JobContext): Promise<{ requested: number; skipped?: string }>;
  poll(): Promise<number>;
}

/**
 * The scheduled tasks of a report connector: a dispatcher hands each account with usable credentials a worker
 * run that requests that account's reports; a poller advances every report whose check is due. Every task is
 * off, with the reason in the jobs console, while no account has credentials.
 */
export function reportJobs(tasks: ReportTasks, runner: ReportAccountsRunner): ScheduledJob[] {
  const offReason = async () => ((await runner.accounts()).length > 0 ? null : tasks.off);
  return [
    defineJob({
      name: tasks.names.dispatcher,
      description: tasks.descriptions.dispatcher,
      schedule: tasks.cron.dispatcher,
      retry: RETRY.none(10 * 60),
      offReason,
      async run(ctx) {
        const n = await ctx.fanOut(tasks.names.worker, await runner.accounts());
        return `${n} ${tasks.account} run(s) queued`;
      },
    }),
    defineJob({
      name: tasks.names.worker,
      description: tasks.descriptions.worker,
      schedule: null,
      retry: RETRY.remote(30 * 60),
      offReason,
      async run(ctx) {
        const done = await runner.requestFor(ctx);
        return done.skipped ?? `${done.requested} report(s) requested`;
      },
    }),
    defineJob({
      name: tasks.names.poller,
      description: tasks.descriptions.poller,
      schedule: tasks.cron.poller,
      retry: RETRY.none(30 * 60),
      offReason,
      async run() {
        return `${await runner.poll()} ${tasks.report}(s) advanced`;
      },
    }),
  ];
}
