import type { TicketTypeId } from '@marketdesk/contracts/tickets';
import type { ApiModule, ModuleRuntime, ServerModule } from '../../platform/module';
import { type CommittedActions, onActionsCommitted } from '../../platform/row-actions';
import { defineJob, RETRY, type ScheduledJob } from '../../platform/scheduler';
import { handleT11 } from './handlers-t11';
import { handleT12 } from './handlers-t12';
import { type PushRuntime, type PushSummary, pushChanges } from './push-changes';
import { anyAccountConnected } from './reach';

export { AMS_TEXT } from './ams-result';
export { type MarketdeskOnly, marketdeskOnlyChanges } from './marketdesk-only';
export { type PushRuntime, pushChanges } from './push-changes';

/** The sweep's name in the jobs console. */
export const PUSH_CHANGES_JOB = 'ad_actions.Worker.push_changes';
const AD_TYPES: TicketTypeId[] = ['T11', 'T12'];
/** Why the sweep does nothing (the demo has no advertising account). */
export const PUSH_OFF_TEXT =
  'No advertising account is connected: accepted T11/T12 actions change Marketdesk only';

const summaryText = (s: PushSummary) =>
  s.sent === 0 && s.failed === 0
    ? 'No changes waiting for the advertising account'
    : `Sent ${s.sent}: ${s.confirmed} confirmed, ${s.refused} refused, ${s.waiting} waiting, ${s.failed} failed`;

/**
 * After a T11/T12 save commits, its rows' changes are sent at once, on their own (the answer does not wait);
 * the app's close waits for sends under way. What fails to go now (throttled) waits for the sweep.
 */
const routes: ApiModule = async (app, deps) => {
  const running = new Set<Promise<unknown>>();
  const rt: PushRuntime = { db: deps.db, secrets: deps.secrets, config: deps.config, log: app.log };
  const send = (c: CommittedActions) => {
    const run = pushChanges(rt, { clientId: c.clientId, ticketId: c.ticketId })
      .catch((error: Error) =>
        app.log.error({ err: error.message, ticketId: c.ticketId }, 'ad action push failed'),
      )
      .finally(() => running.delete(run));
    running.add(run);
  };
  const off = AD_TYPES.map((type) => onActionsCommitted(deps.db, type, send));
  app.addHook('onClose', async () => {
    for (const stop of off) stop();
    await Promise.allSettled([...running]);
  });
};

/** The sweep: changes still waiting (throttled, or a server that stopped before sending) go out again. */
const scheduledJobs = (rt: ModuleRuntime): ScheduledJob[] => [
  defineJob({
    name: PUSH_CHANGES_JOB,
    description:
      'Sends the changes of accepted T11/T12 actions still waiting for the advertising account (throttled ones once their Retry-After has passed)',
    schedule: '*/5 * * * *',
    retry: RETRY.none(10 * 60),
    offReason: async () => ((await anyAccountConnected(rt.db)) ? null : PUSH_OFF_TEXT),
    run: async () => summaryText(await pushChanges(rt)),
  }),
];

/** T11 and T12 actions that reach the advertising account (issue 21 item 6). */
export const adActions: ServerModule = {
  name: 'ad-actions',
  routes,
  actionHandlers: { T11: handleT11, T12: handleT12 },
  scheduledJobs,
};
