import { sql } from 'drizzle-orm';
import { type Executor, rowsOf } from './executor';
import { timed } from './stages';

/**
 * The planner's statistics of a client's facts, brought up to date inside the writing transaction when they do not
 * know the client's rows yet. Statistics are taken of whole tables (autovacuum's `analyze` on PostgreSQL, never on
 * PGlite); while they say a client has no rows (a client's first uploads, written and rolled up in one
 * transaction), every rollup statement is planned for one row and its nested loops re-read the client's rows per
 * row: 3,000 new lines took 8.3 s of rollups instead of 0.3 s (docs/benchmarks.md, "A new client's rollups").
 * `analyze` inside the transaction samples its own uncommitted rows too, so the rollups that follow are planned
 * for what is there.
 */

/** The tables the rollups read, by the client's rows in them. */
export type FactTable = 'orders' | 'returns' | 'settlements' | 'ad_metrics_daily';

/** Below this many rows a misjudged plan costs little; above what the planner expects, statistics are re-taken. */
const SLACK = 1_000;
/** A client the statistics expect this many rows of is known to them (and no bounded count is spent on it). */
const KNOWN = 20_000;
/** How long an `analyze` may wait for another transaction's (it is skipped, not queued, past this). */
const LOCK_WAIT = '200ms';

/** 55P03 lock_not_available, whichever driver wrapped it. */
function lockNotGranted(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | undefined;
  return e?.code === '55P03' || e?.cause?.code === '55P03';
}

/** The planner's estimate of the client's rows in `table`. */
export async function expectedRows(ex: Executor, table: FactTable, clientId: number): Promise<number> {
  // A literal, not a parameter: EXPLAIN plans the statement as written. clientId is an integer by type and check.
  const id = sql.raw(String(Math.trunc(clientId)));
  const [row] = await rowsOf<{ 'QUERY PLAN': unknown }>(
    ex,
    sql`explain (format json) select 1 from ${sql.identifier(table)} where client_id = ${id}`,
  );
  const plan = row?.['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [{ Plan: { 'Plan Rows': number } }];
  return parsed[0].Plan['Plan Rows'];
}

/** Whether the client has far more rows in `table` than the planner expects (counted no further than that). */
async function misjudged(ex: Executor, table: FactTable, clientId: number): Promise<boolean> {
  const expected = await expectedRows(ex, table, clientId);
  if (expected >= KNOWN) return false;
  const bound = 4 * expected + SLACK;
  const [row] = await rowsOf<{ n: number }>(
    ex,
    sql`select count(*)::int as n from (select 1 from ${sql.identifier(table)} where client_id = ${clientId}::int
      limit ${bound + 1}) x`,
  );
  return (row?.n ?? 0) > bound;
}

/**
 * Re-takes the statistics of those of `tables` whose estimate of the client's rows is far below what is there, and
 * answers which it re-took.
 * Inside a transaction the `analyze` holds its table's statistics lock to the commit, so another transaction's
 * `analyze` of the same table waits at most LOCK_WAIT and then goes on without (its plans are no worse than before).
 */
export async function knowClientRows(
  ex: Executor,
  clientId: number,
  tables: readonly FactTable[],
): Promise<FactTable[]> {
  return timed('rollups: statistics', async () => {
    const analysed: FactTable[] = [];
    for (const table of tables) {
      if (!(await misjudged(ex, table, clientId))) continue;
      try {
        // A savepoint: a lock that is not granted in time undoes only this analyze.
        await ex.transaction(async (sp) => {
          const [was] = await rowsOf<{ wait: string }>(
            sp,
            sql`select current_setting('lock_timeout') as wait, set_config('lock_timeout', ${LOCK_WAIT}, true)`,
          );
          await sp.execute(sql`analyze ${sql.identifier(table)}`);
          await sp.execute(sql`select set_config('lock_timeout', ${was?.wait ?? '0'}, true)`);
        });
        analysed.push(table);
      } catch (error) {
        if (!lockNotGranted(error)) throw error;
      }
    }
    return analysed;
  });
}
