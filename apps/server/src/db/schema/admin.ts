import {
  bigserial,
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clients, users } from './identity';
import { marketplaces, warehouses } from './reference';

/**
 * A client's store on a marketplace (seller or vendor account) with its API credentials. Columns ending in
 * `_enc` hold AES-256-GCM ciphertext (lib/secrets.ts); they are never answered in clear.
 */
export const stores = pgTable(
  'stores',
  {
    client_id: integer('client_id')
      .notNull()
      .references(() => clients.pk_client_id, { onDelete: 'cascade' }),
    pk_store_id: serial('pk_store_id').notNull(),
    mp_id: integer('mp_id')
      .notNull()
      .references(() => marketplaces.pk_mp_id),
    seller_id: text('seller_id').notNull(),
    store_name: text('store_name').notNull(),
    account_type: text('account_type').notNull(),
    token_client_id: text('token_client_id'),
    token_client_secret_enc: text('token_client_secret_enc'),
    token_auth_enc: text('token_auth_enc'),
    token_refresh_enc: text('token_refresh_enc'),
    token_expiry: timestamp('token_expiry', { withTimezone: true }),
    api_enabled: boolean('api_enabled').notNull().default(false),
    /**
     * The Amazon Ads API connection of the store's advertising profiles (issue 21): the Login with Amazon client
     * registered for the Ads API and the refresh token the seller granted it (advertising::campaign_management).
     * Separate from the SP-API credentials above: Amazon issues them to a different application.
     */
    ads_client_id: text('ads_client_id'),
    ads_client_secret_enc: text('ads_client_secret_enc'),
    ads_refresh_enc: text('ads_refresh_enc'),
    ads_enabled: boolean('ads_enabled').notNull().default(false),
    dt_create: timestamp('dt_create', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.client_id, t.pk_store_id] }),
    uniqueIndex('stores_id_uq').on(t.pk_store_id),
    uniqueIndex('stores_client_mp_seller_uq').on(t.client_id, t.mp_id, t.seller_id),
  ],
);

/** Order in which a client's warehouses serve a marketplace; ranks start at 1. */
export const warehousePriorities = pgTable(
  'warehouse_priorities',
  {
    client_id: integer('client_id').notNull(),
    mp_id: integer('mp_id')
      .notNull()
      .references(() => marketplaces.pk_mp_id, { onDelete: 'cascade' }),
    fk_warehouse_id: integer('fk_warehouse_id').notNull(),
    priority: integer('priority').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.client_id, t.mp_id, t.fk_warehouse_id] }),
    foreignKey({
      columns: [t.client_id, t.fk_warehouse_id],
      foreignColumns: [warehouses.client_id, warehouses.pk_warehouse_id],
    }).onDelete('cascade'),
  ],
);

/**
 * Who changed what in administration. `client_id` is null for global records (marketplaces, brands,
 * clients themselves). `changes` maps each changed field to {before, after}; secrets are never included.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    client_id: integer('client_id'),
    actor_user_id: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entity_id: text('entity_id').notNull(),
    changes: jsonb('changes').notNull(),
  },
  (t) => [
    index('audit_log_client_at_idx').on(t.client_id, t.at),
    index('audit_log_entity_idx').on(t.entity, t.entity_id),
  ],
);
