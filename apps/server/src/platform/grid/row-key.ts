import { INT4_MAX, isStorableText } from '@marketdesk/contracts/primitives';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The one row-key codec of the grids (DESIGN section 9): a row's `_key` is its primary key parts as a JSON
 * array, e.g. ["A-1","2"] or [17]. The client treats it as opaque and sends it back on PUT and DELETE; every
 * key the server reads goes through `decodeRowKey`, so a part that cannot be one of the grid's key values
 * (NUL, a lone surrogate, a huge number) is refused here instead of failing in SQL.
 */

/** A key part: text (at most ROW_KEY_TEXT_MAX characters, storable), an int4 id or a bigint id. */
export type RowKeyPart = 'text' | 'int' | 'bigint';
type PartValue<K extends RowKeyPart> = K extends 'text' ? string : number;
export type RowKey<K extends readonly RowKeyPart[]> = { [I in keyof K]: PartValue<K[I]> };

/** Longest text part: the `_key` itself is at most 1000 characters (contracts gridUpdate). */
export const ROW_KEY_TEXT_MAX = 1000;

function partOk(kind: RowKeyPart, v: unknown): boolean {
  if (kind === 'text') return typeof v === 'string' && v.length <= ROW_KEY_TEXT_MAX && isStorableText(v);
  const max = kind === 'int' ? INT4_MAX : Number.MAX_SAFE_INTEGER;
  return typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= max;
}

/**
 * The parts of a `_key`, checked against the grid's key shape (one kind per part, in order), or null when the
 * key cannot be one of that grid's: not JSON, not an array, the wrong number of parts, or a part of the wrong
 * type or not storable. Callers answer null as they answer an unknown key.
 */
export function decodeRowKey<const K extends readonly RowKeyPart[]>(key: string, kinds: K): RowKey<K> | null {
  let parts: unknown;
  try {
    parts = JSON.parse(key);
  } catch {
    return null;
  }
  if (!Array.isArray(parts) || parts.length !== kinds.length) return null;
  return kinds.every((kind, i) => partOk(kind, parts[i])) ? (parts as RowKey<K>) : null;
}

/**
 * The `_key` of parts, in the text `rowKeySql` answers (PostgreSQL's json_build_array: ", " between parts),
 * so a key built here equals the one a grid answered for the same row.
 */
export function encodeRowKey(parts: readonly (string | number)[]): string {
  return `[${parts.map((p) => JSON.stringify(p)).join(', ')}]`;
}

/** The SQL of a grid's `_key` column: its key expressions as a JSON array, as text. */
export function rowKeySql(exprs: readonly SQL[]): SQL {
  return sql`json_build_array(${sql.join([...exprs], sql`, `)})::text`;
}
