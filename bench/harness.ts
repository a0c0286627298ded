import { randomBytes } from 'node:crypto';
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { loadavg } from 'node:os';
import pg from 'pg';
import { type Database, openDatabase } from '../apps/server/src/db/client';
import { STAGE_CHANNEL, type StageTiming } from '../apps/server/src/db/facts/stages';

/**
 * What the API-versus-SQL benchmarks share: the percentile, the side-by-side table (API and bare SQL p50/p95 and
 * their ratio) and the loop over backends (tickets, dashboard and grid), and a fresh PostgreSQL database
 * (upload, export). The demo data set the dashboard and grid benches read is bench/demo-database.ts.
 */

export const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};

/** One measured case: durations of the call through the API (empty when not measured) and of its bare SQL. */
export interface ApiSqlResult {
  backend: string;
  label: string;
  /** What the case answered (rows, points, total): shown in the third column. */
  answer: string;
  api: number[];
  sql: number[];
}

export function printApiSql(title: string, answerHead: string, results: ApiSqlResult[]): void {
  const head = ['backend', 'case', answerHead, 'API p50', 'API p95', 'SQL p50', 'SQL p95', 'API/SQL p50'];
  const ms = (xs: number[], p: number) => (xs.length === 0 ? '-' : `${percentile(xs, p).toFixed(1)} ms`);
  const body = results.map((r) => [
    r.backend,
    r.label,
    r.answer,
    ms(r.api, 50),
    ms(r.api, 95),
    ms(r.sql, 50),
    ms(r.sql, 95),
    r.api.length === 0 ? '-' : (percentile(r.api, 50) / percentile(r.sql, 50)).toFixed(2),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i < 3 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(`\n${title} (load average ${loadavg()[0]!.toFixed(2)} as it ends)`);
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of body) console.log(line(row));
}

/** Prepares, measures and closes each backend in turn; answers every result. */
export async function eachBackend<B, D extends { close(): Promise<void> }>(
  list: B[],
  prepare: (b: B) => Promise<D>,
  measure: (b: B, database: D) => Promise<ApiSqlResult[]>,
): Promise<ApiSqlResult[]> {
  const results: ApiSqlResult[] = [];
  for (const b of list) {
    const database = await prepare(b);
    try {
      results.push(...(await measure(b, database)));
    } finally {
      await database.close();
    }
  }
  return results;
}

/**
 * A new, empty PostgreSQL database `md_bench_<prefix>_<random>` created through BENCH_PG_URL (default
 * postgres://postgres@127.0.0.1:5432/test); `drop` closes it and drops the database.
 */
export async function freshPgDatabase(
  prefix: string,
): Promise<{ database: Database; drop(): Promise<void> }> {
  const admin = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `md_bench_${prefix}_${randomBytes(4).toString('hex')}`;
  const onAdmin = async (q: string) => {
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    try {
      await c.query(q);
    } finally {
      await c.end();
    }
  };
  await onAdmin(`create database ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    database,
    drop: async () => {
      await database.close();
      await onAdmin(`drop database ${name} with (force)`);
    },
  };
}

/** A fresh, empty database a bench writes into and drops: PGlite in memory, or PostgreSQL through freshPgDatabase. */
export interface FreshBackend {
  name: string;
  open(): Promise<{ database: Database; drop(): Promise<void> }>;
}

/** Both fresh backends, or those BENCH_BACKENDS names (pglite, pg); `prefix` names the PostgreSQL database. */
export function freshBackends(prefix: string): FreshBackend[] {
  const all: (FreshBackend & { key: string })[] = [
    {
      key: 'pglite',
      name: 'PGlite',
      open: async () => {
        const database = await openDatabase({});
        return { database, drop: () => database.close() };
      },
    },
    { key: 'pg', name: 'PostgreSQL', open: () => freshPgDatabase(prefix) },
  ];
  const only = process.env.BENCH_BACKENDS?.split(',');
  return all.filter((b) => !only || only.includes(b.key));
}

/** Collects the stages the server publishes (db/facts/stages.ts) while `work` runs: summed per stage, in order. */
export async function stagesOf<T>(
  work: () => Promise<T>,
): Promise<{ result: T; stages: Map<string, number> }> {
  const stages = new Map<string, number>();
  const listener = (m: unknown) => {
    const { stage, ms } = m as StageTiming;
    stages.set(stage, (stages.get(stage) ?? 0) + ms);
  };
  subscribe(STAGE_CHANNEL, listener);
  try {
    return { result: await work(), stages };
  } finally {
    unsubscribe(STAGE_CHANNEL, listener);
  }
}
