/**
 * `npm run bench -- forecast`: accuracy of the forecasting library (apps/server/src/lib/forecast) against
 * seasonal naive (season 7) with the last 28 days held out, measured side by side in one run, on
 *  1. the M5 item FOODS_3_819 in its 10 stores plus the all-store total (../shared/data/m5), and
 *  2. the demo history of the demo generator (`demoHistory` below: units per marketplace and per SKU).
 * MASE is scaled by the in-sample seasonal naive (lag 7) error of each series' training part; sMAPE in percent.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { syncPermissionCatalogue } from '../apps/server/src/db/catalogue';
import { openDatabase } from '../apps/server/src/db/client';
import { seedDemo } from '../apps/server/src/db/demo';
import { migrate } from '../apps/server/src/db/migrate';
import { forecast, mase, smape } from '../apps/server/src/lib/forecast';
import { dailyDates } from '../apps/server/src/lib/forecast/synthetic';

const HOLDOUT = 28;
const SEASON = 7;

export interface NamedSeries {
  name: string;
  /** Consecutive daily values. */
  values: number[];
  /** Date of values[0]. */
  start: string;
}

function sharedDataDir(): string {
  return process.env.MARKETDESK_SHARED_DATA ?? resolve(import.meta.dirname, '..', '..', 'shared', 'data');
}

/** The M5 item per store (10 series) and summed over all stores. */
export function m5Series(): NamedSeries[] {
  const file = join(sharedDataDir(), 'm5', 'm5_FOODS_3_819_by_store_daily_2014-01-01_2016-05-22.csv');
  const lines = readFileSync(file, 'utf8').trim().split(/\r?\n/);
  const header = lines[0]!.split(',');
  const [iDate, iStore, iY] = ['ds', 'store_id', 'y'].map((c) => header.indexOf(c));
  const byStore = new Map<string, Map<string, number>>();
  for (const line of lines.slice(1)) {
    const cols = line.split(',');
    const store = cols[iStore!]!;
    if (!byStore.has(store)) byStore.set(store, new Map());
    byStore.get(store)!.set(cols[iDate!]!, Number(cols[iY!]));
  }
  const allDates = [...new Set([...byStore.values()].flatMap((m) => [...m.keys()]))].sort();
  const series = [...byStore.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, m]) => ({ name, start: allDates[0]!, values: allDates.map((d) => m.get(d) ?? 0) }));
  const total = allDates.map((_, i) => series.reduce((s, x) => s + x.values[i]!, 0));
  return [...series, { name: 'all stores', start: allDates[0]!, values: total }];
}

/** The last day of the demo history the bench seeds, fixed so the figures are the same on every day. */
const DEMO_TODAY = '2026-05-31';

/**
 * The real demo history (DESIGN section 7): daily units sold (R + PO + DF, from the sales rollups) of each demo
 * client's two busiest marketplaces and three best-selling SKUs (summed over marketplaces), over the whole
 * two years. Read from the database named by BENCH_DEMO_DATABASE_URL (a database seeded with `npm run seed`),
 * else from a fresh in-memory PGlite seeded here with the demo generator for the history ending on DEMO_TODAY
 * (deterministic; about a minute).
 */
export async function demoHistory(): Promise<NamedSeries[]> {
  const url = process.env.BENCH_DEMO_DATABASE_URL;
  const database = await openDatabase(url ? { url } : {});
  try {
    if (!url) {
      const t = performance.now();
      await migrate(database);
      await syncPermissionCatalogue(database.db);
      await seedDemo(database.db, { today: DEMO_TODAY });
      console.log(`seeded the demo history in memory in ${((performance.now() - t) / 1000).toFixed(0)} s`);
    }
    const rows = (await database.db.execute(sql`
      with u as (
        select c.name as client, 'marketplace ' || m.short_code as series, s.date, sum(s.units_r + s.units_po + s.units_df) as units
        from sales_daily_brand s join clients c on c.pk_client_id = s.client_id join marketplaces m on m.pk_mp_id = s.mp_id
        group by 1, 2, 3
        union all
        select c.name, 'sku ' || k.sku_code, s.date, sum(s.units_r + s.units_po + s.units_df)
        from sales_daily_sku s join clients c on c.pk_client_id = s.client_id
        join skus k on k.client_id = s.client_id and k.pk_sku_id = s.sku_id
        group by 1, 2, 3
      ),
      ranked as (
        select client, series, row_number() over (
          partition by client, split_part(series, ' ', 1) order by sum(units) desc, series) as rank
        from u group by client, series
      )
      select u.client, u.series, u.date::text as date, u.units::float8 as units
      from u join ranked r using (client, series)
      where r.rank <= case when split_part(u.series, ' ', 1) = 'marketplace' then 2 else 3 end
      order by u.client, u.series, u.date`)) as unknown as {
      rows: { client: string; series: string; date: string; units: number }[];
    };
    if (rows.rows.length === 0) throw new Error('the database holds no demo history');
    const span = rows.rows.map((r) => r.date).sort();
    const [first, last] = [span[0]!, span.at(-1)!];
    const days = Math.round((Date.parse(last) - Date.parse(first)) / 864e5) + 1;
    const dates = dailyDates(first, days);
    const index = new Map(dates.map((d, i) => [d, i]));
    const out = new Map<string, number[]>();
    for (const r of rows.rows) {
      const name = `${r.client}: ${r.series}`;
      if (!out.has(name)) out.set(name, new Array<number>(days).fill(0));
      out.get(name)![index.get(r.date)!] = r.units;
    }
    return [...out.entries()].map(([name, values]) => ({ name, start: first, values }));
  } finally {
    await database.close();
  }
}

interface Row {
  name: string;
  model: string;
  mase: [number, number];
  smape: [number, number];
  coverage: number;
}

/** Time of a second, warm pass of our forecasts over all series (the first pass includes JIT warm-up). */
function warmPass(series: NamedSeries[]): number {
  const inputs = series.map((s) => {
    const train = s.values.slice(0, -HOLDOUT);
    const dates = dailyDates(s.start, train.length);
    return train.map((value, i) => ({ date: dates[i]!, value }));
  });
  const t = performance.now();
  for (const points of inputs) forecast(points, { horizon: HOLDOUT, granularity: 'Daily', level: 0.95 });
  return performance.now() - t;
}

function evaluate(series: NamedSeries[]): { rows: Row[]; oursMs: number; naiveMs: number } {
  const rows: Row[] = [];
  let oursMs = 0;
  let naiveMs = 0;
  for (const s of series) {
    const train = s.values.slice(0, -HOLDOUT);
    const actual = s.values.slice(-HOLDOUT);
    const dates = dailyDates(s.start, train.length);
    const points = train.map((value, i) => ({ date: dates[i]!, value }));
    let t = performance.now();
    const ours = forecast(points, { horizon: HOLDOUT, granularity: 'Daily', level: 0.95 });
    oursMs += performance.now() - t;
    t = performance.now();
    const naive = actual.map((_, i) => train[train.length - SEASON + (i % SEASON)]!);
    naiveMs += performance.now() - t;
    const inside = actual.filter((a, i) => a >= ours.lower[i]! && a <= ours.upper[i]!).length;
    rows.push({
      name: s.name,
      model: ours.model,
      mase: [mase(actual, ours.values, train, SEASON), mase(actual, naive, train, SEASON)],
      smape: [smape(actual, ours.values), smape(actual, naive)],
      coverage: inside / actual.length,
    });
  }
  return { rows, oursMs, naiveMs };
}

const f = (v: number, d = 3) => v.toFixed(d);

function printTable(title: string, series: NamedSeries[]) {
  const { rows, oursMs, naiveMs } = evaluate(series);
  const warmMs = warmPass(series);
  const head = [
    'series',
    'chosen model',
    'MASE ours',
    'MASE snaive',
    'ratio',
    'sMAPE ours',
    'sMAPE snaive',
    'ratio',
    '95% cover',
  ];
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  const body = rows.map((r) => [
    r.name,
    r.model,
    f(r.mase[0]),
    f(r.mase[1]),
    f(r.mase[0] / r.mase[1]),
    f(r.smape[0], 1),
    f(r.smape[1], 1),
    f(r.smape[0] / r.smape[1]),
    `${Math.round(r.coverage * 100)}%`,
  ]);
  const mMase: [number, number] = [mean(rows.map((r) => r.mase[0])), mean(rows.map((r) => r.mase[1]))];
  const mSmape: [number, number] = [mean(rows.map((r) => r.smape[0])), mean(rows.map((r) => r.smape[1]))];
  const geo = Math.exp(mean(rows.map((r) => Math.log(r.mase[0] / r.mase[1]))));
  body.push([
    'MEAN',
    '',
    f(mMase[0]),
    f(mMase[1]),
    f(mMase[0] / mMase[1]),
    f(mSmape[0], 1),
    f(mSmape[1], 1),
    f(mSmape[0] / mSmape[1]),
    `${Math.round(mean(rows.map((r) => r.coverage)) * 100)}%`,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(`\n${title} (last ${HOLDOUT} days held out; ratio = ours / seasonal naive)`);
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of body) console.log(line(r));
  console.log(`geometric mean of per-series MASE ratios: ${f(geo)}`);
  console.log(
    `time: ours ${oursMs.toFixed(1)} ms for ${rows.length} series (${(oursMs / rows.length).toFixed(1)} ms each, ` +
      `${series[0]!.values.length - HOLDOUT} days of history); again warm ${warmMs.toFixed(1)} ms ` +
      `(${(warmMs / rows.length).toFixed(1)} ms each); seasonal naive ${naiveMs.toFixed(2)} ms`,
  );
}

export async function run(): Promise<void> {
  printTable('M5 FOODS_3_819, 10 stores + total', m5Series());
  printTable(
    'Demo history (units per day, busiest marketplaces and SKUs of each demo client)',
    await demoHistory(),
  );
}
