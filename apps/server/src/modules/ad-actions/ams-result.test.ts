import { describe, expect, it } from 'vitest';
import { AMS_TEXT, type AmsPart, amsOf } from './ams-result';

const part = (status: AmsPart['status'], o: Partial<AmsPart> = {}): AmsPart => ({
  push_id: 1,
  label: 'Keyword "kettle" bid 0.50',
  call: 'updateKeywords',
  status,
  attempts: 1,
  ...o,
});

describe('a row’s advertising-account state from its changes', () => {
  it('reflected only when every change was confirmed', () => {
    expect(amsOf([part('CONFIRMED'), part('CONFIRMED')])).toEqual({
      ams: {
        status: 'CONFIRMED',
        message: AMS_TEXT.confirmed,
        parts: [part('CONFIRMED'), part('CONFIRMED')],
      },
      reflected: true,
    });
    expect(amsOf([]).reflected).toBe(false);
    expect(amsOf([]).ams).toEqual({ status: 'NOTHING_TO_SEND', message: AMS_TEXT.alreadyThere });
  });

  it('waiting while any change is not final; the earliest next try named when throttled', () => {
    expect(amsOf([part('CONFIRMED'), part('SENDING')]).ams).toMatchObject({
      status: 'PENDING',
      message: AMS_TEXT.pending,
    });
    const at = '2026-11-26T10:00:00.000Z';
    const out = amsOf([
      part('REFUSED', { message: 'no' }),
      part('PENDING', { next_try_at: '2026-11-26T11:00:00.000Z' }),
      part('PENDING', { next_try_at: at }),
    ]);
    expect(out).toMatchObject({
      ams: { status: 'PENDING', message: AMS_TEXT.throttled(at) },
      reflected: false,
    });
  });

  it('refused, partly refused and failed name each part', () => {
    const refused = part('REFUSED', { label: 'Exact keyword "x"', message: 'duplicate' });
    expect(amsOf([refused]).ams.message).toBe(`${AMS_TEXT.refused}: Exact keyword "x": duplicate`);
    const both = amsOf([part('CONFIRMED', { label: 'Negative "x"' }), refused]);
    expect(both).toMatchObject({
      ams: {
        status: 'PARTIALLY_REFUSED',
        message: `${AMS_TEXT.partlyRefused}: Negative "x": confirmed; Exact keyword "x": duplicate`,
      },
      reflected: false,
    });
    expect(amsOf([part('FAILED', { label: 'A', message: 'unreadable' })]).ams).toMatchObject({
      status: 'FAILED',
      message: `${AMS_TEXT.failed}: A: unreadable`,
    });
  });
});
