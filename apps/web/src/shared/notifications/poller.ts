import { NOTIFICATION_MAX_FAILURES, NOTIFICATION_POLL_MS } from '@marketdesk/contracts';
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
 * Polls at once and then `intervalMs` after each answer (never two polls in flight); stops after
 * `maxFailures` consecutive failures (spec 01 sections 4 and 9). Timers are the global ones, so tests drive
 * them with fake timers; a stopped poller ignores answers still on their way.
 */
export function createNotificationPoller(options: PollerOptions) {
  const interval = options.intervalMs ?? NOTIFICATION_POLL_MS;
  const maxFailures = options.maxFailures ?? NOTIFICATION_MAX_FAILURES;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | null = null;
  let generation = 0;
  let failures = 0;

  async function poll(run: number): Promise<void> {
    controller = new AbortController();
    try {
      const items = await options.fetch(options.since(), controller.signal);
      if (run !== generation) return;
      failures = 0;
      options.onItems(items);
    } catch {
      if (run !== generation) return;
      failures += 1;
      if (failures >= maxFailures) {
        stop();
        options.onGiveUp?.();
        return;
      }
    }
    timer = setTimeout(() => void poll(run), interval);
  }

  function stop(): void {
    generation += 1;
    clearTimeout(timer);
    timer = undefined;
    controller?.abort();
    controller = null;
  }

  return {
    start(): void {
      stop();
      failures = 0;
      void poll(generation);
    },
    stop,
    /** Consecutive failures so far (tests and diagnostics). */
    failures: () => failures,
  };
}
export type NotificationPoller = ReturnType<typeof createNotificationPoller>;
