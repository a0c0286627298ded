/**
 * A fixed-size pool of worker threads running `forecast()` (worker.ts), so the CPU-heavy model selection runs
 * off the event loop and the series of one request run in parallel. Workers start on demand, up to `size`;
 * jobs wait in a queue (first in, first out) while all are busy. An idle pool does not keep the process alive.
 */

import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { extname } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import type { ForecastOptions, ForecastResult } from './index';
import type { SeriesPoint } from './types';
import type { ForecastJob, ForecastReply, JobError } from './worker';

export interface ForecastPoolOptions {
  /** Number of worker threads; default: one less than the available CPUs, at least 1. */
  size?: number;
}

export interface ForecastPool {
  /** `forecast(points, options)` on a worker thread. Rejects with the error it threw, or when its worker dies. */
  run(points: readonly SeriesPoint[], options: ForecastOptions): Promise<ForecastResult>;
  /** Terminates the workers; queued and running jobs reject, later calls of `run` too. */
  close(): Promise<void>;
  /** Test hook: terminates a worker that is running a job, as a crash would; false when none is busy. */
  killBusyWorker(): Promise<boolean>;
}

interface Job extends ForecastJob {
  resolve(result: ForecastResult): void;
  reject(err: Error): void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
}

/** The worker module next to this one, with this module's extension (.ts from source). */
const WORKER_URL = new URL(`./worker${extname(new URL(import.meta.url).pathname)}`, import.meta.url);

/** True when tsx's loader is among the node options (`tsx src/main.ts` puts it there; vitest does not). */
const hasTsxLoader = (execArgv: readonly string[]) => execArgv.some((a) => /(^|[=/\\])tsx([/\\]|$)/.test(a));

/**
 * Workers inherit the parent's node options, so under `tsx` they load TypeScript already. Elsewhere (vitest
 * runs TypeScript through its own transform, which threads do not share) the worker gets tsx's loader, resolved
 * from here so it does not depend on the working directory.
 */
export function workerOptions(
  url: URL = WORKER_URL,
  execArgv: readonly string[] = process.execArgv,
): WorkerOptions {
  if (extname(url.pathname) !== '.ts' || hasTsxLoader(execArgv)) return {};
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return { execArgv: [...execArgv, '--import', tsx] };
}

function fromJobError(e: JobError): Error {
  const err = new Error(e.message);
  err.name = e.name;
  if (e.stack) err.stack = e.stack;
  return err;
}

const closedError = () => new Error('The forecast pool is closed');

export function createForecastPool(options: ForecastPoolOptions = {}): ForecastPool {
  const size = Math.max(1, Math.floor(options.size ?? availableParallelism() - 1));
  const slots: Slot[] = [];
  const queue: Job[] = [];
  let closed = false;

  /** Drops a dead worker (error or exit, whichever comes first) and fails its job; the next job spawns anew. */
  function retire(slot: Slot, err: Error) {
    const i = slots.indexOf(slot);
    if (i < 0) return;
    slots.splice(i, 1);
    slot.job?.reject(err);
    slot.job = null;
    dispatch();
  }

  function spawn(): Slot {
    const worker = new Worker(WORKER_URL, workerOptions());
    const slot: Slot = { worker, job: null };
    worker.on('message', (reply: ForecastReply) => {
      const job = slot.job;
      slot.job = null;
      if (reply.ok) job?.resolve(reply.result);
      else job?.reject(fromJobError(reply.error));
      dispatch();
    });
    worker.on('error', (err) => retire(slot, err));
    worker.on('exit', (code) => retire(slot, new Error(`The forecast worker stopped (exit code ${code})`)));
    slots.push(slot);
    return slot;
  }

  function start(slot: Slot, job: Job) {
    slot.job = job;
    slot.worker.ref();
    try {
      slot.worker.postMessage({ points: job.points, options: job.options } satisfies ForecastJob);
    } catch (err) {
      // The input cannot be copied to the thread (a function, a symbol...): this job fails, the worker stays.
      slot.job = null;
      job.reject(err instanceof Error ? err : new Error(String(err)));
    }
  }

  /** Hands queued jobs to idle workers (spawning up to `size`), then lets idle workers stop holding the process. */
  function dispatch() {
    while (!closed && queue.length > 0) {
      let slot = slots.find((s) => s.job === null);
      if (!slot) {
        if (slots.length >= size) break;
        try {
          slot = spawn();
        } catch (err) {
          queue.shift()!.reject(err instanceof Error ? err : new Error(String(err)));
          continue;
        }
      }
      start(slot, queue.shift()!);
    }
    for (const s of slots) if (s.job === null) s.worker.unref();
  }

  return {
    run(points, opts) {
      if (closed) return Promise.reject(closedError());
      return new Promise<ForecastResult>((resolve, reject) => {
        queue.push({ points, options: opts, resolve, reject });
        dispatch();
      });
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(closedError());
      const all = slots.splice(0);
      for (const s of all) s.job?.reject(closedError());
      await Promise.all(all.map((s) => s.worker.terminate()));
    },
    async killBusyWorker() {
      const slot = slots.find((s) => s.job !== null);
      if (!slot) return false;
      await slot.worker.terminate();
      return true;
    },
  };
}
