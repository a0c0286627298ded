import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNotificationPoller } from './poller';
import type { AppNotification } from './store';

const note = (id: number, dt: string): AppNotification => ({
  pk_msg_id: id,
  title: `N${id}`,
  message: 'm',
  level: 0,
  location: 1,
  sender: 'Sam',
  dt_create: dt,
  redirect_url: null,
});

describe('notification poller (spec 01 sections 4 and 9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('polls at once and then every 10 s, asking only for items after the newest seen', async () => {
    let latest: string | undefined;
    const fetch = vi
      .fn()
      .mockResolvedValueOnce([note(1, '2025-01-01T00:00:00.000001Z')])
      .mockResolvedValue([]);
    const onItems = vi.fn((items: AppNotification[]) => {
      latest = items.at(-1)?.dt_create ?? latest;
    });
    const poller = createNotificationPoller({ fetch, since: () => latest, onItems });
    poller.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![0]).toBeUndefined();
    await vi.advanceTimersByTimeAsync(9_999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch.mock.calls[1]![0]).toBe('2025-01-01T00:00:00.000001Z');
    await vi.advanceTimersByTimeAsync(20_000);
    expect(fetch).toHaveBeenCalledTimes(4);
    poller.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('stops after 3 consecutive failures; a success in between starts the count again', async () => {
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new Error('1'))
      .mockRejectedValueOnce(new Error('2'))
      .mockResolvedValueOnce([])
      .mockRejectedValue(new Error('down'));
    const onGiveUp = vi.fn();
    const poller = createNotificationPoller({ fetch, since: () => undefined, onItems: vi.fn(), onGiveUp });
    poller.start();
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(poller.failures()).toBe(2);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(poller.failures()).toBe(0);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fetch).toHaveBeenCalledTimes(6);
    expect(onGiveUp).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(100_000);
    expect(fetch).toHaveBeenCalledTimes(6);
  });

  it('uses the interval it is given and ignores an answer that arrives after stop', async () => {
    let answer: (items: AppNotification[]) => void = () => {};
    const fetch = vi.fn(
      (_since: string | undefined, signal: AbortSignal) =>
        new Promise<AppNotification[]>((resolve) => {
          answer = resolve;
          expect(signal.aborted).toBe(false);
        }),
    );
    const onItems = vi.fn();
    const poller = createNotificationPoller({ fetch, since: () => undefined, onItems, intervalMs: 500 });
    poller.start();
    poller.stop();
    answer([note(1, '2025-01-01T00:00:00.000000Z')]);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(onItems).not.toHaveBeenCalled();
    expect(fetch).toHaveBeenCalledTimes(1);

    const quick = vi.fn().mockResolvedValue([]);
    const fast = createNotificationPoller({ fetch: quick, since: () => undefined, onItems, intervalMs: 500 });
    fast.start();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(quick).toHaveBeenCalledTimes(3);
    fast.stop();
  });
});
