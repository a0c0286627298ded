import { createPollLoop } from '../polling/poll-loop';

/** Spec 03 "Version detection": GET /health-check every 20 minutes, 5 s after a failure, 5 s time-out. */
export const VERSION_POLL_MS = 20 * 60_000;
export const VERSION_RETRY_MS = 5_000;
export const VERSION_TIMEOUT_MS = 5_000;

export interface VersionPollerOptions {
  /** One health check: the version it answers. It should stop when the signal aborts. */
  fetch: (signal: AbortSignal) => Promise<string>;
  onVersion: (version: string) => void;
  intervalMs?: number;
  retryMs?: number;
  timeoutMs?: number;
}

/** Aborts `attempt` after `ms` or when `outer` aborts; rejects as soon as it is aborted. */
function deadline(attempt: AbortController, outer: AbortSignal, ms: number) {
  const timer = setTimeout(() => attempt.abort(), ms);
  const onOuter = () => attempt.abort();
  outer.addEventListener('abort', onOuter, { once: true });
  const aborted = new Promise<never>((_, reject) => {
    attempt.signal.addEventListener('abort', () => reject(new Error('health check aborted')), { once: true });
  });
  const clear = () => {
    clearTimeout(timer);
    outer.removeEventListener('abort', onOuter);
  };
  return { aborted, clear };
}

/**
 * Asks at once, then `intervalMs` after each answer, or `retryMs` after a failure or a time-out (never two
 * checks in flight, shared/polling). A check that takes longer than `timeoutMs` is aborted and counts as
 * failed, even if the fetch ignores its signal. A stopped poller (also one stopped by onVersion) ignores
 * answers still on their way and asks nothing more.
 */
export function createVersionPoller(options: VersionPollerOptions) {
  const interval = options.intervalMs ?? VERSION_POLL_MS;
  const retry = options.retryMs ?? VERSION_RETRY_MS;
  const timeoutMs = options.timeoutMs ?? VERSION_TIMEOUT_MS;

  return createPollLoop(async (signal) => {
    const attempt = new AbortController();
    const limit = deadline(attempt, signal, timeoutMs);
    try {
      const version = await Promise.race([options.fetch(attempt.signal), limit.aborted]);
      if (signal.aborted) return null;
      options.onVersion(version);
      return signal.aborted ? null : interval;
    } catch {
      return signal.aborted ? null : retry;
    } finally {
      limit.clear();
    }
  });
}
export type VersionPoller = ReturnType<typeof createVersionPoller>;
