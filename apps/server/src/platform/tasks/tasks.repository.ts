import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tasks } from '../../db/schema';

export type TaskRow = typeof tasks.$inferSelect;

const UNFINISHED = ['PENDING', 'STARTED'] as const;

/**
 * Task rows. Every transition names the states it may leave, so a late or repeated job can never move a
 * finished task: the update simply matches no row.
 */
export function tasksRepository(db: Db) {
  return {
    async insert(values: {
      client_id: number;
      user_id: number;
      kind: string;
      label: string;
    }): Promise<TaskRow> {
      const [row] = await db.insert(tasks).values(values).returning();
      return row!;
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
