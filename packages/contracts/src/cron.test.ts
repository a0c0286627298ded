import { describe, expect, it } from 'vitest';
import { checkCron, describeCron, nextCronRuns } from './cron';

describe('cron expressions', () => {
  it('accepts five-field expressions and refuses others with the reason', () => {
    expect(checkCron('*/5 * * * *')).toEqual({ ok: true });
    expect(checkCron('0 3 * * 1-5')).toEqual({ ok: true });
    expect(checkCron('61 * * * *')).toEqual({ ok: false, reason: expect.stringContaining('0-59') });
    expect(checkCron('every day')).toMatchObject({
      ok: false,
      reason: expect.stringContaining('five fields'),
    });
    expect(checkCron('* * * * * *')).toMatchObject({ ok: false, reason: expect.stringContaining('has 6') });
    expect(checkCron('a b c d e')).toMatchObject({ ok: false });
  });

  it('computes the next runs in UTC from a given instant', () => {
    const from = new Date('2026-11-26T00:48:12Z');
    expect(nextCronRuns('*/5 * * * *', from, 3).map((d) => d.toISOString())).toEqual([
      '2026-11-26T00:50:00.000Z',
      '2026-11-26T00:55:00.000Z',
      '2026-11-26T01:00:00.000Z',
    ]);
    expect(nextCronRuns('0 3 * * 1-5', new Date('2026-11-27T04:00:00Z'))[0]?.toISOString()).toBe(
      '2026-11-30T03:00:00.000Z', // Friday after 03:00 → Monday
    );
    expect(nextCronRuns('0 0 31 2 *', from)).toEqual([]);
    expect(nextCronRuns('nope', from)).toEqual([]);
  });

  it('says the schedule in words', () => {
    expect(describeCron('*/5 * * * *')).toBe('Every 5 minutes');
    expect(describeCron('0 3 * * *')).toBe('At 03:00 (UTC)');
    expect(describeCron(null)).toBe('Not scheduled');
    expect(describeCron('x')).toBe('Invalid schedule');
  });
});
