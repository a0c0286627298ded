import { warehouseOps } from '@marketdesk/contracts/operations/warehouses';
import type { ZodApp } from '../../platform/module';
import { route } from '../../platform/operations';
import { requireCtx } from '../../platform/tenancy';
import type { warehousesService } from './warehouses.service';

/** Spec 01 section 7 "Reference data": GET /warehouses/all, POST /warehouses, PUT /warehouses?warehouse_id. */
export function registerWarehousesRoutes(app: ZodApp, warehouses: ReturnType<typeof warehousesService>) {
  route(app, warehouseOps.list, (request) => warehouses.list(requireCtx(request)));
  route(app, warehouseOps.create, (request) => warehouses.create(requireCtx(request), request.body));
  route(app, warehouseOps.update, (request) =>
    warehouses.update(requireCtx(request), request.query.warehouse_id, request.body),
  );
}
