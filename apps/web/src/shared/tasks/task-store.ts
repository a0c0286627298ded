import {
  isTaskFinished,
  TASK_EXPIRY_MS,
  type TaskStatus,
  type TaskStatusItem,
} from '@marketdesk/contracts/tasks';
import { useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from '../session/storage-keys';
import { getSession, subscribeSession } from '../session/store';

/**
 * The background tasks this browser started (exports), per signed-in user and selected client, kept in
 * localStorage so that a pending task survives a reload (spec 03 section 4). Finished tasks are dropped 24 hours
 * after they finished; a task still pending after 24 hours is given up too, so nothing is polled forever.
 */
export interface TrackedTask {
  task_id: string;
  /** What the toasts call the job, e.g. 'Amazon US Orders Data export'. */
  label: string;
  /** The control that started it (an ExportButton), so it can show the task's state after a reload. */
  owner: string;
  status: TaskStatus;
  result: string | null;
  error: string | null;
  date_done: string | null;
  started_at: number;
  finished_at: number | null;
}

const KEY_PREFIX = 'marketdesk.tasks';

let scopeKey: string | null = null;
let tasks: TrackedTask[] = [];
const listeners = new Set<() => void>();

function currentKey(): string | null {
  const { user, selectedClientId } = getSession();
  return user && selectedClientId !== null ? `${KEY_PREFIX}.${user.id}.${selectedClientId}` : null;
}

function load(key: string | null): TrackedTask[] {
  if (!key) return [];
  try {
    const parsed: unknown = JSON.parse(readStorage(key) ?? '[]');
    return Array.isArray(parsed) ? (parsed as TrackedTask[]) : [];
  } catch {
    return [];
  }
}

function emit(next: TrackedTask[], persist = true): void {
  tasks = next;
  if (persist && scopeKey) writeStorage(scopeKey, next.length > 0 ? JSON.stringify(next) : null);
  for (const listener of listeners) listener();
}

/** Follows the session: another user or client sees its own tasks only. Quiet while React renders. */
function syncScope(notify = true): void {
  const key = currentKey();
  if (key === scopeKey) return;
  scopeKey = key;
  const loaded = load(key);
  tasks = unexpired(loaded, Date.now());
  if (key && tasks.length !== loaded.length)
    writeStorage(key, tasks.length > 0 ? JSON.stringify(tasks) : null);
  if (notify) for (const listener of listeners) listener();
}

const unexpired = (list: TrackedTask[], now: number) =>
  list.filter((t) => now - (t.finished_at ?? t.started_at) < TASK_EXPIRY_MS);

subscribeSession(() => syncScope());

const isPending = (t: TrackedTask) => !isTaskFinished(t.status);

export function expireTasks(now = Date.now()): void {
  const kept = unexpired(tasks, now);
  if (kept.length !== tasks.length) emit(kept);
}

export function trackTask(task: { task_id: string; label: string; owner: string }, now = Date.now()): void {
  syncScope();
  // A new export from the same control replaces the one before it.
  const others = tasks.filter((t) => t.owner !== task.owner && t.task_id !== task.task_id);
  emit([
    ...others,
    {
      ...task,
      status: 'PENDING',
      result: null,
      error: null,
      date_done: null,
      started_at: now,
      finished_at: null,
    },
  ]);
}

export function forgetTask(taskId: string): void {
  emit(tasks.filter((t) => t.task_id !== taskId));
}

/**
 * Applies a status answer; answers the tasks that finished with it. An asked id missing from the answer is
 * not the caller's (or no longer exists): it is dropped rather than asked about forever.
 */
export function applyStatuses(asked: readonly string[], items: readonly TaskStatusItem[], now = Date.now()) {
  const byId = new Map(items.map((i) => [i.task_id, i]));
  const finished: TrackedTask[] = [];
  const next: TrackedTask[] = [];
  for (const t of tasks) {
    if (!asked.includes(t.task_id) || !isPending(t)) {
      next.push(t);
      continue;
    }
    const item = byId.get(t.task_id);
    if (!item) continue;
    const updated: TrackedTask = {
      ...t,
      status: item.status,
      result: item.result,
      error: item.error,
      date_done: item.date_done,
    };
    if (isTaskFinished(item.status)) {
      updated.finished_at = now;
      finished.push(updated);
    }
    next.push(updated);
  }
  emit(next);
  return finished;
}

export function pendingTaskIds(): string[] {
  return tasks.filter(isPending).map((t) => t.task_id);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => {
  syncScope(false);
  return tasks;
};

export function useTrackedTasks(): TrackedTask[] {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** Tests only: forget the in-memory list (localStorage stays, as after a reload). */
export function resetTaskStoreForTests(): void {
  scopeKey = null;
  tasks = [];
}
