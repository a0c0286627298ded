/**
 * One round of a poller: its work, then the delay before the next round, or null to end the loop. The signal
 * aborts when the loop stops; a round that sees it aborted after an await must not act on what it got.
 */
export type PollRound = (signal: AbortSignal) => Promise<number | null>;

/**
 * The loop under every poller of the shell (notifications, version): a round at once, then one round after
 * another with the delay each round asks for, never two in flight. Stopping aborts the round in flight and
 * cancels the next; starting again begins a fresh loop. Timers are the global ones, so tests drive them with
 * fake timers. A round that throws ends the loop (a poller catches what it can retry).
 */
export function createPollLoop(round: PollRound) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | null = null;

  async function run(current: AbortController): Promise<void> {
    let next: number | null = null;
    try {
      next = await round(current.signal);
    } catch {
      next = null;
    }
    if (current.signal.aborted || next === null) return;
    timer = setTimeout(() => void run(current), next);
  }

  function stop(): void {
    clearTimeout(timer);
    timer = undefined;
    controller?.abort();
    controller = null;
  }

  return {
    start(): void {
      stop();
      const current = new AbortController();
      controller = current;
      void run(current);
    },
    stop,
  };
}
