import type { Db } from '../../db/client';
import type { Tx } from '../../db/facts';
import { notFound } from '../errors';
import { decodeRowKey, encodeRowKey, type RowKey, type RowKeyPart } from './row-key';

/** What a grid supplies to delete its rows: the shape of its keys, which of them exist here, how rows go. */
export interface GridDeleter<K extends readonly RowKeyPart[]> {
  /** The kinds of the `_key` parts (the grid's arity), as `decodeRowKey` reads them. */
  keyParts: K;
  /** Of these keys, those whose rows exist within the caller's scope (client, marketplace, type...). */
  existing(tx: Tx, keys: RowKey<K>[]): Promise<RowKey<K>[]>;
  /** Deletes the rows of these keys (all exist), inside the transaction. */
  remove(tx: Tx, keys: RowKey<K>[]): Promise<void>;
}

/**
 * The delete side of the grids (DESIGN section 9): rows by their `_key`s, all or none. A key that does not
 * decode, or whose row is not in the caller's scope, answers 404 naming it and nothing is deleted; a key sent
 * twice is one row.
 */
export async function deleteGridRows<const K extends readonly RowKeyPart[]>(
  db: Db,
  deleter: GridDeleter<K>,
  keys: readonly string[],
): Promise<{ deleted: number }> {
  const wanted = new Map<string, RowKey<K>>();
  for (const raw of keys) {
    const key = decodeRowKey(raw, deleter.keyParts);
    if (!key) throw notFound(`Row not found: ${raw}`);
    wanted.set(encodeRowKey(key as readonly (string | number)[]), key);
  }
  return db.transaction(async (tx) => {
    const have = new Set(
      (await deleter.existing(tx, [...wanted.values()])).map((k) =>
        encodeRowKey(k as readonly (string | number)[]),
      ),
    );
    const missing = [...wanted.keys()].find((k) => !have.has(k));
    if (missing !== undefined) throw notFound(`Row not found: ${missing}`);
    await deleter.remove(tx, [...wanted.values()]);
    return { deleted: wanted.size };
  });
}
