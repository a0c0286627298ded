import { getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client';

/** A database or an open transaction: both drivers (PGlite, node-postgres) answer `execute` with `rows`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

export async function rowsOf<T>(ex: Executor, query: SQL): Promise<T[]> {
  const result = (await ex.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Rows travel as one jsonb parameter (no 65,535-parameter limit, one round trip per chunk). */
export const json = (value: unknown): SQL => sql`${JSON.stringify(value)}::jsonb`;

/**
 * One column of many rows as a PostgreSQL array literal ('{"a",NULL,"b"}'), sent as one text parameter and cast
 * in SQL (`${pgArray(v)}::text[]`): column arrays through unnest() cost the server a fraction of a jsonb
 * payload's parsing. Every value is quoted (so '', ' x ' and 'NULL' stay text); objects travel as JSON text.
 */
export function pgArray(values: readonly unknown[]): string {
  let out = '{';
  for (let i = 0; i < values.length; i++) {
    if (i > 0) out += ',';
    const v = values[i];
    if (typeof v === 'number')
      out += Number.isFinite(v) ? String(v) : 'NULL'; // as JSON: NaN is null
    else if (typeof v === 'boolean') out += v ? 'true' : 'false';
    else if (v === null || v === undefined) out += 'NULL';
    else {
      const text =
        v instanceof Date ? v.toISOString() : typeof v === 'object' ? JSON.stringify(v) : String(v);
      out += text.includes('"') || text.includes('\\') ? `"${text.replace(/[\\"]/g, '\\$&')}"` : `"${text}"`;
    }
  }
  return `${out}}`;
}

export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * Plain multi-row insert of `rows` (objects keyed by column name) through jsonb_populate_recordset, in chunks.
 * For tables without rollups (SKUs, products, fees, settlements, ad entities); facts with rollups go through
 * their writers.
 */
export async function insertRows(
  ex: Executor,
  table: PgTable,
  rows: readonly Record<string, unknown>[],
  opts: { chunk?: number; onConflictDoNothing?: boolean } = {},
): Promise<void> {
  if (rows.length === 0) return;
  const name = getTableName(table);
  const columns = Object.keys(rows[0]!);
  const list = sql.raw(columns.map((c) => `"${c}"`).join(', '));
  const tail = opts.onConflictDoNothing ? sql` on conflict do nothing` : sql``;
  for (const part of chunks(rows, opts.chunk ?? 5000)) {
    await ex.execute(
      sql`insert into ${sql.identifier(name)} (${list}) select ${list} from jsonb_populate_recordset(null::${sql.identifier(name)}, ${json(part)})${tail}`,
    );
  }
}

/** A (marketplace, date) key of the daily rollups. */
export interface DayKey {
  mp_id: number;
  date: string;
}

export function uniqueKeys(keys: Iterable<DayKey>): DayKey[] {
  const seen = new Map<string, DayKey>();
  for (const k of keys) seen.set(`${k.mp_id}|${k.date}`, { mp_id: Number(k.mp_id), date: String(k.date) });
  return [...seen.values()];
}
