import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper';
import { StatementQueue, withStatementPriority } from './statement-queue';

/** Work that records its name and ends when `open` is called. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

describe('the statement queue', () => {
  it("takes the oldest request's work first, then work outside requests, in order of arrival among equals", async () => {
    const queue = new StatementQueue();
    const order: string[] = [];
    const busy = gate();
    const first = queue.run(() => busy.opened);
    await new Promise((resolve) => setImmediate(resolve)); // the first has started
    const now = performance.now();
    const record = (name: string) => () => {
      order.push(name);
      return Promise.resolve();
    };
    const all = [
      queue.run(record('task')), // outside a request: counts from now
      withStatementPriority(now - 10, () => queue.run(record('newer request'))),
      withStatementPriority(now - 20, () => queue.run(record('older request, 1st'))),
      withStatementPriority(now - 20, () => queue.run(record('older request, 2nd'))),
    ];
    expect(queue.waiting).toBe(4);
    busy.open();
    await Promise.all([first, ...all]);
    expect(order).toEqual(['older request, 1st', 'older request, 2nd', 'newer request', 'task']);
  });

  it('returns to the event loop before each piece of work, so I/O and timers run between statements', async () => {
    const queue = new StatementQueue();
    const order: string[] = [];
    await Promise.all([
      queue.run(async () => {
        order.push('first');
        setImmediate(() => order.push('event loop'));
      }),
      queue.run(async () => {
        order.push('second');
      }),
    ]);
    expect(order).toEqual(['first', 'event loop', 'second']);
  });

  it('goes on after a failed piece of work', async () => {
    const queue = new StatementQueue();
    await expect(queue.run(() => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    await expect(queue.run(() => Promise.resolve(7))).resolves.toBe(7);
  });
});

describe.runIf(!process.env.TEST_DATABASE_URL)('the embedded database behind the queue', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  }, 60_000);
  afterAll(() => t?.close());

  it('answers /health-check over HTTP while hundreds of statements wait for PGlite', async () => {
    // Each statement runs synchronously inside the event loop; without a turn of the loop between them, the
    // health check's connection would not be read before the last one ended.
    const total = 300;
    let done = 0;
    const statements = Array.from({ length: total }, () =>
      t.db.execute(sql`select count(*) from generate_series(1, 20000)`).then(() => {
        done++;
      }),
    );
    const res = await fetch(`${base}/health-check`);
    const doneWhenAnswered = done;
    expect(res.status).toBe(200);
    expect(doneWhenAnswered).toBeLessThan(total);
    await Promise.all(statements);
    expect(done).toBe(total);
  });

  it('answers /health-check while a transaction holds the connection through many statements', async () => {
    let inside = 0;
    const steps = 200;
    const held = t.db.transaction(async (tx) => {
      for (let i = 0; i < steps; i++) {
        await tx.execute(sql`select count(*) from generate_series(1, 20000)`);
        inside++;
      }
    });
    const res = await fetch(`${base}/health-check`);
    const insideWhenAnswered = inside;
    expect(res.status).toBe(200);
    expect(insideWhenAnswered).toBeLessThan(steps);
    await held;
  });
});
