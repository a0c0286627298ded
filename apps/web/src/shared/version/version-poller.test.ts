import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createVersionPoller } from './version-poller';

const MINUTE = 60_000;

describe('version poller (spec 03 "Version detection")', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('checks at once and then every 20 minutes after an answer', async () => {
    const fetch = vi.fn().mockResolvedValue('4.2.133');
    const onVersion = vi.fn();
    const poller = createVersionPoller({ fetch, onVersion });
    poller.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(onVersion).toHaveBeenLastCalledWith('4.2.133');
    await vi.advanceTimersByTimeAsync(20 * MINUTE - 1);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(40 * MINUTE);
    expect(fetch).toHaveBeenCalledTimes(4);
    poller.stop();
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('asks again 5 seconds after a failure, then every 20 minutes once it answers', async () => {
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new Error('down'))
      .mockRejectedValueOnce(new Error('still down'))
      .mockResolvedValue('4.2.133');
    const onVersion = vi.fn();
    createVersionPoller({ fetch, onVersion }).start();
    await vi.advanceTimersByTimeAsync(0);
    expect(onVersion).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(4_999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(onVersion).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(fetch).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(20 * MINUTE);
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('aborts a check after 5 seconds and counts it as a failure, even when the fetch ignores the signal', async () => {
    const signals: AbortSignal[] = [];
    const fetch = vi.fn((signal: AbortSignal) => {
      signals.push(signal);
      // The first check never answers and ignores its signal; the next one answers at once.
      return signals.length === 1 ? new Promise<string>(() => {}) : Promise.resolve('4.3.0');
    });
    const onVersion = vi.fn();
    createVersionPoller({ fetch, onVersion }).start();
    await vi.advanceTimersByTimeAsync(4_999);
    expect(signals[0]!.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(signals[0]!.aborted).toBe(true);
    expect(onVersion).not.toHaveBeenCalled();
    // Timed out at 5 s; the retry comes 5 s later.
    await vi.advanceTimersByTimeAsync(4_999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(onVersion).toHaveBeenCalledWith('4.3.0');
  });

  it('ignores an answer that arrives after stop, and stops when onVersion stops it', async () => {
    let answer: (v: string) => void = () => {};
    const slow = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    const onVersion = vi.fn();
    const poller = createVersionPoller({ fetch: slow, onVersion });
    poller.start();
    poller.stop();
    answer('9.9.9');
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(onVersion).not.toHaveBeenCalled();
    expect(slow).toHaveBeenCalledTimes(1);

    const quick = vi.fn().mockResolvedValue('5.0.0');
    const self = createVersionPoller({ fetch: quick, onVersion: () => self.stop() });
    self.start();
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(quick).toHaveBeenCalledTimes(1);
  });
});
