import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clients } from './identity';
import { brands, marketplaces, warehouses } from './reference';

/**
 * Commerce facts (DESIGN section 3, Data and Marketplaces). Every table here is a tenant table: `client_id` is NOT
 * NULL, keys and indexes lead with it and references to other tenant rows include it. Amounts are `numeric` in
 * the currency of their row (`currency_code`, normally the marketplace's); conversion happens at query time
 * through `currency_rates` (see below). Fact tables are generic across marketplace families: the family's
 * product identifier (asin, ean, item_number, fsn, zsku, product_id, barcode; see contracts
 * marketplace-registry.ts) sits in `identifier`, family-specific columns in `extras`.
 */

const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
const fraction = (name: string) => numeric(name, { precision: 8, scale: 4 });
const created = () => timestamp('dt_create', { withTimezone: true }).notNull().defaultNow();
const updated = () => timestamp('dt_update', { withTimezone: true }).notNull().defaultNow();

/** The client's own article master (Data Vault "SKU"). `sku_code` is unique per client. */
export const skus = pgTable(
  'skus',
  {
    client_id: integer('client_id')
      .notNull()
      .references(() => clients.pk_client_id, { onDelete: 'cascade' }),
    pk_sku_id: serial('pk_sku_id').notNull(),
    sku_code: text('sku_code').notNull(),
    sku_name: text('sku_name').notNull(),
    sku_model: text('sku_model'),
    ean: text('ean'),
    upc_code: text('upc_code'),
    isbn: text('isbn'),
    hsn_code: text('hsn_code'),
    product_description: text('product_description'),
    /** One bullet point per entry. */
    bullet_points: text('bullet_points').array(),
    fk_brand_id: integer('fk_brand_id').references(() => brands.pk_brand_id),
    manufacturer: text('manufacturer'),
    category: text('category'),
    subcategory: text('subcategory'),
    is_exclusive: boolean('is_exclusive').notNull().default(false),
    is_eol: boolean('is_eol').notNull().default(false),
    length_cm: numeric('length_cm', { precision: 10, scale: 2 }),
    width_cm: numeric('width_cm', { precision: 10, scale: 2 }),
    height_cm: numeric('height_cm', { precision: 10, scale: 2 }),
    weight_g: numeric('weight_g', { precision: 12, scale: 2 }),
    color: text('color'),
    size: text('size'),
    material: text('material'),
    is_fragile: boolean('is_fragile').notNull().default(false),
    is_hazardous: boolean('is_hazardous').notNull().default(false),
    country_of_origin: text('country_of_origin'),
    /** Shown space-joined in the grid. */
    keywords: text('keywords').array(),
    dt_create: created(),
    dt_update: updated(),
  },
  (t) => [
    primaryKey({ columns: [t.client_id, t.pk_sku_id] }),
    uniqueIndex('skus_id_uq').on(t.pk_sku_id),
    uniqueIndex('skus_client_code_uq').on(t.client_id, t.sku_code),
    index('skus_client_brand_idx').on(t.client_id, t.fk_brand_id),
  ],
);

/** What a SKU costs the client in one of its warehouses (Data Vault "SKU Cost"; filled from invoices). */
export const skuCosts = pgTable(
  'sku_costs',
  {
    client_id: integer('client_id')
      .notNull()
      .references(() => clients.pk_client_id, { onDelete: 'cascade' }),
    id: serial('id').notNull(),
    fk_sku_id: integer('fk_sku_id').notNull(),
    fk_warehouse_id: integer('fk_warehouse_id').notNull(),
    purchase_cost: money('purchase_cost'),
    shipping_cost: money('shipping_cost'),
    /** Fraction; shown as a percent. */
    vendor_vat_rate: fraction('vendor_vat_rate'),
    vendor_rrp: money('vendor_rrp'),
    additional_cost: money('additional_cost'),
    status: text('status'),
    currency_code: text('currency_code').notNull(),
    dt_update: updated(),
  },
  (t) => [
    primaryKey({ columns: [t.client_id, t.id] }),
    uniqueIndex('sku_costs_client_sku_wh_uq').on(t.client_id, t.fk_sku_id, t.fk_warehouse_id),
    foreignKey({
      columns: [t.client_id, t.fk_sku_id],
      foreignColumns: [skus.client_id, skus.pk_sku_id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.client_id, t.fk_warehouse_id],
      foreignColumns: [warehouses.client_id, warehouses.pk_warehouse_id],
    }).onDelete('cascade'),
  ],
);

/**
 * A listing of the client on one marketplace (Data Vault "Product Data"). `identifier` is the family's product
 * identifier (registry `identifier`); a marketplace may carry several offers of one identifier under different
 * seller SKUs (`mp_sku_code`, '' when the marketplace has none), e.g. an FBA and a merchant-fulfilled offer.
 */
export const products = pgTable(
  'products',
  {
    client_id: integer('client_id')
      .notNull()
      .references(() => clients.pk_client_id, { onDelete: 'cascade' }),
    pk_product_id: serial('pk_product_id').notNull(),
    mp_id: integer('mp_id')
      .notNull()
      .references(() => marketplaces.pk_mp_id),
    identifier: text('identifier').notNull(),
    mp_sku_code: text('mp_sku_code').notNull().default(''),
    sku_code: text('sku_code').notNull(),
    fk_sku_id: integer('fk_sku_id'),
    condition: text('condition'),
    title: text('title'),
    manufacturer: text('manufacturer'),
    category: text('category'),
    subcategory: text('subcategory'),
    description: text('description'),
    /** AZ only. */
    is_fba: boolean('is_fba'),
    focused_sku: boolean('focused_sku').notNull().default(false),
    /** Family-specific fields (variation_id, fnsku, browse_node_id, image urls, ...). */
    extras: jsonb('extras'),
    dt_create: created(),
    dt_update: updated(),
  },
  (t) => [
    primaryKey({ columns: [t.client_id, t.pk_product_id] }),
    uniqueIndex('products_id_uq').on(t.pk_product_id),
    uniqueIndex('products_client_mp_identifier_uq').on(t.client_id, t.mp_id, t.identifier, t.mp_sku_code),
    index('products_client_mp_sku_idx').on(t.client_id, t.mp_id, t.sku_code),
    foreignKey({ columns: [t.client_id, t.fk_sku_id], foreignColumns: [skus.client_id, skus.pk_sku_id] }),
  ],
);

/** The price settings of one listing (Data Vault "Product Data", price columns; one row per product). */
export const prices = pgTable(
  'prices',
  {
    client_id: integer('client_id')
      .notNull()
      .references(() => clients.pk_client_id, { onDelete: 'cascade' }),
    pk_price_id: serial('pk_price_id').notNull(),
    fk_product_id: integer('fk_product_id').notNull(),
    currency_code: text('currency_code').notNull(),
    regular_price: money('regular_price'),
    sale_price: money('sale_price'),
    sale_start_date: date('sale_start_date'),
    sale_end_date: date('sale_end_date'),
    min_price: money('min_price'),
    max_price: money('max_price'),
    back_margin: fraction('back_margin'),
    cost_multiple: numeric('cost_multiple', { precision: 8, scale: 3 }),
    rrp_multiple: numeric('rrp_multiple', { precision: 8, scale: 3 }),
    mfn_shipping_price: money('mfn_shipping_price'),
    /** The marketplace's VAT fraction for this listing (the spec's e.g. trendyol_vat_rate). */
    vat_rate: fraction('vat_rate'),
    dt_update: updated(),
  },
  (t) => [
    primaryKey({ columns: [t.client_id, t.pk_price_id] }),
    uniqueIndex('prices_id_uq').on(t.pk_price_id),
    uniqueIndex('prices_client_product_uq').on(t.client_id, t.fk_product_id),
    foreignKey({
      columns: [t.client_id, t.fk_product_id],
      foreignColumns: [products.client_id, products.pk_product_id],
    }).onDelete('cascade'),
  ],
);

/** Order types of the generic order table: regular marketplace orders, vendor purchase orders, direct fulfilment. */
export const ORDER_TYPES = ['R', 'PO', 'DF'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

/**
 * Order lines of every type and marketplace (spec 02 Orders, AZ/NN purchase orders, spec 03 DF orders). One row
 * per order id + order item id on a marketplace. `item_price` is the line total for `quantity_ordered` (the
 * Amazon flat-file convention), excluding tax, shipping and discount, which have their own columns. For PO lines
 * `order_id` is the po_id, for DF lines the df_order_id. `fk_sku_id` and `fk_brand_id` are resolved from
 * `sku_code` by the fact writer (null when the client has no such SKU). Written only through db/facts, which
 * keeps the sales rollups current in the same transaction.
 */
export const orders = pgTable(
  'orders',
  {
    client_id: integer('client_id')
      .notNull()
      .references(() => clients.pk_client_id, { onDelete: 'cascade' }),
    mp_id: integer('mp_id')
      .notNull()
      .references(() => marketplaces.pk_mp_id),
    order_id: text('order_id').notNull(),
    order_item_id: text('order_item_id').notNull(),
    order_type: text('order_type').notNull().$type<OrderType>().default('R'),
    /** Seller or vendor profile that received the order (AZ purchase orders: fk_vendor_id). */
    profile_id: text('profile_id'),
    identifier: text('identifier'),
    sku_code: text('sku_code'),
    fk_sku_id: integer('fk_sku_id'),
    fk_brand_id: integer('fk_brand_id'),
    purchase_date: date('purchase_date').notNull(),
    order_status: text('order_status'),
    shipping_address: text('shipping_address'),
    quantity_ordered: integer('quantity_ordered').notNull().default(0),
    quantity_shipped: integer('quantity_shipped'),
    quantity_confirmed: integer('quantity_confirmed'),
    item_price: money('item_price').notNull().default('0'),
    amount_tax: money('amount_tax'),
    amount_shipping: money('amount_shipping'),
    amount_discount: money('amount_discount'),
    buying_cost: money('buying_cost'),
    currency_code: text('currency_code').notNull(),
    /** AZ: when the marketplace last changed the order. */
    last_update_date: timestamp('last_update_date', { withTimezone: true }),
    is_fba: boolean('is_fba'),
    /** Family- and type-specific fields: NN amount_delivered, DF shipment_date, fulfillment channel, ... */
    extras: jsonb('extras'),
    dt_update: updated(),
  },
  (t) => [
    primaryKey({ columns: [t.client_id, t.mp_id, t.order_id, t.order_item_id] }),
    // The window's columns every report counts by (type, order, status, SKU, brand) ride in the date index, so the
    // partner view's distinct orders of a quarter are an index-only scan (159,117 lines: heap reads 490 → 180 ms).
    index('orders_client_mp_date_idx').on(
      t.client_id,
      t.mp_id,
      t.purchase_date,
      t.order_type,
      t.order_id,
      t.order_status,
      t.fk_sku_id,
      t.fk_brand_id,
    ),
    index('orders_client_sku_idx').on(t.client_id, t.sku_code),
    // The Data Vault's orders grid filtered by SKU and sorted by date (bench/grid.ts: 372 ms → ~20 ms p50).
    index('orders_client_mp_sku_date_idx').on(t.client_id, t.mp_id, t.sku_code, t.purchase_date),
    // Purchase-order lines are a sliver of the lines: Auto Ordering's open POs per SKU read them alone (large set,
    // 260 SKUs: the date index passed over every line of the client's type to find 117, 700 ms cold).
    index('orders_po_sku_idx').on(t.client_id, t.mp_id, t.fk_sku_id).where(sql`${t.order_type} = 'PO'`),
    check('orders_type_ck', sql`${t.order_type} in ('R', 'PO', 'DF')`),
    foreignKey({ columns: [t.client_id, t.fk_sku_id], foreignColumns: [skus.client_id, skus.pk_sku_id] }),
    foreignKey({ columns: [t.fk_brand_id], foreignColumns: [brands.pk_brand_id] }),
  ],
);

/**
 * Customer returns (Data Vault "Return Data"). `return_id` is the natural key of one return line within its
 * marketplace (e.g. Amazon's license plate number, or order id + line for marketplaces without one). `quantity`
 * units came back on `return_date`; `price` is the refunded amount for them.
 */
export const returns = pgTable(
  'returns',
  {
    client_id: integer('client_id')
      .notNull()
      .references(() => clients.pk_client_id, { onDelete: 'cascade' }),
    mp_id: integer('mp_id')
      .notNull()
      .references(() => marketplaces.pk_mp_id),
    return_id: text('return_id').notNull(),
    order_id: text('order_id').notNull(),
    order_item_id: text('order_item_id'),
    identifier: text('identifier'),
    sku_code: text('sku_code'),
    fk_sku_id: integer('fk_sku_id'),
    fk_brand_id: integer('fk_brand_id'),
    return_date: date('return_date').notNull(),
    box_id: text('box_id'),
    quantity: integer('quantity').notNull().default(1),
    item_condition: text('item_condition'),
    claim_id: text('claim_id'),
    claim_result: text('claim_result'),
    credit_note_num: text('credit_note_num'),
    price: money('price').notNull().default('0'),
    currency_code: text('currency_code').notNull(),
    reason: text('reason'),
    status: text('status'),
    extras: jsonb('extras'),
    dt_update: updated(),
  },
  (t) => [
    primaryKey({ columns: [t.client_id, t.mp_id, t.return_id] }),
    index('returns_client_mp_date_idx').on(t.client_id, t.mp_id, t.return_date),
    index('returns_client_order_idx').on(t.client_id, t.mp_id, t.order_id),
    foreignKey({ columns: [t.client_id, t.fk_sku_id], foreignColumns: [skus.client_id, skus.pk_sku_id] }),
    foreignKey({ columns: [t.fk_brand_id], foreignColumns: [brands.pk_brand_id] }),
  ],
);

/** Marketplace fee estimates per listing (Data Vault "Fee Data"); fractions are 0..1. */
export const fees = pgTable(
  'fees',
  {
    client_id: integer('client_id')
      .notNull()
      .references(() => clients.pk_client_id, { onDelete: 'cascade' }),
    pk_fee_id: serial('pk_fee_id').notNull(),
    mp_id: integer('mp_id')
      .notNull()
      .references(() => marketplaces.pk_mp_id),
    identifier: text('identifier').notNull(),
    sku_code: text('sku_code'),
    selling_price: money('selling_price'),
    fee_fixed: money('fee_fixed'),
    fee_variable_frac: fraction('fee_variable_frac'),
    fee_return_frac: fraction('fee_return_frac'),
    fee_shipping: money('fee_shipping'),
    acos_percent: fraction('acos_percent'),
    /** selling_price × fee_variable_frac + fee_fixed + fee_shipping at the time of the estimate (read-only). */
    estimate_total: money('estimate_total'),
    /** AZ only. */
    estimate_date: date('estimate_date'),
    currency_code: text('currency_code').notNull(),
    dt_update: updated(),
  },
  (t) => [
    primaryKey({ columns: [t.client_id, t.pk_fee_id] }),
    uniqueIndex('fees_id_uq').on(t.pk_fee_id),
    uniqueIndex('fees_client_mp_identifier_uq').on(t.client_id, t.mp_id, t.identifier),
    check(
      'fees_fracs_ck',
      sql`${t.fee_variable_frac} <= 1 and ${t.fee_return_frac} <= 1 and ${t.acos_percent} <= 1`,
    ),
  ],
);

/**
 * Settlement (payout) lines, one row per amount (Amazon's V2 flat file: transaction_type Order/Refund/...,
 * amount_type ItemPrice/ItemFees/Promotion, amount_description Principal/Tax/Commission/...). Fees are
 * negative. Header fields (start/end/deposit date, amount_total) repeat on every line of a settlement.
 */
export const settlements = pgTable(
  'settlements',
  {
    client_id: integer('client_id')
      .notNull()
      .references(() => clients.pk_client_id, { onDelete: 'cascade' }),
    pk_settlement_line_id: bigserial('pk_settlement_line_id', { mode: 'number' }).notNull(),
    mp_id: integer('mp_id')
      .notNull()
      .references(() => marketplaces.pk_mp_id),
    settlement_id: text('settlement_id').notNull(),
    start_date: date('start_date'),
    end_date: date('end_date'),
    deposit_date: date('deposit_date'),
    amount_total: money('amount_total'),
    order_id: text('order_id'),
    order_item_id: text('order_item_id'),
    sku_code: text('sku_code'),
    identifier: text('identifier'),
    transaction_type: text('transaction_type'),
    shipment_id: text('shipment_id'),
    amount_type: text('amount_type'),
    amount_description: text('amount_description'),
    amount: money('amount'),
    quantity: integer('quantity'),
    posted_date: date('posted_date'),
    currency_code: text('currency_code').notNull(),
    extras: jsonb('extras'),
    dt_update: updated(),
  },
  (t) => [
    primaryKey({ columns: [t.client_id, t.pk_settlement_line_id] }),
    index('settlements_client_mp_order_idx').on(t.client_id, t.mp_id, t.order_id),
    index('settlements_client_mp_settlement_idx').on(t.client_id, t.mp_id, t.settlement_id),
    index('settlements_client_mp_deposit_idx').on(t.client_id, t.mp_id, t.deposit_date),
  ],
);

/**
 * Daily exchange rates (global reference table): `units_per_usd` units of `currency_code` buy one US dollar
 * (USD itself is 1). An amount A in currency F on day d is worth A × units_per_usd(T, d) / units_per_usd(F, d)
 * in currency T. The dashboard converts at query time, per day, after summing per (marketplace, date):
 *
 *   sum(r.sales_r * tgt.units_per_usd / src.units_per_usd)
 *   from sales_daily_brand r join marketplaces m on m.pk_mp_id = r.mp_id
 *   join currency_rates src on src.date = r.date and src.currency_code = m.currency_code
 *   join currency_rates tgt on tgt.date = r.date and tgt.currency_code = $target
 *
 * A rate exists for every currency in use on every day (the rate job carries the last known rate forward).
 */
export const currencyRates = pgTable(
  'currency_rates',
  {
    date: date('date').notNull(),
    currency_code: text('currency_code').notNull(),
    units_per_usd: numeric('units_per_usd', { precision: 18, scale: 8 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.date, t.currency_code] }),
    check('currency_rates_positive_ck', sql`${t.units_per_usd} > 0`),
  ],
);

const total = (name: string) => numeric(name, { precision: 16, scale: 2 }).notNull().default('0');
const count = (name: string) => integer(name).notNull().default(0);

/**
 * Daily sales rollup per client, marketplace, brand and SKU (DESIGN section 3, Analytics), kept current by the
 * fact writers (db/facts) in the transaction that writes orders or returns. Amounts are in the marketplace's
 * currency. Sales: the sum of `item_price` of order lines not cancelled (`order_status` other than
 * Cancelled/Canceled), by `order_type` (R, PO, DF) and `purchase_date`; units: their `quantity_ordered`.
 * Returns: the sum of `quantity` (num_returns) and `price` (returns_amount) by `return_date`. brand_id / sku_id
 * 0 stand for lines whose SKU (or its brand) is unknown to the client. The primary key serves the dashboard's
 * query (client_id, date, mp_id, brand_id); the API maps sales_r/sales_po/sales_df to sales_R/sales_PO/sales_DF.
 */
export const salesDailySku = pgTable(
  'sales_daily_sku',
  {
    client_id: integer('client_id').notNull(),
    date: date('date').notNull(),
    mp_id: integer('mp_id').notNull(),
    brand_id: integer('brand_id').notNull(),
    sku_id: integer('sku_id').notNull(),
    sales_r: total('sales_r'),
    sales_po: total('sales_po'),
    sales_df: total('sales_df'),
    units_r: count('units_r'),
    units_po: count('units_po'),
    units_df: count('units_df'),
    num_returns: count('num_returns'),
    returns_amount: total('returns_amount'),
  },
  (t) => [
    primaryKey({ columns: [t.client_id, t.date, t.mp_id, t.brand_id, t.sku_id] }),
    index('sales_daily_sku_sku_idx').on(t.client_id, t.sku_id, t.date),
  ],
);

/** The same figures summed over SKUs (per client, marketplace, brand and date): what unfiltered queries read. */
export const salesDailyBrand = pgTable(
  'sales_daily_brand',
  {
    client_id: integer('client_id').notNull(),
    date: date('date').notNull(),
    mp_id: integer('mp_id').notNull(),
    brand_id: integer('brand_id').notNull(),
    sales_r: total('sales_r'),
    sales_po: total('sales_po'),
    sales_df: total('sales_df'),
    units_r: count('units_r'),
    units_po: count('units_po'),
    units_df: count('units_df'),
    num_returns: count('num_returns'),
    returns_amount: total('returns_amount'),
  },
  (t) => [primaryKey({ columns: [t.client_id, t.date, t.mp_id, t.brand_id] })],
);

/**
 * Daily sales rollup per listing as the order lines name it (client, marketplace, day, identifier, SKU code; ''
 * for a missing one), for the reports that show listings (Business View): the counted lines' units and amounts by
 * order type on their purchase day, units returned on their return day, and `paid`, the amounts of the deposited
 * settlement lines (a deposit date) matched to the day's counted lines by order id and order item id. Kept
 * current with the other sales rollups (db/facts/rollups.ts), and again by every settlement write
 * (refreshListingRollupsForOrders), since a settlement changes what its order's day was paid.
 */
export const salesDailyListing = pgTable(
  'sales_daily_listing',
  {
    client_id: integer('client_id').notNull(),
    mp_id: integer('mp_id').notNull(),
    date: date('date').notNull(),
    identifier: text('identifier').notNull(),
    sku_code: text('sku_code').notNull(),
    sales_r: total('sales_r'),
    sales_po: total('sales_po'),
    sales_df: total('sales_df'),
    units_r: count('units_r'),
    units_po: count('units_po'),
    units_df: count('units_df'),
    num_returns: count('num_returns'),
    paid: total('paid'),
    /** How many counted order lines and return lines the day has (a day of lines with no units still has them). */
    order_lines: count('order_lines'),
    return_lines: count('return_lines'),
  },
  (t) => [primaryKey({ columns: [t.client_id, t.mp_id, t.date, t.identifier, t.sku_code] })],
);

/**
 * Daily rollup of the counted order lines with what was paid for them, for the reports that show money per line
 * (Partner View, Review Data): per client, marketplace, purchase day, order type, currency, identifier, SKU code
 * and the lines' SKU and brand ids ('' and 0 for missing ones). Line measures (`lines` … `open_order_gross`) sit
 * on rows of the line's currency; `paid` and `paid_order` on rows of the settlement's currency (a settlement
 * line's amount is in its own currency). A settlement line belongs to an order line of its marketplace and order
 * with the same order item id or, when it carries none, the same SKU code; `open_*` sum the lines without any
 * settlement line, `open_order_gross` those without an 'Order' one. Kept with the listing rollup (db/facts/
 * rollups.ts): by the fact writers and by every settlement write.
 */
export const salesDailyLines = pgTable(
  'sales_daily_lines',
  {
    client_id: integer('client_id').notNull(),
    mp_id: integer('mp_id').notNull(),
    date: date('date').notNull(),
    order_type: text('order_type').notNull().$type<OrderType>(),
    currency_code: text('currency_code').notNull(),
    identifier: text('identifier').notNull(),
    sku_code: text('sku_code').notNull(),
    sku_id: integer('sku_id').notNull(),
    brand_id: integer('brand_id').notNull(),
    lines: count('lines'),
    units: count('units'),
    /** quantity_shipped (0 when missing). */
    shipped: count('shipped'),
    /** item_price. */
    sales: total('sales'),
    /** item_price + amount_tax. */
    gross: total('gross'),
    open_units: count('open_units'),
    open_sales: total('open_sales'),
    open_gross: total('open_gross'),
    open_order_gross: total('open_order_gross'),
    paid: total('paid'),
    paid_order: total('paid_order'),
  },
  (t) => [
    primaryKey({
      name: 'sales_daily_lines_pk',
      columns: [
        t.client_id,
        t.mp_id,
        t.date,
        t.order_type,
        t.currency_code,
        t.identifier,
        t.sku_code,
        t.sku_id,
        t.brand_id,
      ],
    }),
  ],
);

/**
 * Every regular (R), not cancelled order line as Payment Reconciliation reads it: the line's own figures (from
 * orders, in cents, so the report reads this narrow table in date order instead of the wide, scattered order rows) and
 * what settlement lines paid it (db/facts/settled-lines.ts: the match and the buckets), in integer cents: received
 * price and tax, commission and other fees charged, refunds, and `first` (refund flag, date and id of the line's
 * first settlement line; null when none pays it). Fee rules and returns stay in their tables (their writers do not
 * refresh rollups). Kept with the other order- and settlement-fed rollups (db/facts/rollups.ts).
 */
export const reconciliationLines = pgTable(
  'reconciliation_lines',
  {
    client_id: integer('client_id').notNull(),
    mp_id: integer('mp_id').notNull(),
    /** The line's purchase day. */
    date: date('date').notNull(),
    order_id: text('order_id').notNull(),
    order_item_id: text('order_item_id').notNull(),
    sku_code: text('sku_code'),
    identifier: text('identifier'),
    fk_brand_id: integer('fk_brand_id'),
    quantity_ordered: integer('quantity_ordered').notNull(),
    /** The line's amounts in integer cents: item price, tax, and price (item price + shipping − discount). */
    item_price: bigint('item_price', { mode: 'number' }).notNull(),
    tax: bigint('tax', { mode: 'number' }).notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    /** Whether any settlement line pays the line. */
    settled: boolean('settled').notNull(),
    received: bigint('received', { mode: 'number' }).notNull(),
    received_tax: bigint('received_tax', { mode: 'number' }).notNull(),
    commission: bigint('commission', { mode: 'number' }).notNull(),
    fee: bigint('fee', { mode: 'number' }).notNull(),
    refund: bigint('refund', { mode: 'number' }).notNull(),
    first: text('first'),
  },
  (t) => [
    primaryKey({
      name: 'reconciliation_lines_pk',
      columns: [t.client_id, t.mp_id, t.date, t.order_id, t.order_item_id],
    }),
  ],
);
