import { and, eq, exists, lt, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { files, memberships, tasks, users } from '../../db/schema';

export type FileRow = typeof files.$inferSelect;
export type NewFileRow = typeof files.$inferInsert;

/** Queries of stored files; every read by client names the client, so no query can cross tenants. */
export function filesRepository(db: Db) {
  return {
    async insert(values: NewFileRow): Promise<FileRow> {
      const [row] = await db.insert(files).values(values).returning();
      return row!;
    },

    async inClient(clientId: number, fileId: number): Promise<FileRow | null> {
      const [row] = await db
        .select()
        .from(files)
        .where(and(eq(files.client_id, clientId), eq(files.id, fileId)));
      return row ?? null;
    },

    /** By id alone: only for the signed download, whose link names no client (its signature is the proof). */
    async byId(fileId: number): Promise<FileRow | null> {
      const [row] = await db.select().from(files).where(eq(files.id, fileId));
      return row ?? null;
    },

    /** Deletes the row and answers its storage key, or null when the client holds no such file. */
    async remove(clientId: number, fileId: number): Promise<string | null> {
      const [row] = await db
        .delete(files)
        .where(and(eq(files.client_id, clientId), eq(files.id, fileId)))
        .returning({ storage_key: files.storage_key });
      return row?.storage_key ?? null;
    },

    /** Export files made before `before` that no task names any more (their task expired or is gone). */
    expiredExports(before: Date): Promise<Pick<FileRow, 'client_id' | 'id'>[]> {
      return db
        .select({ client_id: files.client_id, id: files.id })
        .from(files)
        .where(
          and(
            eq(files.kind, 'export'),
            lt(files.created_at, before),
            notExists(
              db
                .select({ one: sql`1` })
                .from(tasks)
                .where(and(eq(tasks.client_id, files.client_id), eq(tasks.result_file_id, files.id))),
            ),
          ),
        )
        .limit(10_000);
    },

    /** Whether the user is active and a member of the client (super admins belong everywhere, as in tenancy). */
    async mayRead(userId: number, clientId: number): Promise<boolean> {
      const member = db
        .select({ one: sql`1` })
        .from(memberships)
        .where(and(eq(memberships.client_id, clientId), eq(memberships.user_id, userId)));
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(eq(users.id, userId), eq(users.is_active, true), or(eq(users.is_sa, true), exists(member))),
        );
      return !!row;
    },
  };
}
export type FilesRepository = ReturnType<typeof filesRepository>;
