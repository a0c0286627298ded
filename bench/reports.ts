import { existsSync } from 'node:fs';

/**
 * `npm run bench -- reports`: the business reports of issue 20 on the large demo data set, one client, on PGlite
 * and PostgreSQL, each call printed beside its bare SQL (bench/reports/<report>.ts): business view first page,
 * reconciliation of 3 months, partner view summary, review data first page, and auto ordering for one warehouse
 * with all its SKUs (with the SKUs forecast per second), and the AMS View's grids over 90 days. `BENCH_REPORTS=partner-view,review-data` runs some.
 */
const REPORTS = [
  'business-view',
  'reconciliation',
  'partner-view',
  'review-data',
  'auto-ordering',
  'ams-view',
] as const;

export async function run(): Promise<void> {
  const wanted = process.env.BENCH_REPORTS?.split(',').map((s) => s.trim()) ?? [...REPORTS];
  for (const name of REPORTS.filter((r) => wanted.includes(r))) {
    const file = new URL(`./reports/${name}.ts`, import.meta.url);
    if (!existsSync(file)) {
      console.log(`reports: ${name}: no benchmark yet`);
      continue;
    }
    const start = performance.now();
    const bench = (await import(file.href)) as { run(): Promise<void> };
    await bench.run();
    console.log(`reports: ${name}: ${((performance.now() - start) / 1000).toFixed(1)} s in all`);
  }
}
