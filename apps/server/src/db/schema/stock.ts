import type { FbaPlanningType } from '@marketdesk/contracts/inventory';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { files } from './files';
import { clients, users } from './identity';
import { marketplaces, warehouses } from './reference';

/**
 * Stock (issue 9, spec 02 "Inventory file"). Readers (focused-SKU analysis, business view stock columns, auto
 * ordering, partner view) read ONLY the two current tables below:
 *
 * - `stock`: the CURRENT on-hand quantity of one client SKU in one of the client's warehouses. One row per
 *   (client, warehouse, sku_code): an inventory upload replaces the figure of the SKUs it names (last accepted
 *   upload wins; SKUs it does not name keep theirs); `as_of` is when that figure was stated, `source` and
 *   `file_id` where it came from. A reader wanting "stock of a SKU" sums its warehouses.
 * - `fba_stock`: the CURRENT fulfilment-centre (Amazon FBA) stock of one seller SKU on one AZ marketplace and
 *   seller, from the latest GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA report (or the demo). `available` is what
 *   can be sold now (afn-fulfillable-quantity) — the "current FBA stock" of the SKU detail's Inventory tab.
 *
 * Amazon's advice about that stock (ages, restock recommendation, excess units) is `fba_planning` (below), read
 * by the analysis (aged stock) and auto ordering (Amazon's recommendation); the stock figures stay these two.
 *
 * History is not kept in these tables: every accepted inventory upload is an `inventory_files` row with its
 * parsed lines in `inventory_rows` (searched by Inventory & Reports), and report files stay in
 * marketplace_reports.
 */

const instant = (name: string) => timestamp(name, { withTimezone: true });
const SOURCES = sql`('upload', 'sp-api', 'demo')`;

/** One accepted inventory upload (or a demo one): the stored file and where it was for. */
export const inventoryFiles = pgTable(
  'inventory_files',
  {
    client_id: integer('client_id')
      .notNull()
      .references(() => clients.pk_client_id, { onDelete: 'cascade' }),
    id: serial('id').notNull(),
    file_id: integer('file_id').notNull(),
    mp_id: integer('mp_id')
      .notNull()
      .references(() => marketplaces.pk_mp_id),
    /** The store's seller id (AZ: required at upload); null when the marketplace has none. */
    seller_id: text('seller_id'),
    uploaded_by: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    row_count: integer('row_count').notNull(),
    source: text('source').notNull().$type<'upload' | 'demo'>(),
    created_at: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.client_id, t.id] }),
    uniqueIndex('inventory_files_id_uq').on(t.id),
    index('inventory_files_client_created_idx').on(t.client_id, t.created_at),
    foreignKey({ columns: [t.client_id, t.file_id], foreignColumns: [files.client_id, files.id] }),
  ],
);

/** The lines of an inventory file as uploaded (the SKU search and the content view read these). */
export const inventoryRows = pgTable(
  'inventory_rows',
  {
    client_id: integer('client_id').notNull(),
    inventory_file_id: integer('inventory_file_id').notNull(),
    /** Excel's row number in the file. */
    row: integer('row').notNull(),
    ops_sku_code: text('ops_sku_code').notNull(),
    mp_sku_code: text('mp_sku_code'),
    retailer_sku_code: text('retailer_sku_code'),
    quantity: integer('quantity').notNull(),
    warehouse: text('warehouse'),
  },
  (t) => [
    primaryKey({ columns: [t.client_id, t.inventory_file_id, t.row] }),
    foreignKey({
      columns: [t.client_id, t.inventory_file_id],
      foreignColumns: [inventoryFiles.client_id, inventoryFiles.id],
    }).onDelete('cascade'),
    index('inventory_rows_client_ops_idx').on(t.client_id, t.ops_sku_code),
  ],
);

/** Current stock per client SKU per warehouse (see the module comment). */
export const stock = pgTable(
  'stock',
  {
    client_id: integer('client_id')
      .notNull()
      .references(() => clients.pk_client_id, { onDelete: 'cascade' }),
    fk_warehouse_id: integer('fk_warehouse_id').notNull(),
    /**
     * The client's SKU code (Ops_SKU_Code); readers join skus on (client_id, sku_code). A code not (yet) in the
     * SKU master is kept rather than refused, so no FK: stock is what the warehouse says it holds.
     */
    sku_code: text('sku_code').notNull(),
    quantity: integer('quantity').notNull(),
    as_of: instant('as_of').notNull(),
    source: text('source').notNull().$type<'upload' | 'sp-api' | 'demo'>(),
    file_id: integer('file_id'),
    dt_update: instant('dt_update').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.client_id, t.fk_warehouse_id, t.sku_code] }),
    index('stock_client_sku_idx').on(t.client_id, t.sku_code),
    foreignKey({
      columns: [t.client_id, t.fk_warehouse_id],
      foreignColumns: [warehouses.client_id, warehouses.pk_warehouse_id],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.client_id, t.file_id], foreignColumns: [files.client_id, files.id] }),
    check('stock_source_ck', sql`${t.source} in ${SOURCES}`),
    check('stock_quantity_ck', sql`${t.quantity} >= 0`),
  ],
);

/** Current FBA stock per AZ marketplace, seller and seller SKU (see the module comment). */
export const fbaStock = pgTable(
  'fba_stock',
  {
    client_id: integer('client_id')
      .notNull()
      .references(() => clients.pk_client_id, { onDelete: 'cascade' }),
    mp_id: integer('mp_id')
      .notNull()
      .references(() => marketplaces.pk_mp_id),
    seller_id: text('seller_id').notNull(),
    /** The seller SKU of the report ('sku'); matches products.mp_sku_code / the client's sku_code. */
    sku_code: text('sku_code').notNull(),
    asin: text('asin'),
    fnsku: text('fnsku'),
    /** afn-fulfillable-quantity: sellable now; the current FBA stock. */
    available: integer('available').notNull(),
    /** afn-inbound-working + shipped + receiving. */
    inbound: integer('inbound').notNull(),
    reserved: integer('reserved').notNull(),
    unfulfillable: integer('unfulfillable').notNull(),
    /**
     * Stock age and health (issue 20, Review Data), from Amazon's FBA inventory (inventory-planning) figures;
     * null when the report read states none (the MYI report has no age columns):
     * - `aged_91_180`: units aged 91 to 180 days (inv-age-91-to-180-days);
     * - `aged_181_plus`: units aged more than 180 days (inv-age-181-to-270 + 271-to-365 + 365-plus-days);
     * - `aged_fee`: the aged-inventory surcharge estimated for the next charge, in the marketplace's currency
     *   (the sum of the estimated-ais-* columns);
     * - `stranded`: units stranded (in the fulfilment centre without an active offer).
     */
    aged_91_180: integer('aged_91_180'),
    aged_181_plus: integer('aged_181_plus'),
    aged_fee: numeric('aged_fee', { precision: 14, scale: 2 }),
    stranded: integer('stranded'),
    as_of: instant('as_of').notNull(),
    source: text('source').notNull().$type<'upload' | 'sp-api' | 'demo'>(),
    file_id: integer('file_id'),
    dt_update: instant('dt_update').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.client_id, t.mp_id, t.seller_id, t.sku_code] }),
    index('fba_stock_client_sku_idx').on(t.client_id, t.sku_code),
    foreignKey({ columns: [t.client_id, t.file_id], foreignColumns: [files.client_id, files.id] }),
    check('fba_stock_source_ck', sql`${t.source} in ${SOURCES}`),
  ],
);

/**
 * Amazon's FBA inventory-planning reports as a seller downloads them from Seller Central (inventory age,
 * restock inventory, excess inventory), uploaded per AZ marketplace: one row per report kind and seller SKU,
 * each kind the latest report's snapshot (SKUs a newer report of that kind no longer lists go). `units` is the
 * report's sellable quantity; the other figures are filled by the kinds that state them and null elsewhere:
 * stock age buckets (inventory age), Amazon's recommended order quantity and date (restock), excess units
 * (excess). `price` is the report's own price of the SKU in `currency`.
 */
export const fbaPlanning = pgTable(
  'fba_planning',
  {
    client_id: integer('client_id')
      .notNull()
      .references(() => clients.pk_client_id, { onDelete: 'cascade' }),
    mp_id: integer('mp_id')
      .notNull()
      .references(() => marketplaces.pk_mp_id),
    report_type: text('report_type').notNull().$type<FbaPlanningType>(),
    sku_code: text('sku_code').notNull(),
    asin: text('asin'),
    fnsku: text('fnsku'),
    snapshot_date: date('snapshot_date', { mode: 'string' }),
    units: integer('units').notNull(),
    age_0_90: integer('age_0_90'),
    age_91_180: integer('age_91_180'),
    age_181_270: integer('age_181_270'),
    age_271_365: integer('age_271_365'),
    age_365_plus: integer('age_365_plus'),
    recommended_order_qty: integer('recommended_order_qty'),
    recommended_order_date: date('recommended_order_date', { mode: 'string' }),
    excess_units: integer('excess_units'),
    days_of_supply: numeric('days_of_supply', { precision: 10, scale: 1 }),
    currency: text('currency'),
    price: numeric('price', { precision: 14, scale: 2 }),
    as_of: instant('as_of').notNull(),
    source: text('source').notNull().$type<'upload' | 'demo'>(),
    file_id: integer('file_id'),
    dt_update: instant('dt_update').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.client_id, t.mp_id, t.report_type, t.sku_code] }),
    index('fba_planning_client_sku_idx').on(t.client_id, t.sku_code),
    foreignKey({ columns: [t.client_id, t.file_id], foreignColumns: [files.client_id, files.id] }),
    check('fba_planning_report_type_ck', sql`${t.report_type} in ('inventory_age', 'restock', 'excess')`),
    check('fba_planning_source_ck', sql`${t.source} in ('upload', 'demo')`),
    check('fba_planning_units_ck', sql`${t.units} >= 0`),
  ],
);
