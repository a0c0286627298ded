import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/facts';
import { marketplaces, userMarketplaces } from '../../db/schema';

export type MarketplaceRow = typeof marketplaces.$inferSelect;
export type MarketplaceInsert = typeof marketplaces.$inferInsert;

const userView = {
  pk_mp_id: marketplaces.pk_mp_id,
  name: marketplaces.name,
  short_code: marketplaces.short_code,
  country_code: marketplaces.country_code,
  currency_code: marketplaces.currency_code,
  website_url: marketplaces.website_url,
};

/** Queries on the global marketplaces table; rows come back with their ciphertext columns. */
export function marketplacesRepository(db: Db) {
  return {
    transaction: <T>(run: (tx: Tx) => Promise<T>) => db.transaction(run),

    all: () => db.select().from(marketplaces).orderBy(asc(marketplaces.pk_mp_id)),

    allUserView: () => db.select(userView).from(marketplaces).orderBy(asc(marketplaces.pk_mp_id)),

    /** The marketplaces assigned to one user. */
    assignedTo: (userId: number) =>
      db
        .select(userView)
        .from(userMarketplaces)
        .innerJoin(marketplaces, eq(marketplaces.pk_mp_id, userMarketplaces.mp_id))
        .where(eq(userMarketplaces.user_id, userId))
        .orderBy(asc(marketplaces.pk_mp_id)),

    byId: async (id: number, tx: Tx | Db = db) => {
      const [row] = await tx.select().from(marketplaces).where(eq(marketplaces.pk_mp_id, id));
      return row;
    },

    byShortCode: async (code: string, tx: Tx | Db = db) => {
      const [row] = await tx
        .select({ pk_mp_id: marketplaces.pk_mp_id })
        .from(marketplaces)
        .where(eq(marketplaces.short_code, code));
      return row;
    },

    insert: async (tx: Tx, values: MarketplaceInsert) => {
      const [row] = await tx.insert(marketplaces).values(values).returning();
      return row!;
    },

    update: async (tx: Tx, id: number, values: Partial<MarketplaceInsert>) => {
      const [row] = await tx
        .update(marketplaces)
        .set(values)
        .where(eq(marketplaces.pk_mp_id, id))
        .returning();
      return row!;
    },
  };
}
export type MarketplacesRepository = ReturnType<typeof marketplacesRepository>;
