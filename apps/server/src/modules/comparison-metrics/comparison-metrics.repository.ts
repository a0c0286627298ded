import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { skuComparisons, users } from '../../db/schema';

const t = skuComparisons;

/** The uploads of one user (null: a deleted user) on one UTC day, with the first and last instant. */
export interface UserDay {
  user_id: number | null;
  day: string;
  count: number;
  first: Date;
  last: Date;
}

/** Queries only: the SKU comparison uploads (sku_comparisons, read only) of one client. */
export function comparisonMetricsRepository(db: Db) {
  return {
    /** Uploads per user and UTC day on the days from `start` to `end` (inclusive). */
    async userDays(clientId: number, start: string, end: string): Promise<UserDay[]> {
      const day = sql<string>`to_char(${t.dt_create} at time zone 'UTC', 'YYYY-MM-DD')`;
      const rows = await db
        .select({
          user_id: t.fk_user_id,
          day,
          count: sql<number>`count(*)::int`,
          first: sql<string>`min(${t.dt_create})`,
          last: sql<string>`max(${t.dt_create})`,
        })
        .from(t)
        .where(
          and(
            eq(t.client_id, clientId),
            gte(t.dt_create, sql`(${start}::date)::timestamp at time zone 'UTC'`),
            lt(t.dt_create, sql`(${end}::date + 1)::timestamp at time zone 'UTC'`),
          ),
        )
        .groupBy(t.fk_user_id, day);
      return rows.map((r) => ({ ...r, first: new Date(r.first), last: new Date(r.last) }));
    },

    /** Display names: first and last name, else the email. */
    async names(userIds: readonly number[]): Promise<Map<number, string>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .select({ id: users.id, first: users.first_name, last: users.last_name, email: users.email })
        .from(users)
        .where(inArray(users.id, [...userIds]));
      return new Map(rows.map((r) => [r.id, `${r.first} ${r.last}`.trim() || r.email]));
    },
  };
}

export type ComparisonMetricsRepository = ReturnType<typeof comparisonMetricsRepository>;
