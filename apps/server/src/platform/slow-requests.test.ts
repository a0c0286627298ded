import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSlowRequestLog } from './slow-requests';

async function appLogging(thresholdMs: number) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'warn', stream } });
  registerSlowRequestLog(app, thresholdMs);
  app.get('/slow/:id', async () => {
    await new Promise((ok) => setTimeout(ok, 60));
    return { ok: true };
  });
  app.get('/fast', async () => ({ ok: true }));
  await app.ready();
  return { app, lines };
}

describe('slow request log', () => {
  it('warns of a request over the threshold with its route pattern, status and time; not of a fast one', async () => {
    const { app, lines } = await appLogging(40);
    await app.inject({ url: '/slow/42?token=secret' });
    await app.inject({ url: '/fast' });
    const slow = lines.filter((l) => l.msg === 'slow request');
    expect(slow).toHaveLength(1);
    expect(slow[0]).toMatchObject({ method: 'GET', route: '/slow/:id', status: 200 });
    expect(slow[0]!.ms as number).toBeGreaterThanOrEqual(40);
    // The route pattern, not the URL: no ids or query secrets in the line.
    expect(JSON.stringify(slow[0])).not.toContain('secret');
    await app.close();
  });

  it('logs nothing when turned off (0)', async () => {
    const { app, lines } = await appLogging(0);
    await app.inject({ url: '/slow/1' });
    expect(lines.filter((l) => l.msg === 'slow request')).toHaveLength(0);
    await app.close();
  });
});
