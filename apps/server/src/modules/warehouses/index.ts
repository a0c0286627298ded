import type { ApiModule, ServerModule } from '../../platform/module';
import { warehousesRepository } from './warehouses.repository';
import { registerWarehousesRoutes } from './warehouses.routes';
import { warehousesService } from './warehouses.service';

/** A client admin's warehouses of the selected client (spec 02, Administration). */
export const warehousesModule: ApiModule = async (app, { db }) => {
  registerWarehousesRoutes(app, warehousesService(warehousesRepository(db)));
};

export const warehouses: ServerModule = { name: 'warehouses', routes: warehousesModule };
