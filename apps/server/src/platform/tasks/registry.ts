import type { Readable, Writable } from 'node:stream';
import type { FileKind } from '@marketdesk/contracts/files';
import type { Db } from '../../db/client';
import type { FileRow } from '../files';
import type { TaskRow } from './tasks.repository';

/** The task's own files: saved in the task's client, made by the task's user. */
export interface TaskFiles {
  /** Stores a stream as a file (kind 'export' unless told). */
  save(input: { kind?: FileKind; name: string; contentType: string; stream: Readable }): Promise<FileRow>;
  /**
   * Streams what `writeRows` writes into a new file; memory stays flat when `writeRows` writes batch by batch
   * with `writeChunk` (it waits for the storage to drain). The handler decides the format.
   */
  write(input: {
    kind?: FileKind;
    name: string;
    contentType: string;
    writeRows: (out: Writable) => Promise<void>;
  }): Promise<FileRow>;
}

export interface TaskLog {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface TaskHandlerContext<P> {
  task: Pick<TaskRow, 'task_id' | 'client_id' | 'user_id' | 'kind' | 'label'>;
  /** What `startTask` was given (JSON: dates arrive as strings). */
  payload: P;
  files: TaskFiles;
  db: Db;
  log: TaskLog;
}

/** A task's work. Answer the file the user downloads (`result`), or nothing for a task without a file. */
export type TaskHandler<P = unknown> = (
  ctx: TaskHandlerContext<P>,
) => Promise<{ fileId: number } | undefined>;

/**
 * A failure the user can act on ("No rows match the filter"): its message becomes the task's `error` as it
 * is, and the task is not retried. Any other error is retried, then reported as TASK_UNEXPECTED_ERROR.
 */
export class TaskError extends Error {
  override name = 'TaskError';
}

const KIND = /^[a-z0-9][a-z0-9_.:-]{0,99}$/;
// Handlers are plain functions of their context (no closure over an app), so one registry per process serves
// every app the process builds, including the test files that share a worker (kinds of tests are unique).
const handlers = new Map<string, TaskHandler<never>>();

/**
 * Plugs a task kind in (e.g. 'export.grid'). Define the handler at module scope and register it at import
 * time or when the module registers: registering the same function again is harmless, another function
 * under a taken kind is a programming error.
 */
export function registerTaskHandler<P>(kind: string, handler: TaskHandler<P>): void {
  if (!KIND.test(kind)) throw new Error(`Invalid task kind "${kind}"`);
  const existing = handlers.get(kind);
  if (existing && existing !== handler) throw new Error(`Task kind "${kind}" already has a handler`);
  handlers.set(kind, handler as TaskHandler<never>);
}

export const taskHandler = (kind: string): TaskHandler<unknown> | undefined =>
  handlers.get(kind) as TaskHandler<unknown> | undefined;
