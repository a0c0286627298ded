import { type SQL, sql } from 'drizzle-orm';
import { chunks, type Executor, json, rowsOf } from '../../db/facts/executor';
import type { UploadCounts } from './types';

/**
 * SQL helpers for targets that write one table keyed by client and a natural key. Rows travel as one jsonb
 * parameter per chunk and are typed by the table's own row type (jsonb_populate_recordset), so a value is
 * compared exactly as it would be stored (12.555 in a numeric(14,2) column compares as 12.56).
 */

const CHUNK = 5000;
const ids = (columns: readonly string[]) => sql.raw(columns.map((c) => `"${c}"`).join(', '));

export type RowState = 'new' | 'changed' | 'same';

/**
 * For each row: no stored row has its key ('new'), one has other values in `compare` ('changed'), or one has
 * exactly these values ('same'). Keys are the table's natural key besides client_id.
 */
export async function classifyRows(
  ex: Executor,
  o: { table: string; clientId: number; key: readonly string[]; compare: readonly string[] },
  rows: readonly Record<string, unknown>[],
): Promise<RowState[]> {
  const out: RowState[] = [];
  const on = sql.join(
    o.key.map((k) => sql`t.${sql.identifier(k)} = x.${sql.identifier(k)}`),
    sql` and `,
  );
  const mine = sql.raw(o.compare.map((c) => `t."${c}"`).join(', '));
  const theirs = sql.raw(o.compare.map((c) => `x."${c}"`).join(', '));
  for (const part of chunks(rows, CHUNK)) {
    const states = await rowsOf<{ state: RowState }>(
      ex,
      sql`select case when t.client_id is null then 'new'
          when row(${mine}) is not distinct from row(${theirs}) then 'same' else 'changed' end as state
        from jsonb_populate_recordset(null::${sql.identifier(o.table)}, ${json(part)}) with ordinality as x
        left join ${sql.identifier(o.table)} t on t.client_id = ${o.clientId}::int and ${on}
        order by x.ordinality`,
    );
    out.push(...states.map((s) => s.state));
  }
  return out;
}

/**
 * Inserts or updates rows of one client (ON CONFLICT on `conflict`, a unique index that leads with
 * client_id): every listed column is set from the row, `derived` columns from an expression over `x` (e.g. a
 * SKU id looked up by code), and dt_update is touched. `updateOnly` is a condition on the stored row (named
 * by the table) that an update must meet: a stored row failing it is left alone.
 */
export async function upsertRows(
  ex: Executor,
  o: {
    table: string;
    clientId: number;
    columns: readonly string[];
    conflict: readonly string[];
    derived?: Record<string, SQL>;
    updateOnly?: SQL;
  },
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  const derived = Object.entries(o.derived ?? {});
  const all = [...o.columns, ...derived.map(([c]) => c)];
  const select = sql.join(
    [...o.columns.map((c) => sql`x.${sql.identifier(c)}`), ...derived.map(([, expr]) => expr)],
    sql`, `,
  );
  const updates = sql.raw(
    [
      ...all.filter((c) => !o.conflict.includes(c)).map((c) => `"${c}" = excluded."${c}"`),
      'dt_update = now()',
    ].join(', '),
  );
  for (const part of chunks(rows, CHUNK)) {
    await ex.execute(
      sql`insert into ${sql.identifier(o.table)} (client_id, ${ids(all)})
        select ${o.clientId}::int, ${select}
        from jsonb_populate_recordset(null::${sql.identifier(o.table)}, ${json(part)}) as x
        on conflict (client_id, ${ids(o.conflict)}) do update set ${updates}
        ${o.updateOnly ? sql`where ${o.updateOnly}` : sql``}`,
    );
  }
}

/** Pairs per jsonb_build_object call (PostgreSQL takes at most 100 arguments). */
const PAIRS = 50;

/**
 * The rows with the stored values of `columns` wherever a stored row has their key (rows without one are left
 * as they are): the columns a file does not hold keep what is stored (WriteMeta.fields). Call before comparing
 * and writing, so an unchanged row still counts as unchanged. Keys are typed by the table's row type; `source`
 * is where stored values are read when they are not all in the table (a subquery `t` with client_id, the key
 * and the columns, e.g. products joined with their prices).
 */
export async function keepStored<T extends Record<string, unknown>>(
  ex: Executor,
  o: { table: string; clientId: number; key: readonly string[]; columns: readonly string[]; source?: SQL },
  rows: readonly T[],
): Promise<T[]> {
  if (o.columns.length === 0 || rows.length === 0) return [...rows];
  const on = sql.join(
    o.key.map((k) => sql`t.${sql.identifier(k)} = x.${sql.identifier(k)}`),
    sql` and `,
  );
  const objects = chunks(o.columns, PAIRS).map(
    (cols) =>
      sql`jsonb_build_object(${sql.join(
        cols.map((c) => sql`${c}::text, t.${sql.identifier(c)}`),
        sql`, `,
      )})`,
  );
  const out: T[] = [];
  for (const part of chunks(rows, CHUNK)) {
    const keys = part.map((r) => Object.fromEntries(o.key.map((k) => [k, r[k]])));
    const found = await rowsOf<{ stored: Record<string, unknown> | null }>(
      ex,
      sql`select case when t.client_id is null then null else ${sql.join(objects, sql` || `)} end as stored
        from jsonb_populate_recordset(null::${sql.identifier(o.table)}, ${json(keys)}) with ordinality as x
        left join ${o.source ?? sql.identifier(o.table)} t on t.client_id = ${o.clientId}::int and ${on}
        order by x.ordinality`,
    );
    part.forEach((r, i) => {
      const stored = found[i]?.stored;
      out.push(stored ? { ...r, ...stored } : r);
    });
  }
  return out;
}

/**
 * The columns a file leaves out: each listed column with the file field it is written from (null: none of
 * this target's files has it), kept when the file does not hold that field. Columns not listed (keys,
 * constants, computed ones) are always written.
 */
export function columnsLeftOut(from: Readonly<Record<string, string | null>>, fields: ReadonlySet<string>) {
  return Object.entries(from)
    .filter(([, field]) => field === null || !fields.has(field))
    .map(([column]) => column);
}

/** Counts of classified rows. */
export function countStates(states: readonly RowState[]): UploadCounts {
  const counts = { inserted: 0, updated: 0, unchanged: 0 };
  for (const s of states) {
    if (s === 'new') counts.inserted++;
    else if (s === 'changed') counts.updated++;
    else counts.unchanged++;
  }
  return counts;
}

/** The last record wins when a file names the same key twice (as the fact writers do). */
export function lastPerKey<R>(records: readonly R[], keyOf: (r: R) => string): R[] {
  const byKey = new Map<string, R>();
  for (const r of records) {
    const k = keyOf(r);
    byKey.delete(k);
    byKey.set(k, r);
  }
  return [...byKey.values()];
}
