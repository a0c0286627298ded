import type { MarketplaceReportStatus } from '@marketdesk/contracts/amazon-reports';
import { sql } from 'drizzle-orm';
import {
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
} from 'drizzle-orm/pg-core';
import { stores } from './admin';
import { files } from './files';
import { clients } from './identity';
import { marketplaces } from './reference';

const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One marketplace report (spec 02 "Marketplace report file"): requested from or found at Amazon's SP-API
 * Reports API by the connector (modules/amazon-reports), or written from the demo history. `next_check_at` is
 * when the worker looks at it again (null: nothing left to do); `attempts` counts our tries of the current step.
 */
export const marketplaceReports = pgTable(
  'marketplace_reports',
  {
    client_id: integer('client_id')
      .notNull()
      .references(() => clients.pk_client_id, { onDelete: 'cascade' }),
    id: serial('id').notNull(),
    store_id: integer('store_id').notNull(),
    mp_id: integer('mp_id')
      .notNull()
      .references(() => marketplaces.pk_mp_id),
    report_type: text('report_type').notNull(),
    /** Amazon's reportId; null until createReport answered. */
    sp_report_id: text('sp_report_id'),
    report_document_id: text('report_document_id'),
    status: text('status').notNull().default('REQUESTED').$type<MarketplaceReportStatus>(),
    data_start_time: instant('data_start_time'),
    data_end_time: instant('data_end_time'),
    requested_at: instant('requested_at').notNull().defaultNow(),
    /** When Amazon's processing status was last read (or the report was found). */
    processing_status_at: instant('processing_status_at'),
    file_id: integer('file_id'),
    imported_rows: integer('imported_rows'),
    /** What went wrong (or why a report is no longer polled); never a secret. */
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    next_check_at: instant('next_check_at'),
  },
  (t) => [
    primaryKey({ columns: [t.client_id, t.id] }),
    uniqueIndex('marketplace_reports_id_uq').on(t.id),
    foreignKey({
      columns: [t.client_id, t.store_id],
      foreignColumns: [stores.client_id, stores.pk_store_id],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.client_id, t.file_id], foreignColumns: [files.client_id, files.id] }),
    // An identical report (same store, type and data window) is not requested again while one is in flight.
    uniqueIndex('marketplace_reports_in_flight_uq')
      .on(t.client_id, t.store_id, t.report_type, t.data_start_time, t.data_end_time)
      .where(sql`status in ('REQUESTED', 'IN_QUEUE', 'IN_PROGRESS', 'DONE')`),
    // A report Amazon generated (settlements) is recorded once, however often it is listed.
    uniqueIndex('marketplace_reports_sp_report_uq')
      .on(t.client_id, t.store_id, t.sp_report_id)
      .where(sql`sp_report_id is not null`),
    index('marketplace_reports_client_mp_idx').on(t.client_id, t.mp_id, t.requested_at),
    index('marketplace_reports_client_due_idx').on(t.client_id, t.next_check_at),
    check(
      'marketplace_reports_status_ck',
      sql`${t.status} in ('REQUESTED', 'IN_QUEUE', 'IN_PROGRESS', 'DONE', 'CANCELLED', 'FATAL', 'DOWNLOADED', 'IMPORTED', 'FAILED')`,
    ),
  ],
);
