import type pg from 'pg';

/**
 * A count of the changes made through one database's connections in this process: it moves after every
 * statement that may have changed data has ended (a commit included, so data written inside a transaction counts
 * once it is visible). An answer cached with the count it was read under is current while the count has not
 * moved; `platform/answer-cache.ts` relies on this. Changes made by another process (a second server on the same
 * PostgreSQL, `npm run seed`) are not seen here: that cache also bounds every answer's age.
 */
export class Changes {
  #count = 0;

  /**
   * @param onlyWriter whether this process is the only one that can write the database (the embedded one, whose
   * data directory one process holds), so that nothing changes unseen.
   */
  constructor(readonly onlyWriter: boolean) {}

  get count(): number {
    return this.#count;
  }

  /** After a statement `text` ended (undefined: a transaction ended): counts it when it may have written. */
  after(text?: string): void {
    if (text === undefined || mayWrite(text)) this.#count++;
  }
}

const READS = new Set([
  'select',
  'show',
  'explain',
  'values',
  'table',
  'begin',
  'start',
  'set',
  'savepoint',
  'release',
  'rollback',
  'abort',
  'declare',
  'fetch',
  'move',
  'close',
  'listen',
  'unlisten',
  'discard',
  'reset',
]);

/**
 * Whether a statement may change data that answers are read from. Errs towards yes: anything but a read or a
 * transaction-control statement counts, and a WITH counts when it holds a data-changing verb. pg-boss's own
 * statements (its schema `pgboss`, polled every few seconds) change nothing an answer reads.
 */
export function mayWrite(text: string): boolean {
  const body = text.replace(/^(\s|--[^\n]*\n|\/\*[\s\S]*?\*\/)+/, '');
  if (/\bpgboss\./i.test(body)) return false;
  const verb = /^[a-z]+/i.exec(body)?.[0]?.toLowerCase() ?? '';
  if (verb === 'with') return /\b(insert|update|delete|merge)\b/i.test(body);
  return !READS.has(verb);
}

const byDatabase = new WeakMap<object, Changes>();

/** Ties `changes` to a drizzle database object (the `Db` of `client.ts`), so code holding only the `Db` finds it. */
export function trackChanges(db: object, changes: Changes): void {
  byDatabase.set(db, changes);
}

/** The changes of the database `db` was opened on; undefined for a transaction or a database opened elsewhere. */
export function changesOf(db: object): Changes | undefined {
  return byDatabase.get(db);
}

type Query = (...args: unknown[]) => unknown;

/** Counts the statements of every connection of a node-postgres pool, in its promise and callback forms alike. */
export function countPoolChanges(pool: pg.Pool, changes: Changes): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as Query;
    (client as unknown as { query: Query }).query = (...args: unknown[]) => {
      const first = args[0] as string | { text?: string } | undefined;
      const text = typeof first === 'string' ? first : first?.text;
      if (text === undefined) return query(...args);
      const last = args.length - 1;
      const callback = args[last];
      if (typeof callback === 'function') {
        args[last] = (...result: unknown[]) => {
          changes.after(text);
          return callback(...result);
        };
        return query(...args);
      }
      const run = query(...args);
      if (!(run instanceof Promise)) return run;
      return run.finally(() => changes.after(text));
    };
  });
}
