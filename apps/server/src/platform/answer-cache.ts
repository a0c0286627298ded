import { changesOf } from '../db/changes';
import type { Db } from '../db/client';

/**
 * How long a cached answer may be served at most. Within this process an answer is dropped at once when data
 * changes (below), so the age only bounds what this process cannot see: a change made through another server on
 * the same PostgreSQL (5 s), or, on the embedded database that only this process writes, an answer that
 * depends on the clock (a minute).
 */
export const ANSWER_TTL_MS = 5_000;
export const ONLY_WRITER_TTL_MS = 60_000;

export interface AnswerCache<V> {
  /** The answer for `key`: the cached one while current, else `load()`'s (shared by concurrent callers). */
  get(key: string, load: () => Promise<V>): Promise<V>;
}

interface Entry<V> {
  count: number;
  until: number;
  value: Promise<V>;
}

/**
 * A small cache of answers read from `db`, for the calls every screen repeats (the signed-in user, the
 * notifications poll, the request guard's reads). Invalidation: each entry keeps the database's change count
 * (`db/changes.ts`) taken before its read started; any statement that may have written, through any connection
 * of this process (a request, a task, a scheduled job), moves that count, so every entry read before it is
 * stale and read again. Nothing is ever served across a change made here, whichever user or table it touched.
 * The key must hold everything the answer depends on (the user id at least): entries are never shared between
 * keys. Cached values are shared between requests and must not be mutated. A database without a change count
 * (a transaction, a database opened elsewhere) gets no cache.
 */
export function answerCache<V>(db: Db, opts: { max: number; ttlMs?: number }): AnswerCache<V> {
  const changes = changesOf(db);
  const ttl = opts.ttlMs ?? (changes?.onlyWriter ? ONLY_WRITER_TTL_MS : ANSWER_TTL_MS);
  const entries = new Map<string, Entry<V>>();
  return {
    get(key, load) {
      if (!changes || ttl <= 0) return load();
      const now = performance.now();
      const hit = entries.get(key);
      if (hit && hit.count === changes.count && hit.until > now) return hit.value;
      const entry: Entry<V> = { count: changes.count, until: now + ttl, value: load() };
      entries.delete(key);
      entries.set(key, entry);
      // Oldest first out: Map keeps insertion order and a refreshed key is re-inserted.
      if (entries.size > opts.max) entries.delete(entries.keys().next().value!);
      entry.value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return entry.value;
    },
  };
}
