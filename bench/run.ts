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
};

const wanted = process.argv.slice(2).filter((a) => a !== '--' && !a.startsWith('-'));
const unknown = wanted.filter((name) => !(name in BENCHMARKS));
if (unknown.length > 0) {
  console.error(`Unknown benchmark: ${unknown.join(', ')}. Known: ${Object.keys(BENCHMARKS).join(', ')}`);
  process.exit(2);
}
for (const name of wanted.length > 0 ? wanted : Object.keys(BENCHMARKS)) {
  const start = performance.now();
  const bench = await BENCHMARKS[name]!();
  await bench.run();
  console.log(`${name}: ${(performance.now() - start).toFixed(1)} ms in all`);
}

export {};
