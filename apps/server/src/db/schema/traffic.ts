import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { clients } from './identity';
import { marketplaces } from './reference';

/**
 * Traffic and conversion from Amazon's Business Reports (modules/business-report). A Child Item or ASIN report
 * covers a period the uploader states: one row per SKU of that period (`start_date`..`end_date`), never spread
 * over its days as invented daily figures. The by-Date report gives one row per marketplace and day
 * (`sku_code` '', `start_date` = `end_date`). A new file of the same period and kind replaces that period's rows.
 */
export const businessReportTraffic = pgTable(
  'business_report_traffic',
  {
    client_id: integer('client_id')
      .notNull()
      .references(() => clients.pk_client_id, { onDelete: 'cascade' }),
    mp_id: integer('mp_id')
      .notNull()
      .references(() => marketplaces.pk_mp_id),
    start_date: date('start_date').notNull(),
    end_date: date('end_date').notNull(),
    /** The seller SKU of the listing; '' for a marketplace's day (the by-Date report). */
    sku_code: text('sku_code').notNull(),
    asin: text('asin'),
    parent_asin: text('parent_asin'),
    /** The report kind the row came from: child_item, asin or date. */
    report_type: text('report_type').notNull(),
    sessions: integer('sessions').notNull(),
    page_views: integer('page_views').notNull(),
    /** Percent (12.34 is 12.34 %), as Amazon shows it. */
    buy_box_percentage: numeric('buy_box_percentage', { precision: 7, scale: 2 }),
    units_ordered: integer('units_ordered').notNull(),
    unit_session_percentage: numeric('unit_session_percentage', { precision: 7, scale: 2 }),
    ordered_product_sales: numeric('ordered_product_sales', { precision: 14, scale: 2 }).notNull(),
    total_order_items: integer('total_order_items'),
    currency_code: text('currency_code').notNull(),
    fk_file_id: integer('fk_file_id'),
    dt_update: timestamp('dt_update', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({
      name: 'business_report_traffic_pk',
      columns: [t.client_id, t.mp_id, t.start_date, t.end_date, t.sku_code],
    }),
    index('business_report_traffic_sku_idx').on(t.client_id, t.mp_id, t.sku_code, t.end_date),
    check('business_report_traffic_period_ck', sql`${t.start_date} <= ${t.end_date}`),
  ],
);
