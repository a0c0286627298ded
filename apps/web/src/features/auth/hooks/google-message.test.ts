import { describe, expect, it } from 'vitest';
import { readGoogleMessage } from './google-message';

const origin = 'http://localhost:8080';
const pair = { access_token: 'a', refresh_token: 'r' };

describe('Google popup messages', () => {
  it('accepts tokens posted from the same origin', () => {
    expect(readGoogleMessage({ origin, data: pair }, origin)).toEqual({ ok: true, pair });
  });

  it('ignores messages from any other origin', () => {
    expect(readGoogleMessage({ origin: 'http://evil.test', data: pair }, origin)).toBeNull();
    expect(readGoogleMessage({ origin: 'http://localhost:5173', data: pair }, origin)).toBeNull();
  });

  it('reports an error message and ignores unrelated messages', () => {
    expect(readGoogleMessage({ origin, data: { error: 'No account for this email' } }, origin)).toEqual({
      ok: false,
      error: 'No account for this email',
    });
    expect(readGoogleMessage({ origin, data: { type: 'webpack' } }, origin)).toBeNull();
    expect(readGoogleMessage({ origin, data: 'hello' }, origin)).toBeNull();
  });
});
