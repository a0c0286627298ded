/** Issue 15: the request log never holds a download link's signature (nor the other secrets of a URL). */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper';
import { loggerOptions, maskUrl } from './logging';

const lines: string[] = [];
let t: TestApp;

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  t = await createTestApp({ logger: { ...loggerOptions('info'), stream } });
});
afterAll(() => t?.close());

describe('request log', () => {
  it('masks the signature of a download link and keeps the rest of the address', async () => {
    const sig = 'S1gnatureThatMustNeverBeLoggedxxxxxxxxxxxx';
    const res = await t.app.inject({ method: 'GET', url: `/files/download/7?u=3&exp=4102444800&sig=${sig}` });
    expect(res.statusCode).toBe(403);
    const logged = lines.filter((l) => l.includes('/files/download/7'));
    expect(logged.length).toBeGreaterThan(0);
    expect(lines.join('\n')).not.toContain(sig);
    expect(logged[0]).toContain('/files/download/7?u=3&exp=4102444800&sig=[Redacted]');
  });

  it.each([
    ['/auth/google/callback?code=abc&state=def', '/auth/google/callback?code=[Redacted]&state=[Redacted]'],
    ['/files/download/1?SIG=abc&u=1', '/files/download/1?SIG=[Redacted]&u=1'],
    ['/x?design=1&sig=a&b=2', '/x?design=1&sig=[Redacted]&b=2'],
  ])('maskUrl(%s)', (url, masked) => {
    expect(maskUrl(url)).toBe(masked);
  });
});
