import { describe, expect, it } from 'vitest';
import { dateWindow } from './report-dates';

/** The screens' date limits (issue 20 item 1): each rule refused with the screen's own text, in its place. */
const refusal = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    const err = e as { statusCode: number; validationContext: string; validation: { message: string }[] };
    return { status: err.statusCode, in: err.validationContext, msg: err.validation[0]?.message };
  }
  return null;
};
const today = '2026-05-20';

describe('dateWindow', () => {
  it('holds a 3-month window to calendar months (the end may fall on the same day 3 months on)', () => {
    expect(dateWindow({ start: '2026-01-31', end: '2026-04-30', today, maxMonths: 3 })).toEqual({
      start: '2026-01-31',
      end: '2026-04-30',
    });
    expect(
      refusal(() =>
        dateWindow({
          start: '2026-01-31',
          end: '2026-05-01',
          today,
          maxMonths: 3,
          texts: { tooLong: 'Too long.' },
        }),
      ),
    ).toEqual({ status: 422, in: 'querystring', msg: 'Too long.' });
  });

  it('asks a one-day minimum where the screen does (partner view)', () => {
    expect(refusal(() => dateWindow({ start: today, end: today, today, minDays: 1 }))?.msg).toBe(
      'The date range is too short',
    );
    expect(dateWindow({ start: '2026-05-19', end: today, today, minDays: 1 })).toEqual({
      start: '2026-05-19',
      end: today,
    });
  });

  it('caps an end after today unless the screen refuses it, and names the body when the dates came in it', () => {
    expect(dateWindow({ start: '2026-05-01', end: '2026-06-30', today })).toEqual({
      start: '2026-05-01',
      end: today,
    });
    expect(
      refusal(() =>
        dateWindow({
          start: '2026-05-01',
          end: '2026-05-21',
          today,
          future: 'refuse',
          in: 'body',
          texts: { endAfterToday: 'End date cannot be after today.' },
        }),
      ),
    ).toEqual({ status: 422, in: 'body', msg: 'End date cannot be after today.' });
  });

  it('checks in order: a real date, the earliest date, then start before end', () => {
    expect(refusal(() => dateWindow({ start: '2026-02-30', end: '2026-01-01', today }))?.msg).toBe(
      'Not a valid calendar date',
    );
    expect(refusal(() => dateWindow({ start: '1999-12-31', end: '1999-01-01', today }))?.msg).toBe(
      'Dates start at 2000-01-01',
    );
    expect(
      refusal(() =>
        dateWindow({
          start: '2026-03-02',
          end: '2026-03-01',
          today,
          texts: { startAfterEnd: 'Start after end.' },
        }),
      )?.msg,
    ).toBe('Start after end.');
  });
});
