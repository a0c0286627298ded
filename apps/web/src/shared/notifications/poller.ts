import { NOTIFICATION_MAX_FAILURES, NOTIFICATION_POLL_MS } from '@marketdesk/contracts';
import { createPollLoop } from '../polling/poll-loop';
import type { AppNotification } from './store';

export interface PollerOptions {
  /** One poll: the items created after `since` (all recent ones when undefined). */
  fetch: (since: string | undefined, signal: AbortSignal) => Promise<AppNotification[]>;
  /** The newest creation time seen so far. */
  since: () => string | undefined;
  onItems: (items: AppNotification[]) => void;
  /** Called once when polling gives up after too many consecutive failures. */
  onGiveUp?: () => void;
  intervalMs?: number;
  maxFailures?: number;
}

/**
 * Polls at once and then `intervalMs` after each answer (never two polls in flight, shared/polling); stops
 * after `maxFailures` consecutive failures (spec 01 sections 4 and 9). A stopped poller ignores answers still
 * on their way.
 */
export function createNotificationPoller(options: PollerOptions) {
  const interval = options.intervalMs ?? NOTIFICATION_POLL_MS;
  const maxFailures = options.maxFailures ?? NOTIFICATION_MAX_FAILURES;
  let failures = 0;

  const loop = createPollLoop(async (signal) => {
    try {
      const items = await options.fetch(options.since(), signal);
      if (signal.aborted) return null;
      failures = 0;
      options.onItems(items);
    } catch {
      if (signal.aborted) return null;
      failures += 1;
      if (failures >= maxFailures) {
        options.onGiveUp?.();
        return null;
      }
    }
    return interval;
  });

  return {
    start(): void {
      failures = 0;
      loop.start();
    },
    stop: loop.stop,
    /** Consecutive failures so far (tests and diagnostics). */
    failures: () => failures,
  };
}
export type NotificationPoller = ReturnType<typeof createNotificationPoller>;
