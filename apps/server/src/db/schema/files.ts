import type { FileKind } from '@marketdesk/contracts/files';
import type { TaskStatus } from '@marketdesk/contracts/tasks';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { clients, users } from './identity';
import { marketplaces } from './reference';

/**
 * Stored files, background tasks and uploads (DESIGN section 9). Tenant tables: `client_id` NOT NULL, keys and
 * indexes lead with it, and references between them include it (a task can only name a file of its own
 * client). References to files are NO ACTION: the owner row (task, upload) goes first, then its file; a client
 * deleted cascades through all three in one statement.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * One stored file. The bytes live in the storage driver under `storage_key`, which the server builds
 * (`<client_id>/<yyyy>/<mm>/<uuid>`) and never takes from a request; `name` is the user-facing file name.
 */
export const files = pgTable(
  'files',
  {
    client_id: integer('client_id')
      .notNull()
      .references(() => clients.pk_client_id, { onDelete: 'cascade' }),
    id: serial('id').notNull(),
    kind: text('kind').notNull().$type<FileKind>(),
    name: text('name').notNull(),
    content_type: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** Hex SHA-256 of the bytes, computed while storing them. */
    sha256: text('sha256').notNull(),
    storage_key: text('storage_key').notNull(),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.client_id, t.id] }),
    uniqueIndex('files_id_uq').on(t.id),
    uniqueIndex('files_storage_key_uq').on(t.storage_key),
    index('files_client_kind_created_idx').on(t.client_id, t.kind, t.created_at),
  ],
);

/**
 * A background task (export, analysis, import) run by pg-boss; `POST /tasks/task-status` reads it. The pg-boss
 * job carries the task id and the handler's payload; this row is what the user sees.
 */
export const tasks = pgTable(
  'tasks',
  {
    task_id: uuid('task_id').primaryKey().defaultRandom(),
    client_id: integer('client_id')
      .notNull()
      .references(() => clients.pk_client_id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The handler that runs it (registerTaskHandler). */
    kind: text('kind').notNull(),
    /** What the user's toast calls it. */
    label: text('label').notNull(),
    status: text('status').notNull().default('PENDING').$type<TaskStatus>(),
    result_file_id: integer('result_file_id'),
    /** User-safe text on FAILURE; never a stack trace. */
    error: text('error'),
    /**
     * SHA-256 of the handler's payload (its JSON with sorted keys): a start identical to a PENDING task of the
     * same user, client and kind answers that task instead of queueing another.
     */
    request_key: text('request_key'),
    created_at: createdAt(),
    date_done: timestamp('date_done', { withTimezone: true }),
  },
  (t) => [
    index('tasks_client_user_created_idx').on(t.client_id, t.user_id, t.created_at),
    // The unfinished tasks only (a few per user): the limits count them and duplicates are looked up here.
    index('tasks_unfinished_idx')
      .on(t.client_id, t.user_id)
      .where(sql`${t.status} in ('PENDING', 'STARTED')`),
    foreignKey({
      columns: [t.client_id, t.result_file_id],
      foreignColumns: [files.client_id, files.id],
    }),
    check('tasks_status_ck', sql`${t.status} in ('PENDING', 'STARTED', 'SUCCESS', 'FAILURE')`),
  ],
);

/**
 * One accepted upload (the upload pipeline of DESIGN section 9): who, when, which file, which data type and
 * marketplace, and how many rows it inserted and updated. `sha256` lets the pipeline recognise the same file
 * uploaded again.
 */
export const uploads = pgTable(
  'uploads',
  {
    client_id: integer('client_id')
      .notNull()
      .references(() => clients.pk_client_id, { onDelete: 'cascade' }),
    id: serial('id').notNull(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The uploaded file; null only if a retention sweep deleted the file and kept the history row. */
    file_id: integer('file_id'),
    data_type: text('data_type').notNull(),
    mp_id: integer('mp_id').references(() => marketplaces.pk_mp_id),
    sha256: text('sha256').notNull(),
    inserted: integer('inserted').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    status: text('status').notNull(),
    created_at: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.client_id, t.id] }),
    uniqueIndex('uploads_id_uq').on(t.id),
    index('uploads_client_created_idx').on(t.client_id, t.created_at),
    index('uploads_client_sha256_idx').on(t.client_id, t.sha256),
    foreignKey({ columns: [t.client_id, t.file_id], foreignColumns: [files.client_id, files.id] }),
  ],
);
