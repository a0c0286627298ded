import { ACCESS_DENIED_DETAIL } from '@marketdesk/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import { detailText, FORBIDDEN_ACTION, failureSeverity, failureText } from './failure-text';

const TEXTS = { fallback: 'Failed to save brand', forbidden: "You don't have permission to manage brands" };

describe('failureText (spec 01 section 7)', () => {
  it("reads a 403's detail as the server wrote it (spec 02, 03: the detail wherever present)", () => {
    const error = new ApiError(403, 'You cannot assign your own ticket to yourself.');
    expect(failureText(error, TEXTS)).toBe('You cannot assign your own ticket to yourself.');
    expect(failureText(error, { fallback: 'x' })).toBe('You cannot assign your own ticket to yourself.');
    expect(failureSeverity(error)).toBe('warning');
  });

  it("gives a 403 without a detail the screen's permission text, else the generic one", () => {
    for (const detail of [undefined, '', '  ', {}, [], ACCESS_DENIED_DETAIL]) {
      const error = new ApiError(403, detail);
      expect(failureText(error, TEXTS)).toBe(TEXTS.forbidden);
      expect(failureText(error, { fallback: 'x' })).toBe(FORBIDDEN_ACTION);
    }
  });

  it('prefers the server detail: a sentence, a validation list or an object', () => {
    expect(failureText(new ApiError(409, 'Brand code already exists'), TEXTS)).toBe(
      'Brand code already exists',
    );
    const list = [
      { loc: ['body', 'name'], msg: 'Field required', type: 'missing' },
      { loc: ['body', 'code'], msg: 'Too short', type: 'too_small' },
    ];
    expect(failureText(new ApiError(422, list), TEXTS)).toBe('Field required; Too short');
    expect(failureText(new ApiError(400, { sku: 'unknown', row: 4 }), TEXTS)).toBe('sku: unknown\nrow: 4');
    expect(failureSeverity(new ApiError(422, list))).toBe('error');
  });

  it('falls back when there is no readable detail, no answer or no ApiError at all', () => {
    expect(failureText(new ApiError(500, undefined), TEXTS)).toBe(TEXTS.fallback);
    expect(failureText(new ApiError(500, '   '), TEXTS)).toBe(TEXTS.fallback);
    expect(failureText(new ApiError(422, [{ loc: [] }]), TEXTS)).toBe(TEXTS.fallback);
    expect(failureText(new ApiError(400, {}), TEXTS)).toBe(TEXTS.fallback);
    expect(failureText(new ApiError(0, undefined), TEXTS)).toBe(TEXTS.fallback);
    expect(failureText(new TypeError('x is undefined'), TEXTS)).toBe(TEXTS.fallback);
    expect(failureSeverity(new TypeError('x'))).toBe('error');
  });
});

describe('detailText', () => {
  it('writes nested values as JSON and skips empty ones', () => {
    expect(detailText({ errors: [1, 2], note: null, empty: '' })).toBe('errors: [1,2]');
    expect(detailText(42)).toBeUndefined();
  });
  it('joins a list of sentences with commas', () => {
    expect(detailText(['Unknown SKU A1', 'Unknown SKU B2'])).toBe('Unknown SKU A1, Unknown SKU B2');
  });
});
