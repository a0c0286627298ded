import {
  boolean,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clients, users } from './identity';

/** Marketplaces are global reference data managed by super admins. Secret columns hold AES-GCM ciphertext. */
export const marketplaces = pgTable(
  'marketplaces',
  {
    pk_mp_id: serial('pk_mp_id').primaryKey(),
    name: text('name').notNull(),
    short_code: text('short_code').notNull(),
    website_url: text('website_url').notNull(),
    country_code: text('country_code').notNull(),
    currency_code: text('currency_code').notNull(),
    language_code: text('language_code').notNull(),
    timezone: text('timezone').notNull(),
    vat_rate: numeric('vat_rate', { precision: 6, scale: 4 }).notNull().default('0.18'),
    endpoint_baseurl: text('endpoint_baseurl'),
    has_db_models: boolean('has_db_models').notNull().default(true),
    developer_id_enc: text('developer_id_enc'),
    developer_secret_enc: text('developer_secret_enc'),
    extras1_enc: text('extras1_enc'),
    extras2_enc: text('extras2_enc'),
  },
  (t) => [uniqueIndex('marketplaces_short_code_uq').on(t.short_code)],
);

/** Brands are global reference data managed by super admins. */
export const brands = pgTable(
  'brands',
  {
    pk_brand_id: serial('pk_brand_id').primaryKey(),
    brand_name: text('brand_name').notNull(),
    brand_code: text('brand_code').notNull(),
    managed: boolean('managed').notNull().default(true),
  },
  (t) => [uniqueIndex('brands_code_uq').on(t.brand_code)],
);

export const warehouses = pgTable(
  'warehouses',
  {
    client_id: integer('client_id')
      .notNull()
      .references(() => clients.pk_client_id, { onDelete: 'cascade' }),
    pk_warehouse_id: serial('pk_warehouse_id').notNull(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    country: text('country').notNull(),
    zip_code: text('zip_code').notNull(),
    email_id: text('email_id').notNull(),
    poc_name: text('poc_name').notNull(),
    poc_number: text('poc_number').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.client_id, t.pk_warehouse_id] }),
    uniqueIndex('warehouses_id_uq').on(t.pk_warehouse_id),
  ],
);

/** Which marketplaces a warehouse serves in its client. */
export const warehouseMarketplaces = pgTable(
  'warehouse_marketplaces',
  {
    client_id: integer('client_id').notNull(),
    warehouse_id: integer('warehouse_id').notNull(),
    mp_id: integer('mp_id')
      .notNull()
      .references(() => marketplaces.pk_mp_id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.client_id, t.warehouse_id, t.mp_id] }),
    foreignKey({
      columns: [t.client_id, t.warehouse_id],
      foreignColumns: [warehouses.client_id, warehouses.pk_warehouse_id],
    }).onDelete('cascade'),
  ],
);

/** Seller (or vendor) profiles a client holds on a marketplace, e.g. an advertising profile id. */
export const sellerProfiles = pgTable(
  'seller_profiles',
  {
    client_id: integer('client_id')
      .notNull()
      .references(() => clients.pk_client_id, { onDelete: 'cascade' }),
    profile_id: text('profile_id').notNull(),
    seller_name: text('seller_name').notNull(),
    seller_type: text('seller_type').notNull(),
    fk_mp_id: integer('fk_mp_id')
      .notNull()
      .references(() => marketplaces.pk_mp_id),
  },
  (t) => [
    primaryKey({ columns: [t.client_id, t.profile_id] }),
    uniqueIndex('seller_profiles_profile_uq').on(t.profile_id),
  ],
);

/** Assignments that limit what a user sees: marketplaces and brands (global), warehouses and profiles (per client). */
export const userMarketplaces = pgTable(
  'user_marketplaces',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mp_id: integer('mp_id')
      .notNull()
      .references(() => marketplaces.pk_mp_id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.mp_id] })],
);

export const userBrands = pgTable(
  'user_brands',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    brand_id: integer('brand_id')
      .notNull()
      .references(() => brands.pk_brand_id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.brand_id] })],
);

export const userWarehouses = pgTable(
  'user_warehouses',
  {
    client_id: integer('client_id').notNull(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    warehouse_id: integer('warehouse_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.client_id, t.user_id, t.warehouse_id] }),
    index('user_warehouses_user_idx').on(t.user_id),
    foreignKey({
      columns: [t.client_id, t.warehouse_id],
      foreignColumns: [warehouses.client_id, warehouses.pk_warehouse_id],
    }).onDelete('cascade'),
  ],
);

export const userProfiles = pgTable(
  'user_profiles',
  {
    client_id: integer('client_id').notNull(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    profile_id: text('profile_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.client_id, t.user_id, t.profile_id] }),
    index('user_profiles_user_idx').on(t.user_id),
    foreignKey({
      columns: [t.client_id, t.profile_id],
      foreignColumns: [sellerProfiles.client_id, sellerProfiles.profile_id],
    }).onDelete('cascade'),
  ],
);
