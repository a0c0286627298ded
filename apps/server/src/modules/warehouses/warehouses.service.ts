import type { Warehouse, WarehouseForm } from '@marketdesk/contracts/warehouses';
import { recordAudit } from '../../platform/audit';
import { notFound } from '../../platform/errors';
import type { RequestContext } from '../../platform/tenancy';
import type { WarehousesRepository } from './warehouses.repository';

export const WAREHOUSE_NOT_FOUND = 'Warehouse not found';

/** Warehouses of the selected client; the client always comes from the request context, never the body. */
export function warehousesService(repo: WarehousesRepository) {
  return {
    list: (ctx: RequestContext): Promise<Warehouse[]> => repo.list(ctx.clientId),

    create: (ctx: RequestContext, form: WarehouseForm): Promise<Warehouse> =>
      repo.transaction(async (tx) => {
        const row = await repo.insert(tx, ctx.clientId, form);
        await recordAudit(tx, {
          clientId: ctx.clientId,
          actorUserId: ctx.user.id,
          action: 'create',
          entity: 'warehouse',
          entityId: row.pk_warehouse_id,
          after: row,
        });
        return row;
      }),

    /** Another client's warehouse is answered exactly like a missing one. */
    update: (ctx: RequestContext, warehouseId: number, form: WarehouseForm): Promise<Warehouse> =>
      repo.transaction(async (tx) => {
        const before = await repo.find(tx, ctx.clientId, warehouseId);
        if (!before) throw notFound(WAREHOUSE_NOT_FOUND);
        const row = await repo.update(tx, ctx.clientId, warehouseId, form);
        await recordAudit(tx, {
          clientId: ctx.clientId,
          actorUserId: ctx.user.id,
          action: 'update',
          entity: 'warehouse',
          entityId: warehouseId,
          before,
          after: row,
        });
        return row;
      }),
  };
}
