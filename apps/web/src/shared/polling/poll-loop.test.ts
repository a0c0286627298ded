import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPollLoop } from './poll-loop';

describe('poll loop', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs at once, then after the delay each round asks for, and ends on null or a throw', async () => {
    const delays = [1_000, 3_000, null];
    const round = vi.fn(async () => delays.shift() ?? null);
    createPollLoop(round).start();
    await vi.advanceTimersByTimeAsync(0);
    expect(round).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(round).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2_999);
    expect(round).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(round).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(round).toHaveBeenCalledTimes(3);

    const failing = vi.fn(async () => {
      throw new Error('bug');
    });
    createPollLoop(failing).start();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(failing).toHaveBeenCalledTimes(1);
  });

  it('stop aborts the round in flight and no next round comes; start begins afresh', async () => {
    const signals: AbortSignal[] = [];
    const round = vi.fn(async (signal: AbortSignal) => {
      signals.push(signal);
      return 1_000;
    });
    const loop = createPollLoop(round);
    loop.start();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(round).toHaveBeenCalledTimes(3);
    loop.stop();
    expect(signals.at(-1)!.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(round).toHaveBeenCalledTimes(3);
    loop.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(round).toHaveBeenCalledTimes(4);
    expect(signals.at(-1)!.aborted).toBe(false);
    loop.stop();
  });
});
