/**
 * How much of the task machinery one user or one client may hold (issue 15: one user queued over a thousand
 * exports and another client's one-row export waited minutes). Counted over unfinished tasks: PENDING and
 * STARTED, what the user's poller shows as pending.
 */
export const TASK_LIMITS = {
  /** Unfinished tasks one user may have in one client; the next start answers 429. */
  perUser: 5,
  /** Unfinished tasks of one client, all its users together; the next start answers 429. */
  perClient: 20,
  /** Tasks one server process runs at once (pg-boss workers of the task queue). */
  workers: 4,
  /**
   * Of those, how many one client may hold at once: the rest stay free for other clients, so one client's
   * backlog never holds every worker.
   */
  activePerClient: 2,
  /** A job whose client already holds its share comes back to the queue after this many seconds. */
  deferSeconds: 5,
} as const;
