import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { clients, users } from './identity';

/**
 * Messages super admins send (spec 01 sections 2.6 and 4). Audience: everyone, one client (`client_id`), or
 * chosen users (rows in notification_recipients). Location 0 is the floating critical panel, 1 the bell menu.
 */
export const notifications = pgTable(
  'notifications',
  {
    pk_msg_id: bigserial('pk_msg_id', { mode: 'number' }).primaryKey(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    level: smallint('level').notNull().default(0),
    location: smallint('location').notNull().default(1),
    audience: text('audience').notNull().$type<'all' | 'client' | 'users'>(),
    client_id: integer('client_id').references(() => clients.pk_client_id, { onDelete: 'cascade' }),
    sender_user_id: integer('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    sender: text('sender').notNull(),
    redirect_url: text('redirect_url'),
    dt_create: timestamp('dt_create', { withTimezone: true, precision: 6 }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_dt_create_idx').on(t.dt_create),
    index('notifications_client_idx').on(t.client_id),
  ],
);

export const notificationRecipients = pgTable(
  'notification_recipients',
  {
    msg_id: bigint('msg_id', { mode: 'number' })
      .notNull()
      .references(() => notifications.pk_msg_id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.msg_id, t.user_id] }),
    index('notification_recipients_user_idx').on(t.user_id),
  ],
);
