import type { WarehouseForm } from '@marketdesk/contracts/warehouses';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/facts';
import { warehouses } from '../../db/schema';

const columns = {
  pk_warehouse_id: warehouses.pk_warehouse_id,
  name: warehouses.name,
  address: warehouses.address,
  city: warehouses.city,
  state: warehouses.state,
  country: warehouses.country,
  zip_code: warehouses.zip_code,
  email_id: warehouses.email_id,
  poc_name: warehouses.poc_name,
  poc_number: warehouses.poc_number,
};

/** Queries on one client's warehouses; every one filters by that client. */
export function warehousesRepository(db: Db) {
  return {
    transaction: <T>(run: (tx: Tx) => Promise<T>) => db.transaction(run),

    list: (clientId: number) =>
      db
        .select(columns)
        .from(warehouses)
        .where(eq(warehouses.client_id, clientId))
        .orderBy(asc(warehouses.pk_warehouse_id)),

    async find(tx: Tx, clientId: number, warehouseId: number) {
      const [row] = await tx
        .select(columns)
        .from(warehouses)
        .where(and(eq(warehouses.client_id, clientId), eq(warehouses.pk_warehouse_id, warehouseId)))
        // Two admins saving the same warehouse: the second waits and audits the first one's values as "before".
        .for('update');
      return row;
    },

    async insert(tx: Tx, clientId: number, values: WarehouseForm) {
      const [row] = await tx
        .insert(warehouses)
        .values({ ...values, client_id: clientId })
        .returning(columns);
      return row!;
    },

    async update(tx: Tx, clientId: number, warehouseId: number, values: WarehouseForm) {
      const [row] = await tx
        .update(warehouses)
        .set(values)
        .where(and(eq(warehouses.client_id, clientId), eq(warehouses.pk_warehouse_id, warehouseId)))
        .returning(columns);
      return row!;
    },
  };
}
export type WarehousesRepository = ReturnType<typeof warehousesRepository>;
