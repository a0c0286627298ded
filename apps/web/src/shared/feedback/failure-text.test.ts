import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import { detailText, FORBIDDEN_ACTION, failureSeverity, failureText } from './failure-text';

const TEXTS = { fallback: 'Failed to save brand', forbidden: "You don't have permission to manage brands" };

describe('failureText (spec 01 section 7)', () => {
  it('answers a 403 with the screen permission text first, whatever the server said', () => {
    const error = new ApiError(403, 'You are not a member of this client');
    expect(failureText(error, TEXTS)).toBe(TEXTS.forbidden);
    expect(failureText(error, { fallback: 'x' })).toBe(FORBIDDEN_ACTION);
    expect(failureSeverity(error)).toBe('warning');
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
