import { IN_FLIGHT_REPORT_STATUSES } from '@marketdesk/contracts/amazon-reports';
import { and, asc, desc, eq, inArray, isNotNull, lte, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { files, marketplaceReports, marketplaces, stores } from '../../db/schema';

export type ReportRow = typeof marketplaceReports.$inferSelect;
export type NewReport = typeof marketplaceReports.$inferInsert;

/** An Amazon store with what the connector needs to decide whether, and how, it may call Amazon. */
export type AmazonStore = Awaited<
  ReturnType<ReturnType<typeof amazonReportsRepository>['amazonStores']>
>[number];

/** The AZ family, told as prefixOf tells it (the first two letters of the short code). */
const AMAZON = sql`upper(left(trim(${marketplaces.short_code}), 2)) = 'AZ'`;
/** A report file's date: the end of its data window (what it reports up to), else when it was requested. */
const reportDate = sql<Date>`coalesce(${marketplaceReports.data_end_time}, ${marketplaceReports.requested_at})`;

/** Queries of the reports connector and the Amazon Reports list; tenant queries filter by client. */
export function amazonReportsRepository(db: Db) {
  return {
    /** Amazon stores (of one client, or of every client for the scheduled job), credentials still encrypted. */
    amazonStores: (clientId?: number, mpId?: number) =>
      db
        .select({
          client_id: stores.client_id,
          pk_store_id: stores.pk_store_id,
          mp_id: stores.mp_id,
          store_name: stores.store_name,
          account_type: stores.account_type,
          api_enabled: stores.api_enabled,
          token_client_id: stores.token_client_id,
          token_client_secret_enc: stores.token_client_secret_enc,
          token_refresh_enc: stores.token_refresh_enc,
          country_code: marketplaces.country_code,
          mp_name: marketplaces.name,
        })
        .from(stores)
        .innerJoin(marketplaces, eq(marketplaces.pk_mp_id, stores.mp_id))
        .where(
          and(
            AMAZON,
            clientId === undefined ? undefined : eq(stores.client_id, clientId),
            mpId === undefined ? undefined : eq(stores.mp_id, mpId),
          ),
        )
        .orderBy(asc(stores.client_id), asc(stores.pk_store_id)),

    /** Whether any report of this store, type and window exists (requested before, whatever became of it). */
    async exists(
      r: Pick<ReportRow, 'client_id' | 'store_id' | 'report_type' | 'data_start_time' | 'data_end_time'>,
    ) {
      const rows = await db
        .select({ id: marketplaceReports.id })
        .from(marketplaceReports)
        .where(
          and(
            eq(marketplaceReports.client_id, r.client_id),
            eq(marketplaceReports.store_id, r.store_id),
            eq(marketplaceReports.report_type, r.report_type),
            r.data_start_time ? eq(marketplaceReports.data_start_time, r.data_start_time) : undefined,
            r.data_end_time ? eq(marketplaceReports.data_end_time, r.data_end_time) : undefined,
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    /** Inserts unless an identical report is in flight (partial unique index) or Amazon's report is known. */
    async insertOnce(values: NewReport): Promise<ReportRow | null> {
      const [row] = await db.insert(marketplaceReports).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },

    update: async (row: Pick<ReportRow, 'client_id' | 'id'>, values: Partial<NewReport>) => {
      const [updated] = await db
        .update(marketplaceReports)
        .set(values)
        .where(and(eq(marketplaceReports.client_id, row.client_id), eq(marketplaceReports.id, row.id)))
        .returning();
      return updated!;
    },

    /** Reports in flight whose next check is due, oldest check first, across clients (the worker). */
    due: (now: Date, limit: number) =>
      db
        .select()
        .from(marketplaceReports)
        .where(
          and(
            inArray(marketplaceReports.status, [...IN_FLIGHT_REPORT_STATUSES]),
            lte(marketplaceReports.next_check_at, now),
          ),
        )
        .orderBy(asc(marketplaceReports.next_check_at), asc(marketplaceReports.id))
        .limit(limit),

    /** When the store's newest known report of this type was created at Amazon (settlement discovery). */
    async lastSeen(clientId: number, storeId: number, reportType: string): Promise<Date | null> {
      const [row] = await db
        .select({ at: max(marketplaceReports.requested_at) })
        .from(marketplaceReports)
        .where(
          and(
            eq(marketplaceReports.client_id, clientId),
            eq(marketplaceReports.store_id, storeId),
            eq(marketplaceReports.report_type, reportType),
            isNotNull(marketplaceReports.sp_report_id),
          ),
        );
      return row?.at ?? null;
    },

    /** The client's stored report files, newest first; mpIds null means every marketplace. */
    files: (clientId: number, mpIds: number[] | null, limit: number) =>
      db
        .select({
          file_id: files.id,
          date: reportDate.mapWith((v: string | Date) => new Date(v)),
          marketplace_name: marketplaces.name,
          seller_name: stores.store_name,
          report_type: marketplaceReports.report_type,
          size: files.size,
          filename: files.name,
        })
        .from(marketplaceReports)
        .innerJoin(
          files,
          and(eq(files.client_id, marketplaceReports.client_id), eq(files.id, marketplaceReports.file_id)),
        )
        .innerJoin(
          stores,
          and(
            eq(stores.client_id, marketplaceReports.client_id),
            eq(stores.pk_store_id, marketplaceReports.store_id),
          ),
        )
        .innerJoin(marketplaces, eq(marketplaces.pk_mp_id, marketplaceReports.mp_id))
        .where(
          and(
            eq(marketplaceReports.client_id, clientId),
            mpIds === null ? undefined : inArray(marketplaceReports.mp_id, mpIds),
          ),
        )
        .orderBy(desc(reportDate), desc(files.id))
        .limit(limit),

    /** A stored report file of the client (only files that are marketplace reports), with its marketplace. */
    async reportFile(
      clientId: number,
      fileId: number,
    ): Promise<{ file_id: number; mp_id: number } | undefined> {
      const [row] = await db
        .select({ file_id: marketplaceReports.file_id, mp_id: marketplaceReports.mp_id })
        .from(marketplaceReports)
        .where(and(eq(marketplaceReports.client_id, clientId), eq(marketplaceReports.file_id, fileId)))
        .limit(1);
      return row?.file_id == null ? undefined : { file_id: row.file_id, mp_id: row.mp_id };
    },

    marketplace: async (mpId: number) =>
      (
        await db
          .select({
            pk_mp_id: marketplaces.pk_mp_id,
            name: marketplaces.name,
            short_code: marketplaces.short_code,
          })
          .from(marketplaces)
          .where(eq(marketplaces.pk_mp_id, mpId))
      )[0],

    /** The full marketplace row a Data Vault target needs. */
    marketplaceInfo: async (mpId: number) =>
      (
        await db
          .select({
            pk_mp_id: marketplaces.pk_mp_id,
            name: marketplaces.name,
            short_code: marketplaces.short_code,
            currency_code: marketplaces.currency_code,
          })
          .from(marketplaces)
          .where(eq(marketplaces.pk_mp_id, mpId))
      )[0],
  };
}
export type AmazonReportsRepository = ReturnType<typeof amazonReportsRepository>;
