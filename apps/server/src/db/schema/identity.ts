import { sql } from 'drizzle-orm';
import {
  boolean,
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

/** People who sign in. Email is stored lower-case; the unique index enforces one account per address. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    first_name: text('first_name').notNull(),
    last_name: text('last_name').notNull().default(''),
    password_hash: text('password_hash'),
    is_sa: boolean('is_sa').notNull().default(false),
    is_active: boolean('is_active').notNull().default(true),
    dt_create: timestamp('dt_create', { withTimezone: true }).notNull().defaultNow(),
    dt_update: timestamp('dt_update', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_uq').on(sql`lower(${t.email})`)],
);

/** Clients are the workspaces every tenant row belongs to. */
export const clients = pgTable('clients', {
  pk_client_id: serial('pk_client_id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  website: text('website'),
  country: text('country'),
  timezone: text('timezone'),
  dt_create: timestamp('dt_create', { withTimezone: true }).notNull().defaultNow(),
});

export const memberships = pgTable(
  'memberships',
  {
    client_id: integer('client_id')
      .notNull()
      .references(() => clients.pk_client_id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dt_create: timestamp('dt_create', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.client_id, t.user_id] }), index('memberships_user_idx').on(t.user_id)],
);

/** The permission catalogue (reference table, filled from contracts/permissions.ts at every start). */
export const permissions = pgTable('permissions', {
  code: text('code').primaryKey(),
  module: text('module').notNull(),
  action: text('action').notNull(),
  name: text('name').notNull(),
});

/** Roles (permission groups, level 2) belong to one client. */
export const roles = pgTable(
  'roles',
  {
    client_id: integer('client_id')
      .notNull()
      .references(() => clients.pk_client_id, { onDelete: 'cascade' }),
    id: serial('id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    level: integer('level').notNull().default(2),
    dt_create: timestamp('dt_create', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.client_id, t.id] }),
    uniqueIndex('roles_id_uq').on(t.id),
    uniqueIndex('roles_client_name_uq').on(t.client_id, sql`lower(${t.name})`),
  ],
);

export const rolePermissions = pgTable(
  'role_permissions',
  {
    client_id: integer('client_id').notNull(),
    role_id: integer('role_id').notNull(),
    permission_code: text('permission_code')
      .notNull()
      .references(() => permissions.code, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.client_id, t.role_id, t.permission_code] }),
    foreignKey({ columns: [t.client_id, t.role_id], foreignColumns: [roles.client_id, roles.id] }).onDelete(
      'cascade',
    ),
  ],
);

/** A user's roles in a client; the membership must exist first. */
export const userRoles = pgTable(
  'user_roles',
  {
    client_id: integer('client_id').notNull(),
    user_id: integer('user_id').notNull(),
    role_id: integer('role_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.client_id, t.user_id, t.role_id] }),
    index('user_roles_user_idx').on(t.user_id),
    foreignKey({
      columns: [t.client_id, t.user_id],
      foreignColumns: [memberships.client_id, memberships.user_id],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.client_id, t.role_id], foreignColumns: [roles.client_id, roles.id] }).onDelete(
      'cascade',
    ),
  ],
);

/**
 * Refresh tokens are opaque; only their SHA-256 is stored. Tokens of one sign-in share a family: presenting a
 * spent token revokes the whole family (rotation with reuse detection).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    family_id: uuid('family_id').notNull(),
    token_hash: text('token_hash').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_uq').on(t.token_hash),
    index('refresh_tokens_family_idx').on(t.family_id),
    index('refresh_tokens_user_idx').on(t.user_id),
  ],
);

/** Pending OpenID Connect sign-ins: state → PKCE verifier and nonce, for a few minutes. */
export const oauthStates = pgTable('oauth_states', {
  state: text('state').primaryKey(),
  code_verifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
