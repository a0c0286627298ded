import { describe, expect, it } from 'vitest';
import { eachLimited } from './each-limited';

const tick = () => new Promise((r) => setTimeout(r, 1));

describe('eachLimited', () => {
  it('answers every result in order with at most `limit` calls under way', async () => {
    let running = 0;
    let most = 0;
    const out = await eachLimited([1, 2, 3, 4, 5, 6, 7], 3, async (n) => {
      running++;
      most = Math.max(most, running);
      await tick();
      running--;
      return n * 10;
    });
    expect(out).toEqual([10, 20, 30, 40, 50, 60, 70]);
    expect(most).toBe(3);
  });

  it('tries every item when one fails, then throws the first failure', async () => {
    const tried: number[] = [];
    await expect(
      eachLimited([1, 2, 3, 4], 2, async (n) => {
        await tick();
        tried.push(n);
        if (n === 2 || n === 3) throw new Error(`failed ${n}`);
        return n;
      }),
    ).rejects.toThrow('failed 2');
    expect(tried.sort()).toEqual([1, 2, 3, 4]);
  });

  it('does nothing for no items', async () => {
    expect(await eachLimited([], 4, async () => 1)).toEqual([]);
  });
});
