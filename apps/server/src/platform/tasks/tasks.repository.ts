import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Executor, Tx } from '../../db/facts';
import { tasks } from '../../db/schema';

export type TaskRow = typeof tasks.$inferSelect;

const UNFINISHED = ['PENDING', 'STARTED'] as const;
/** First key of the two-key advisory locks that serialise task starts per client (ours: 'task' in ASCII). */
const START_LOCK = 0x7461736b;

/** Unfinished tasks of a client, all users, and of the one user starting a task. */
export interface UnfinishedCounts {
  client: number;
  user: number;
}

/**
 * Task rows. Every transition names the states it may leave, so a late or repeated job can never move a
 * finished task: the update simply matches no row.
 */
export function tasksRepository(db: Db) {
  return {
    /**
     * Runs `work` in a transaction holding the client's start lock, so the counts it reads stay true until it
     * has inserted: concurrent starts of one client cannot all pass a limit at once.
     */
    startingIn<T>(clientId: number, work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${START_LOCK}::int, ${clientId}::int)`);
        return work(tx);
      });
    },

    async insert(
      values: {
        client_id: number;
        user_id: number;
        kind: string;
        label: string;
        request_key?: string | null;
      },
      ex: Executor = db,
    ): Promise<TaskRow> {
      const [row] = await ex.insert(tasks).values(values).returning();
      return row!;
    },

    /** The user's PENDING task of this kind with this request key, if any (no worker has read a row yet). */
    async pendingTwin(
      ex: Executor,
      key: { client_id: number; user_id: number; kind: string; request_key: string },
    ): Promise<TaskRow | null> {
      const [row] = await ex
        .select()
        .from(tasks)
        .where(
          and(
            eq(tasks.client_id, key.client_id),
            eq(tasks.user_id, key.user_id),
            eq(tasks.status, 'PENDING'),
            eq(tasks.kind, key.kind),
            eq(tasks.request_key, key.request_key),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    async unfinished(ex: Executor, clientId: number, userId: number): Promise<UnfinishedCounts> {
      const [row] = await ex
        .select({
          client: sql<number>`count(*)::int`,
          user: sql<number>`(count(*) filter (where ${tasks.user_id} = ${userId}::int))::int`,
        })
        .from(tasks)
        .where(and(eq(tasks.client_id, clientId), inArray(tasks.status, [...UNFINISHED])));
      return { client: Number(row?.client ?? 0), user: Number(row?.user ?? 0) };
    },

    /** The task's client, or null when it is finished or absent (its job has nothing left to do). */
    async unfinishedClient(taskId: string): Promise<number | null> {
      const [row] = await db
        .select({ client_id: tasks.client_id })
        .from(tasks)
        .where(and(eq(tasks.task_id, taskId), inArray(tasks.status, [...UNFINISHED])));
      return row?.client_id ?? null;
    },

    async byId(taskId: string): Promise<TaskRow | null> {
      const [row] = await db.select().from(tasks).where(eq(tasks.task_id, taskId));
      return row ?? null;
    },

    /** PENDING or STARTED (a retry after a crash) → STARTED; null when the task is finished or absent. */
    async claim(taskId: string): Promise<TaskRow | null> {
      const [row] = await db
        .update(tasks)
        .set({ status: 'STARTED' })
        .where(and(eq(tasks.task_id, taskId), inArray(tasks.status, [...UNFINISHED])))
        .returning();
      return row ?? null;
    },

    /** STARTED → SUCCESS; false when another run finished it first. */
    async succeed(taskId: string, resultFileId: number | null): Promise<boolean> {
      const rows = await db
        .update(tasks)
        .set({ status: 'SUCCESS', result_file_id: resultFileId, error: null, date_done: new Date() })
        .where(and(eq(tasks.task_id, taskId), eq(tasks.status, 'STARTED')))
        .returning({ task_id: tasks.task_id });
      return rows.length > 0;
    },

    /** PENDING or STARTED → FAILURE with a user-safe message; false when already finished. */
    async fail(taskId: string, error: string): Promise<boolean> {
      const rows = await db
        .update(tasks)
        .set({ status: 'FAILURE', error, date_done: new Date() })
        .where(and(eq(tasks.task_id, taskId), inArray(tasks.status, [...UNFINISHED])))
        .returning({ task_id: tasks.task_id });
      return rows.length > 0;
    },

    /** Deletes tasks finished before `before`; answers the files they named (spec 03: dropped after 24 hours). */
    async deleteFinished(before: Date): Promise<{ client_id: number; result_file_id: number | null }[]> {
      return db
        .delete(tasks)
        .where(and(inArray(tasks.status, ['SUCCESS', 'FAILURE']), lt(tasks.date_done, before)))
        .returning({ client_id: tasks.client_id, result_file_id: tasks.result_file_id });
    },

    /** The caller's own tasks in the client among `taskIds`; any other id is simply not answered. */
    own(clientId: number, userId: number, taskIds: string[]): Promise<TaskRow[]> {
      if (taskIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(tasks)
        .where(
          and(eq(tasks.client_id, clientId), eq(tasks.user_id, userId), inArray(tasks.task_id, taskIds)),
        );
    },
  };
}
export type TasksRepository = ReturnType<typeof tasksRepository>;
