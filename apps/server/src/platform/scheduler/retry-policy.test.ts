import { describe, expect, it } from 'vitest';
import { defineJob, RETRY } from './declaration';
import { queueOptions } from './scheduler';

const job = (retry: ReturnType<typeof RETRY.none>) =>
  defineJob({
    name: 'probe.Worker.policy',
    description: 'x',
    schedule: null,
    retry,
    run: async () => undefined,
  });

describe('retry policy', () => {
  it('a final failure: no retry, the timeout as the expiry', () => {
    expect(queueOptions(job(RETRY.none(300)))).toEqual({
      retryLimit: 0,
      retryDelay: 0,
      retryBackoff: false,
      expireInSeconds: 300,
    });
  });

  it('remote calls: three retries backing off from a minute', () => {
    expect(RETRY.remote()).toEqual({
      retry_limit: 3,
      retry_delay_seconds: 60,
      retry_backoff: true,
      timeout_seconds: 3600,
    });
    expect(queueOptions(job(RETRY.remote(600)))).toEqual({
      retryLimit: 3,
      retryDelay: 60,
      retryBackoff: true,
      expireInSeconds: 600,
    });
  });

  it('refuses a task name that is not <area>.<Dispatcher|Worker>.<task>', () => {
    expect(() =>
      defineJob({ name: 'cleanup', description: 'x', retry: RETRY.none(), run: async () => undefined }),
    ).toThrow(/<area>\.<Dispatcher\|Worker>\.<task>/);
    expect(() =>
      defineJob({
        name: 'tasks.Janitor.cleanup',
        description: 'x',
        retry: RETRY.none(),
        run: async () => undefined,
      }),
    ).toThrow();
  });
});
