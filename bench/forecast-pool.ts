/**
 * `npm run bench -- forecast-pool`: the dashboard forecast on the event loop (inline, as before) against the
 * worker-thread pool (apps/server/src/lib/forecast/pool.ts), side by side in one run.
 *
 * Load: 8 concurrent forecast requests, each one marketplace series shaped like the demo history (two years of
 * daily sales with trend, weekly and yearly shape, promotions, stockouts and noise; seeded), forecast as the
 * dashboard does by default (30 days, Daily, 95 %). Modes:
 * - inline, 8 requests: each request computes on the event loop after a turn of it, as an arriving request does;
 * - inline, 1 request of 8 marketplaces: the old service's loop over one client's marketplaces;
 * - pool of the default size (CPUs - 1) and of one worker per CPU: all jobs at once (Promise.all).
 * For each: the first round (JIT cold; for a pool also its workers starting), the wall time until all answers
 * are in (median of ROUNDS after that), its ratio to the first mode, and the longest event-loop stall (perf_hooks
 * monitorEventLoopDelay, 1 ms resolution, max over the rounds): how long any other request would have waited.
 * The answers of the pool are checked to equal the inline ones.
 */
import { availableParallelism } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import { type ForecastOptions, forecast, type SeriesPoint } from '../apps/server/src/lib/forecast';
import { createForecastPool } from '../apps/server/src/lib/forecast/pool';
import { marketplaceSales } from '../apps/server/src/lib/forecast/synthetic';

const REQUESTS = 8;
const DAYS = 730;
const ROUNDS = 9;
const OPTIONS: ForecastOptions = { horizon: 30, granularity: 'Daily', level: 0.95 };

interface Mode {
  name: string;
  /** Answers all requests; resolves when the last is in. */
  run(series: SeriesPoint[][]): Promise<unknown>;
}

interface Figures {
  /** The first round: JIT cold and, for a pool, its workers starting (thread, tsx loader, modules). */
  firstMs: number;
  /** Median of the ROUNDS after it. */
  wallMs: number;
  /** Longest event-loop stall over those rounds. */
  stallMs: number;
}

async function measure(mode: Mode, series: SeriesPoint[][]): Promise<Figures> {
  const first = performance.now();
  await mode.run(series);
  const firstMs = performance.now() - first;
  const walls: number[] = [];
  let stall = 0;
  for (let i = 0; i < ROUNDS; i++) {
    const delay = monitorEventLoopDelay({ resolution: 1 });
    delay.enable();
    // Its first tick only sets the baseline of the next: start with one recorded, so no stall goes unseen.
    await sleep(5);
    const t = performance.now();
    await mode.run(series);
    walls.push(performance.now() - t);
    // The sampling timer records a stall when it next fires: let it, before reading.
    await sleep(5);
    delay.disable();
    stall = Math.max(stall, delay.max / 1e6);
  }
  walls.sort((a, b) => a - b);
  return { firstMs, wallMs: walls[Math.floor(walls.length / 2)]!, stallMs: stall };
}

export async function run(): Promise<void> {
  const series = Array.from({ length: REQUESTS }, (_, i) => marketplaceSales(101 + i, DAYS));
  const cpus = availableParallelism();
  const defaultPool = createForecastPool();
  const cpuPool = createForecastPool({ size: cpus });
  const defaultSize = Math.max(1, cpus - 1);
  const modes: Mode[] = [
    {
      name: `inline, ${REQUESTS} requests`,
      run: (all) =>
        Promise.all(
          all.map(async (points) => {
            await nextTurn();
            return forecast(points, OPTIONS);
          }),
        ),
    },
    {
      name: `inline, 1 request of ${REQUESTS} marketplaces`,
      run: async (all) => all.map((points) => forecast(points, OPTIONS)),
    },
    {
      name: `pool of ${defaultSize} (default)`,
      run: (all) => Promise.all(all.map((points) => defaultPool.run(points, OPTIONS))),
    },
    {
      name: `pool of ${cpus} (one per CPU)`,
      run: (all) => Promise.all(all.map((points) => cpuPool.run(points, OPTIONS))),
    },
  ];
  try {
    const rows: [string, Figures][] = [];
    for (const mode of modes) rows.push([mode.name, await measure(mode, series)]);
    // Same answers both ways, or the timings mean nothing.
    const inline = series.map((points) => forecast(points, OPTIONS));
    const pooled = await Promise.all(series.map((points) => defaultPool.run(points, OPTIONS)));
    if (JSON.stringify(inline) !== JSON.stringify(pooled)) throw new Error('the pool answered differently');

    const base = rows[0]![1].wallMs;
    const table = [
      ['mode', 'first round', 'all answered', 'vs inline', 'longest stall'],
      ...rows.map(([name, f]) => [
        name,
        `${f.firstMs.toFixed(0)} ms`,
        `${f.wallMs.toFixed(0)} ms`,
        (f.wallMs / base).toFixed(2),
        `${f.stallMs.toFixed(1)} ms`,
      ]),
    ];
    const widths = table[0]!.map((_, i) => Math.max(...table.map((r) => r[i]!.length)));
    console.log(
      `\n${REQUESTS} concurrent forecasts (${DAYS} days of history each, ${OPTIONS.horizon} days Daily), ` +
        `${cpus} CPUs available; median of ${ROUNDS} rounds after the first`,
    );
    for (const r of table) {
      console.log(r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  '));
    }
  } finally {
    await Promise.all([defaultPool.close(), cpuPool.close()]);
  }
}
