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

/**
 * Asks at once, then `intervalMs` after each answer, or `retryMs` after a failure or a time-out (never two
 * checks in flight). A check that takes longer than `timeoutMs` is aborted and counts as failed, even if the
 * fetch ignores its signal. Timers are the global ones, so tests drive them with fake timers; a stopped poller
 * ignores answers still on their way (the style of shared/notifications/poller.ts).
 */
export function createVersionPoller(options: VersionPollerOptions) {
  const interval = options.intervalMs ?? VERSION_POLL_MS;
  const retry = options.retryMs ?? VERSION_RETRY_MS;
  const timeoutMs = options.timeoutMs ?? VERSION_TIMEOUT_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | null = null;
  let generation = 0;

  function withTimeout(signal: AbortSignal): Promise<string> {
    const timedOut = new Promise<never>((_, reject) => {
      signal.addEventListener('abort', () => reject(new Error('health check timed out')), { once: true });
    });
    return Promise.race([options.fetch(signal), timedOut]);
  }

  async function check(run: number): Promise<void> {
    const current = new AbortController();
    controller = current;
    const deadline = setTimeout(() => current.abort(), timeoutMs);
    let next = retry;
    try {
      const version = await withTimeout(current.signal);
      if (run !== generation) return;
      next = interval;
      options.onVersion(version);
    } catch {
      if (run !== generation) return;
    } finally {
      clearTimeout(deadline);
    }
    // onVersion may have stopped the poller (a new version was found): then nothing more is asked.
    if (run === generation) timer = setTimeout(() => void check(run), next);
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
      void check(generation);
    },
    stop,
  };
}
export type VersionPoller = ReturnType<typeof createVersionPoller>;
