import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite, Transaction } from '@electric-sql/pglite';

/**
 * The queue in front of the embedded database.
 *
 * PGlite runs each statement synchronously inside the event loop, and its own mutex hands the connection to the
 * next waiter through promise callbacks (microtasks). So while statements are queued Node never gets back to its
 * I/O phase: no request is read, `/health-check` gets no answer, and requests wait for the whole backlog (measured
 * with 200 users: p99 78 s, the health check 67 s). This queue runs one statement or transaction at a time,
 * returns to the event loop (setImmediate) before each, and takes the waiting work of the oldest request first:
 * a request that has waited is never overtaken by newer ones, and one that needs several statements in a row does
 * not queue behind every later request for each of them. Work outside a request (tasks, scheduled jobs, pg-boss)
 * counts from the moment its statement was queued.
 */

const requestStart = new AsyncLocalStorage<number>();

/** Runs `fn` (a request's lifecycle) so that its statements queue as of `since` (a `performance.now()` time). */
export function withStatementPriority<T>(since: number, fn: () => T): T {
  return requestStart.run(since, fn);
}

interface Waiter {
  since: number;
  seq: number;
  start(): void;
}

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

export class StatementQueue {
  #waiting: Waiter[] = [];
  #running = false;
  #seq = 0;

  /** How many pieces of work wait for their turn (the one running excluded). */
  get waiting(): number {
    return this.#waiting.length;
  }

  /** Runs `work` in its turn; nothing else of this queue runs until it settles. */
  run<T>(work: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.#waiting.push({
        since: requestStart.getStore() ?? performance.now(),
        seq: this.#seq++,
        start: () => {
          work()
            .then(resolve, reject)
            .finally(() => this.#next());
        },
      });
      if (!this.#running) this.#next();
    });
  }

  #next(): void {
    if (this.#waiting.length === 0) {
      this.#running = false;
      return;
    }
    this.#running = true;
    // The event loop runs (reads requests, answers /health-check) before the next statement, which is then chosen
    // among everything queued meanwhile.
    setImmediate(() => {
      let best = 0;
      for (let i = 1; i < this.#waiting.length; i++) {
        const w = this.#waiting[i]!;
        const b = this.#waiting[best]!;
        if (w.since < b.since || (w.since === b.since && w.seq < b.seq)) best = i;
      }
      const [chosen] = this.#waiting.splice(best, 1);
      chosen!.start();
    });
  }
}

/**
 * Puts every statement and transaction of `pglite` (drizzle's and pg-boss's alike, since both call these methods)
 * through `queue`. Inside a transaction, which holds the one connection, each statement still returns to the event
 * loop first, so a long write keeps the server answering. `afterWrite` runs once a statement that may have changed
 * data, or a transaction, has ended (see `changes.ts`).
 */
export function queueStatements(
  pglite: PGlite,
  queue: StatementQueue,
  afterWrite: (text?: string) => void,
): PGlite {
  const query = pglite.query.bind(pglite);
  const exec = pglite.exec.bind(pglite);
  const transaction = pglite.transaction.bind(pglite);
  const ended = <T>(text: string, run: Promise<T>) => run.finally(() => afterWrite(text));
  Object.assign(pglite, {
    query: (text: string, ...rest: unknown[]) =>
      ended(
        text,
        queue.run(() => (query as (...a: unknown[]) => Promise<unknown>)(text, ...rest)),
      ),
    exec: (text: string, ...rest: unknown[]) =>
      ended(
        text,
        queue.run(() => (exec as (...a: unknown[]) => Promise<unknown>)(text, ...rest)),
      ),
    transaction: <T>(callback: (tx: Transaction) => Promise<T>) =>
      queue.run(() => transaction((tx) => callback(yielding(tx)))).finally(() => afterWrite()),
  });
  return pglite;
}

/** The transaction with a return to the event loop before each of its statements. */
function yielding(tx: Transaction): Transaction {
  const after =
    <A extends unknown[], R>(run: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      await turn();
      return run(...args);
    };
  return Object.create(tx, {
    query: { value: after(tx.query) },
    exec: { value: after(tx.exec) },
    sql: { value: after(tx.sql) },
  });
}
