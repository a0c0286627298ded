/** Turns for the reading workers (read-slots.ts): a few at once, at most two per client, the rest wait or 429. */
import { describe, expect, it } from 'vitest';
import { createReadSlots } from './read-slots';

const busy = {
  code: 'busy',
  statusCode: 429,
  message:
    '2 files of this client are being read right now, the most one client may have read at once. Upload this file again when they are done.',
};

/** Whether a promise has settled by the time the queued callbacks ran. */
async function settled(p: Promise<unknown>): Promise<boolean> {
  let done = false;
  p.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

describe('read slots', () => {
  it('a client reads two files at once; two more wait for a turn, any further one is refused at once', async () => {
    const slots = createReadSlots({ global: 4, perClient: 2, waitMs: 60_000 });
    const first = await slots.acquire(7);
    const second = await slots.acquire(7);
    const third = slots.acquire(7);
    const fourth = slots.acquire(7);
    await expect(slots.acquire(7)).rejects.toMatchObject(busy);
    expect(await settled(third)).toBe(false);
    // Another client is not held up by client 7's reads.
    const other = await slots.acquire(8);
    first();
    const releaseThird = await third;
    expect(await settled(fourth)).toBe(false);
    first(); // a second call gives nothing back twice
    expect(await settled(fourth)).toBe(false);
    second();
    const releaseFourth = await fourth;
    for (const release of [releaseThird, releaseFourth, other]) release();
    // Everything given back: the client has its two turns again.
    (await slots.acquire(7))();
  });

  it('a read waiting longer than the wait is refused with busy, and leaves the line', async () => {
    const slots = createReadSlots({ global: 4, perClient: 1, waitMs: 20 });
    const first = await slots.acquire(1);
    await expect(slots.acquire(1)).rejects.toMatchObject({ code: 'busy', statusCode: 429 });
    first();
    (await slots.acquire(1))();
  });

  it('every read waits for one of the global turns, first come first served; reads for no client never 429', async () => {
    const slots = createReadSlots({ global: 2, perClient: 2, waitMs: 60_000 });
    const a = await slots.acquire(1);
    const b = await slots.acquire();
    const waiting: Promise<() => void>[] = [];
    for (const client of [2, undefined, undefined, undefined]) {
      waiting.push(slots.acquire(client));
      expect(await settled(waiting.at(-1)!)).toBe(false);
    }
    a();
    expect(await settled(waiting[0]!)).toBe(true);
    expect(await settled(waiting[1]!)).toBe(false);
    b();
    expect(await settled(waiting[1]!)).toBe(true);
    for (const w of waiting.slice(0, 2)) (await w)();
    for (const w of waiting.slice(2)) (await w)();
  });
});
