/**
 * One thread of the forecast pool (pool.ts): answers each job message with `forecast(points, options)`, or
 * with the error it threw. It holds no state between jobs.
 */
import { parentPort } from 'node:worker_threads';
import { type ForecastOptions, type ForecastResult, forecast } from './index';
import type { SeriesPoint } from './types';

export interface ForecastJob {
  points: readonly SeriesPoint[];
  options: ForecastOptions;
}

/** An error as it crosses the thread boundary (its class does not survive the copy; its name does). */
export interface JobError {
  name: string;
  message: string;
  stack?: string;
}

export type ForecastReply = { ok: true; result: ForecastResult } | { ok: false; error: JobError };

function toJobError(err: unknown): JobError {
  if (err instanceof Error) return { name: err.name, message: err.message, stack: err.stack };
  return { name: 'Error', message: String(err) };
}

const port = parentPort;
if (!port) throw new Error('forecast/worker.ts runs only as a worker thread of the forecast pool');

port.on('message', (job: ForecastJob) => {
  let reply: ForecastReply;
  try {
    reply = { ok: true, result: forecast(job.points, job.options) };
  } catch (err) {
    reply = { ok: false, error: toJobError(err) };
  }
  port.postMessage(reply);
});
