import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/facts';
import { brands, userBrands } from '../../db/schema';

export type BrandRow = typeof brands.$inferSelect;

const columns = {
  pk_brand_id: brands.pk_brand_id,
  brand_name: brands.brand_name,
  brand_code: brands.brand_code,
  managed: brands.managed,
};

/** Queries on the global brands table (reference data, no client id). */
export function brandsRepository(db: Db) {
  return {
    transaction: <T>(run: (tx: Tx) => Promise<T>) => db.transaction(run),

    all: () => db.select(columns).from(brands).orderBy(asc(brands.pk_brand_id)),

    /** The brands assigned to one user. */
    assignedTo: (userId: number) =>
      db
        .select(columns)
        .from(userBrands)
        .innerJoin(brands, eq(brands.pk_brand_id, userBrands.brand_id))
        .where(eq(userBrands.user_id, userId))
        .orderBy(asc(brands.pk_brand_id)),

    byId: async (id: number, tx: Tx | Db = db) => {
      const [row] = await tx.select(columns).from(brands).where(eq(brands.pk_brand_id, id));
      return row;
    },

    byCode: async (code: string, tx: Tx | Db = db) => {
      const [row] = await tx.select(columns).from(brands).where(eq(brands.brand_code, code));
      return row;
    },

    insert: async (tx: Tx, values: typeof brands.$inferInsert) => {
      const [row] = await tx.insert(brands).values(values).returning(columns);
      return row!;
    },

    update: async (tx: Tx, id: number, values: Partial<typeof brands.$inferInsert>) => {
      const [row] = await tx.update(brands).set(values).where(eq(brands.pk_brand_id, id)).returning(columns);
      return row!;
    },
  };
}
export type BrandsRepository = ReturnType<typeof brandsRepository>;
