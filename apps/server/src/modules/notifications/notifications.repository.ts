import { and, asc, desc, eq, exists, gt, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/facts';
import { clients, notificationRecipients, notifications, users } from '../../db/schema';

export type NewNotification = typeof notifications.$inferInsert;

/**
 * The creation time as text with all six fractional digits (UTC). A JavaScript Date would cut it to
 * milliseconds, and `since` built from a cut value would answer the same row again on every poll.
 */
const dtCreate = sql<string>`to_char(${notifications.dt_create} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const feedColumns = {
  pk_msg_id: notifications.pk_msg_id,
  title: notifications.title,
  message: notifications.message,
  level: notifications.level,
  location: notifications.location,
  sender: notifications.sender,
  dt_create: dtCreate,
  redirect_url: notifications.redirect_url,
};

const recipientCount = sql<number>`(select count(*)::int from ${notificationRecipients} where ${notificationRecipients.msg_id} = ${notifications.pk_msg_id})`;

const sentColumns = {
  ...feedColumns,
  audience: notifications.audience,
  client_id: notifications.client_id,
  client_name: clients.name,
  recipient_count: recipientCount,
};

/** LIKE pattern for a search text, its wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function notificationsRepository(db: Db) {
  return {
    transaction: <T>(run: (tx: Tx) => Promise<T>) => db.transaction(run),

    /**
     * What one user sees in one client: messages for everyone, for that client, or addressed to the user.
     * With `since`, the oldest `limit` strictly newer ones (the next poll continues after them); without, the
     * newest `limit`. Either way answered oldest first.
     */
    async visible(q: { userId: number; clientId: number; since?: string; limit: number }) {
      const audience = or(
        eq(notifications.audience, 'all'),
        and(eq(notifications.audience, 'client'), eq(notifications.client_id, q.clientId)),
        and(
          eq(notifications.audience, 'users'),
          exists(
            db
              .select({ one: sql`1` })
              .from(notificationRecipients)
              .where(
                and(
                  eq(notificationRecipients.msg_id, notifications.pk_msg_id),
                  eq(notificationRecipients.user_id, q.userId),
                ),
              ),
          ),
        ),
      ) as SQL;
      const where = q.since
        ? and(audience, gt(notifications.dt_create, sql`${q.since}::timestamptz`))
        : audience;
      const order = q.since
        ? [asc(notifications.dt_create), asc(notifications.pk_msg_id)]
        : [desc(notifications.dt_create), desc(notifications.pk_msg_id)];
      const rows = await db
        .select(feedColumns)
        .from(notifications)
        .where(where)
        .orderBy(...order)
        .limit(q.limit);
      return q.since ? rows : rows.reverse();
    },

    /** The most recently sent messages, newest first, with their client and recipient count. */
    sent: (limit: number) =>
      db
        .select(sentColumns)
        .from(notifications)
        .leftJoin(clients, eq(clients.pk_client_id, notifications.client_id))
        .orderBy(desc(notifications.dt_create), desc(notifications.pk_msg_id))
        .limit(limit),

    sentById: async (id: number, tx: Tx | Db = db) => {
      const [row] = await tx
        .select(sentColumns)
        .from(notifications)
        .leftJoin(clients, eq(clients.pk_client_id, notifications.client_id))
        .where(eq(notifications.pk_msg_id, id));
      return row;
    },

    clientExists: async (clientId: number, tx: Tx | Db = db) => {
      const [row] = await tx
        .select({ id: clients.pk_client_id })
        .from(clients)
        .where(eq(clients.pk_client_id, clientId));
      return Boolean(row);
    },

    /** The ids among these that belong to active users. */
    activeUserIds: async (ids: number[], tx: Tx | Db = db) => {
      if (ids.length === 0) return [];
      const rows = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, ids), eq(users.is_active, true)));
      return rows.map((r) => r.id);
    },

    /** Inserts the message and its recipients. clock_timestamp(): distinct times for messages of one transaction. */
    insert: async (tx: Tx, values: NewNotification, recipientIds: number[]) => {
      const [row] = await tx
        .insert(notifications)
        .values({ ...values, dt_create: sql`clock_timestamp()` })
        .returning({ pk_msg_id: notifications.pk_msg_id });
      const id = row!.pk_msg_id;
      if (recipientIds.length > 0) {
        await tx
          .insert(notificationRecipients)
          .values(recipientIds.map((user_id) => ({ msg_id: id, user_id })));
      }
      return id;
    },

    /** Active users whose email or name contains the text, by email. */
    searchUsers: (search: string | undefined, limit: number) => {
      const text = search?.trim();
      const match = text
        ? or(
            ilike(users.email, containing(text)),
            ilike(users.first_name, containing(text)),
            ilike(users.last_name, containing(text)),
            ilike(sql`${users.first_name} || ' ' || ${users.last_name}`, containing(text)),
          )
        : undefined;
      return db
        .select({
          id: users.id,
          email: users.email,
          first_name: users.first_name,
          last_name: users.last_name,
        })
        .from(users)
        .where(and(eq(users.is_active, true), match))
        .orderBy(asc(users.email))
        .limit(limit);
    },
  };
}
export type NotificationsRepository = ReturnType<typeof notificationsRepository>;
