import { describe, expect, it } from 'vitest';
import { maskUrl } from './logging';
import { WindowCounter } from './rate-limit';

describe('WindowCounter', () => {
  it('blocks a key at the limit until its window ends, and counts keys apart', () => {
    let now = 1_000_000;
    const counter = new WindowCounter(2, 60_000, () => now);
    counter.hit('a');
    expect(counter.blockedFor('a')).toBe(0);
    counter.hit('a');
    expect(counter.blockedFor('a')).toBe(60);
    expect(counter.blockedFor('b')).toBe(0);
    now += 59_000;
    expect(counter.blockedFor('a')).toBe(1);
    now += 1_000;
    expect(counter.blockedFor('a')).toBe(0);
  });
});

describe('maskUrl', () => {
  it('hides the authorization code and state of a sign-in callback', () => {
    expect(maskUrl('/auth/google/callback?state=abc&code=xyz&scope=openid')).toBe(
      '/auth/google/callback?state=[Redacted]&code=[Redacted]&scope=openid',
    );
  });
});
