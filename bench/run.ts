import { cpus, loadavg } from 'node:os';

/**
 * `npm run bench -- <name...>`: runs the named benchmarks (all when none is named). Benchmarks live here, never
 * in `npm test` (DESIGN section 6: timings are ratios measured in one run, not test assertions). To add one,
 * write `<name>.ts` exporting `run(): Promise<void>` and register it below.
 */
const BENCHMARKS: Record<string, () => Promise<{ run: () => Promise<void> }>> = {
  forecast: () => import('./forecast'),
  'forecast-pool': () => import('./forecast-pool'),
  dashboard: () => import('./dashboard'),
  upload: () => import('./upload'),
  grid: () => import('./grid'),
  tickets: () => import('./tickets'),
  export: () => import('./export'),
  'hostile-files': () => import('./hostile-files'),
  'first-page': () => import('./first-page'),
  focused: () => import('./focused'),
  reports: () => import('./reports'),
  load: () => import('./load'),
  'new-client-rollups': () => import('./new-client-rollups'),
};

/** The load averages (1, 5 and 15 minutes): every figure is printed with the load it was taken under. */
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');

const wanted = process.argv.slice(2).filter((a) => a !== '--' && !a.startsWith('-'));
const unknown = wanted.filter((name) => !(name in BENCHMARKS));
if (unknown.length > 0) {
  console.error(`Unknown benchmark: ${unknown.join(', ')}. Known: ${Object.keys(BENCHMARKS).join(', ')}`);
  process.exit(2);
}
for (const name of wanted.length > 0 ? wanted : Object.keys(BENCHMARKS)) {
  const start = performance.now();
  console.log(`${name}: load average ${load()} (1 / 5 / 15 min) at the start, ${cpus().length} CPUs`);
  const bench = await BENCHMARKS[name]!();
  await bench.run();
  console.log(
    `${name}: ${(performance.now() - start).toFixed(1)} ms in all; load average ${load()} at the end`,
  );
}
