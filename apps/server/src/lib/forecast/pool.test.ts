import { afterEach, describe, expect, it } from 'vitest';
import { type ForecastOptions, forecast, type SeriesPoint } from '.';
import { createForecastPool, type ForecastPool, workerOptions } from './pool';
import { marketplaceSales, poisson, seededRandom, toPoints } from './synthetic';

/** Sparse units: many zero days (intermittent models). */
function intermittent(seed: number): SeriesPoint[] {
  const rand = seededRandom(seed);
  return toPoints(
    '2025-01-01',
    Array.from({ length: 200 }, () => (rand() < 0.6 ? 0 : poisson(rand, 3))),
  );
}

const DAILY: ForecastOptions = { horizon: 30, granularity: 'Daily', level: 0.95 };
const MONTHLY: ForecastOptions = { horizon: 6, granularity: 'Monthly', level: 0.8 };

let pool: ForecastPool | undefined;
const open = (size: number) => {
  pool = createForecastPool({ size });
  return pool;
};
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

describe('forecast pool', () => {
  it('answers exactly what forecast() answers inline', async () => {
    const p = open(1);
    const cases: [SeriesPoint[], ForecastOptions][] = [
      [marketplaceSales(1), DAILY],
      [marketplaceSales(2, 400), MONTHLY],
      [intermittent(3), { horizon: 14, granularity: 'Weekly' }],
      [[{ date: '2025-03-01', value: 8 }], { horizon: 3 }],
      [[], { horizon: 2, granularity: 'Monthly', end: '2025-05-20' }],
    ];
    for (const [points, options] of cases) {
      const inline = forecast(points, options);
      expect(await p.run(points, options)).toEqual(inline);
    }
  });

  it('runs more jobs than workers in parallel, each with its own answer', async () => {
    const p = open(2);
    const series = Array.from({ length: 6 }, (_, i) => marketplaceSales(10 + i, 500));
    const answers = await Promise.all(series.map((s) => p.run(s, MONTHLY)));
    answers.forEach((a, i) => {
      expect(a).toEqual(forecast(series[i]!, MONTHLY));
    });
    // Different inputs, different answers: no job got another's result.
    expect(new Set(answers.map((a) => a.values.join())).size).toBe(series.length);
  });

  it('rejects a job whose input makes forecast() throw, and keeps working', async () => {
    const p = open(1);
    const bad = null as unknown as SeriesPoint[];
    expect(() => forecast(bad, DAILY)).toThrow(TypeError);
    await expect(p.run(bad, DAILY)).rejects.toMatchObject({ name: 'TypeError' });
    // Input that cannot even be copied to the thread fails alone too.
    const uncopyable = [{ date: '2025-01-01', value: 1, f: () => 0 }] as unknown as SeriesPoint[];
    await expect(p.run(uncopyable, DAILY)).rejects.toThrow();
    const ok = intermittent(4);
    expect(await p.run(ok, DAILY)).toEqual(forecast(ok, DAILY));
  });

  it('rejects the job of a worker that dies and runs the next one on a new worker', async () => {
    const p = open(1);
    const job = expect(p.run(marketplaceSales(5), DAILY)).rejects.toThrow(/forecast worker stopped/);
    const queued = p.run(intermittent(6), DAILY);
    expect(await p.killBusyWorker()).toBe(true);
    await job;
    expect(await queued).toEqual(forecast(intermittent(6), DAILY));
    const after = marketplaceSales(7, 300);
    expect(await p.run(after, MONTHLY)).toEqual(forecast(after, MONTHLY));
  });

  it('leaves the event loop free while a forecast runs', async () => {
    const p = open(1);
    let turned = false;
    const job = p.run(marketplaceSales(8), DAILY).then(() => turned);
    setImmediate(() => {
      turned = true;
    });
    // Inline, the forecast would be done (and this promise settled) before the loop could turn once.
    expect(await job).toBe(true);
  });

  it('rejects jobs after close', async () => {
    const p = open(1);
    const running = expect(p.run(marketplaceSales(9), DAILY)).rejects.toThrow(/closed/);
    await p.close();
    await running;
    await expect(p.run(intermittent(1), DAILY)).rejects.toThrow(/closed/);
    expect(await p.killBusyWorker()).toBe(false);
  });
});

describe('worker options', () => {
  const ts = new URL('file:///app/worker.ts');
  it("adds tsx's loader for a TypeScript worker only when it is not already loaded", () => {
    expect(workerOptions(ts, ['--conditions', 'dev']).execArgv).toEqual([
      '--conditions',
      'dev',
      '--import',
      expect.stringMatching(/^file:.*\/tsx\/.*loader\.mjs$/),
    ]);
    const underTsx = [
      '--require',
      '/x/node_modules/tsx/dist/preflight.cjs',
      '--import',
      'file:///x/tsx/dist/loader.mjs',
    ];
    expect(workerOptions(ts, underTsx)).toEqual({});
    expect(workerOptions(ts, ['--import', 'tsx'])).toEqual({});
    expect(workerOptions(new URL('file:///app/worker.js'), [])).toEqual({});
  });
});
