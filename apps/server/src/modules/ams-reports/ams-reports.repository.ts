import { AMS_PENDING_STATUSES } from '@marketdesk/contracts/ams-reports';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adReportRequests, marketplaces, sellerProfiles } from '../../db/schema';

export type RequestRow = typeof adReportRequests.$inferSelect;
export type NewRequest = typeof adReportRequests.$inferInsert;

export interface RequestKey {
  client_id: number;
  profile_id: string;
  report_type: string;
  report_start_date: string;
  report_end_date: string;
}

/** The report requests of the Ads API pipeline (`ad_report_requests`); every write names the client. */
export function amsReportsRepository(db: Db) {
  return {
    /**
     * Inserts the request unless one with the same profile, type and dates exists (whatever became of it).
     * The check and the insert hold a transaction lock on the key, so two runs never both insert it.
     */
    async insertOnce(key: RequestKey, values: Partial<NewRequest> = {}): Promise<RequestRow | null> {
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtext(${`ams_reports|${key.client_id}|${key.profile_id}|${key.report_type}|${key.report_start_date}|${key.report_end_date}`}))`,
        );
        const [found] = await tx
          .select({ id: adReportRequests.id })
          .from(adReportRequests)
          .where(
            and(
              eq(adReportRequests.client_id, key.client_id),
              eq(adReportRequests.profile_id, key.profile_id),
              eq(adReportRequests.report_type, key.report_type),
              eq(adReportRequests.report_start_date, key.report_start_date),
              eq(adReportRequests.report_end_date, key.report_end_date),
            ),
          )
          .limit(1);
        if (found) return null;
        const [row] = await tx
          .insert(adReportRequests)
          .values({ ...key, ...values })
          .returning();
        return row ?? null;
      });
    },

    /** A re-creation of a request (at most one per request: the replaced id is looked for under the lock). */
    async insertReplacement(old: RequestRow, now: Date): Promise<RequestRow | null> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`ams_reports|replaces|${old.id}`}))`);
        const [found] = await tx
          .select({ id: adReportRequests.id })
          .from(adReportRequests)
          .where(and(eq(adReportRequests.client_id, old.client_id), eq(adReportRequests.replaces_id, old.id)))
          .limit(1);
        if (found) return null;
        const [row] = await tx
          .insert(adReportRequests)
          .values({
            client_id: old.client_id,
            profile_id: old.profile_id,
            report_type: old.report_type,
            report_start_date: old.report_start_date,
            report_end_date: old.report_end_date,
            status: 'REQUESTED',
            replaces_id: old.id,
            created_at: now,
            last_updated_at: now,
            next_check_at: now,
          })
          .returning();
        return row ?? null;
      });
    },

    update: async (row: Pick<RequestRow, 'client_id' | 'id'>, values: Partial<NewRequest>) => {
      const [updated] = await db
        .update(adReportRequests)
        .set(values)
        .where(and(eq(adReportRequests.client_id, row.client_id), eq(adReportRequests.id, row.id)))
        .returning();
      return updated!;
    },

    /**
     * Claims the pending requests whose check is due, oldest check first, across clients (the poll worker): their
     * `next_check_at` moves `lease` ahead in the same statement, so a concurrent run skips them; each step then
     * writes its own next check. A run that dies leaves them due again once the lease passes.
     */
    async claimDue(now: Date, limit: number, leaseMs: number): Promise<RequestRow[]> {
      const due = db
        .select({ id: adReportRequests.id })
        .from(adReportRequests)
        .where(
          and(
            inArray(adReportRequests.status, [...AMS_PENDING_STATUSES]),
            lte(adReportRequests.next_check_at, now),
          ),
        )
        .orderBy(asc(adReportRequests.next_check_at), asc(adReportRequests.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      const claimed = await db
        .update(adReportRequests)
        .set({ next_check_at: new Date(now.getTime() + leaseMs) })
        .where(inArray(adReportRequests.id, due))
        .returning();
      return claimed.sort((a, b) => a.created_at.getTime() - b.created_at.getTime() || a.id - b.id);
    },

    /** The time zone of a profile's marketplace (null when unknown). */
    async timeZoneOf(clientId: number, profileId: string): Promise<string | null> {
      const [row] = await db
        .select({ tz: marketplaces.timezone })
        .from(sellerProfiles)
        .innerJoin(marketplaces, eq(marketplaces.pk_mp_id, sellerProfiles.fk_mp_id))
        .where(and(eq(sellerProfiles.client_id, clientId), eq(sellerProfiles.profile_id, profileId)));
      return row?.tz ?? null;
    },

    /** One request of the client. */
    byId: async (clientId: number, id: number) =>
      (
        await db
          .select()
          .from(adReportRequests)
          .where(and(eq(adReportRequests.client_id, clientId), eq(adReportRequests.id, id)))
      )[0],
  };
}
export type AmsReportsRepository = ReturnType<typeof amsReportsRepository>;
