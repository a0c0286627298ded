import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/facts';
import {
  marketplaces,
  sellerProfiles,
  stores,
  warehouseMarketplaces,
  warehousePriorities,
  warehouses,
} from '../../db/schema';

export type StoreRow = typeof stores.$inferSelect;
export type StoreValues = Omit<typeof stores.$inferInsert, 'client_id' | 'pk_store_id' | 'dt_create'>;

const storeOf = (clientId: number, storeId: number) =>
  and(eq(stores.client_id, clientId), eq(stores.pk_store_id, storeId));
const prioritiesOf = (clientId: number, mpId: number) =>
  and(eq(warehousePriorities.client_id, clientId), eq(warehousePriorities.mp_id, mpId));

/** Queries behind Marketplaces and Credentials; every tenant query filters by the caller's client. */
export function storesRepository(db: Db) {
  return {
    transaction: <T>(run: (tx: Tx) => Promise<T>) => db.transaction(run),
    /** For reads outside a transaction. */
    reader: db as Pick<Db, 'select'>,

    marketplaces: () =>
      db
        .select({
          pk_mp_id: marketplaces.pk_mp_id,
          name: marketplaces.name,
          short_code: marketplaces.short_code,
          website_url: marketplaces.website_url,
          country_code: marketplaces.country_code,
          currency_code: marketplaces.currency_code,
        })
        .from(marketplaces)
        .orderBy(asc(marketplaces.pk_mp_id)),

    /**
     * The client's marketplaces, as a user sees them: those it has a store on, a warehouse serving or an
     * advertising profile for (what its admins set up on the Marketplaces, Warehouses and profile screens).
     */
    clientMarketplaces: (clientId: number) =>
      db
        .select({
          pk_mp_id: marketplaces.pk_mp_id,
          name: marketplaces.name,
          short_code: marketplaces.short_code,
          country_code: marketplaces.country_code,
          currency_code: marketplaces.currency_code,
          website_url: marketplaces.website_url,
        })
        .from(marketplaces)
        .where(
          or(
            inArray(
              marketplaces.pk_mp_id,
              db.select({ id: stores.mp_id }).from(stores).where(eq(stores.client_id, clientId)),
            ),
            inArray(
              marketplaces.pk_mp_id,
              db
                .select({ id: warehouseMarketplaces.mp_id })
                .from(warehouseMarketplaces)
                .where(eq(warehouseMarketplaces.client_id, clientId)),
            ),
            inArray(
              marketplaces.pk_mp_id,
              db
                .select({ id: sellerProfiles.fk_mp_id })
                .from(sellerProfiles)
                .where(eq(sellerProfiles.client_id, clientId)),
            ),
          ),
        )
        .orderBy(asc(marketplaces.pk_mp_id)),

    async marketplaceExists(q: Pick<Db, 'select'>, mpId: number) {
      const rows = await q
        .select({ id: marketplaces.pk_mp_id })
        .from(marketplaces)
        .where(eq(marketplaces.pk_mp_id, mpId));
      return rows.length > 0;
    },

    /** The client's stores, on one marketplace or on all, by id. */
    stores: (clientId: number, mpId?: number) =>
      db
        .select()
        .from(stores)
        .where(
          mpId === undefined
            ? eq(stores.client_id, clientId)
            : and(eq(stores.client_id, clientId), eq(stores.mp_id, mpId)),
        )
        .orderBy(asc(stores.mp_id), asc(stores.pk_store_id)),

    async findStore(tx: Tx, clientId: number, storeId: number): Promise<StoreRow | undefined> {
      // Locked so that two saves of the same store audit each other's values as "before".
      const [row] = await tx.select().from(stores).where(storeOf(clientId, storeId)).for('update');
      return row;
    },

    async sellerTaken(tx: Tx, clientId: number, mpId: number, sellerId: string) {
      const rows = await tx
        .select({ id: stores.pk_store_id })
        .from(stores)
        .where(and(eq(stores.client_id, clientId), eq(stores.mp_id, mpId), eq(stores.seller_id, sellerId)));
      return rows.length > 0;
    },

    async insertStore(tx: Tx, clientId: number, values: StoreValues): Promise<StoreRow> {
      const [row] = await tx
        .insert(stores)
        .values({ ...values, client_id: clientId })
        .returning();
      return row!;
    },

    async updateStore(tx: Tx, clientId: number, storeId: number, values: Partial<StoreValues>) {
      const [row] = await tx.update(stores).set(values).where(storeOf(clientId, storeId)).returning();
      return row!;
    },

    priorities: (q: Pick<Db, 'select'>, clientId: number, mpId: number) =>
      q
        .select({
          fk_warehouse_id: warehousePriorities.fk_warehouse_id,
          priority: warehousePriorities.priority,
        })
        .from(warehousePriorities)
        .where(prioritiesOf(clientId, mpId))
        .orderBy(asc(warehousePriorities.priority), asc(warehousePriorities.fk_warehouse_id)),

    /** Which of these ids are warehouses of the client. */
    async ownWarehouseIds(tx: Tx, clientId: number, ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await tx
        .select({ id: warehouses.pk_warehouse_id })
        .from(warehouses)
        .where(and(eq(warehouses.client_id, clientId), inArray(warehouses.pk_warehouse_id, ids)));
      return new Set(rows.map((r) => r.id));
    },

    /**
     * Replaces the client's ranks on a marketplace and keeps warehouse_marketplaces in step: exactly the ranked
     * warehouses serve the marketplace.
     */
    async replacePriorities(tx: Tx, clientId: number, mpId: number, ranks: Map<number, number>) {
      await tx.delete(warehousePriorities).where(prioritiesOf(clientId, mpId));
      await tx
        .delete(warehouseMarketplaces)
        .where(and(eq(warehouseMarketplaces.client_id, clientId), eq(warehouseMarketplaces.mp_id, mpId)));
      if (ranks.size === 0) return;
      const ids = [...ranks.keys()];
      await tx.insert(warehousePriorities).values(
        ids.map((id) => ({
          client_id: clientId,
          mp_id: mpId,
          fk_warehouse_id: id,
          priority: ranks.get(id)!,
        })),
      );
      await tx
        .insert(warehouseMarketplaces)
        .values(ids.map((id) => ({ client_id: clientId, warehouse_id: id, mp_id: mpId })));
    },
  };
}
export type StoresRepository = ReturnType<typeof storesRepository>;
