import { filesFor } from '../../platform/files';
import type { ApiModule, ServerModule } from '../../platform/module';
import { registerUploadParsing } from '../../platform/uploads';
import { writeDemoInventory } from './demo-inventory';
import { fbaPlanningService } from './fba-planning.service';
import { inventoryRepository } from './inventory.repository';
import { registerInventoryRoutes } from './inventory.routes';
import { inventoryService } from './inventory.service';

/** The SP-API FBA inventory report's import (modules/amazon-reports calls it). */
export { FBA_INVENTORY_REPORT, importFbaInventory } from './fba-import';

/** Inventory Upload and Inventory & Reports (spec 02) on the upload pipeline and the stock tables. */
export const inventoryModule: ApiModule = async (app, deps) => {
  await registerUploadParsing(app);
  const files = filesFor(deps);
  registerInventoryRoutes(
    app,
    inventoryService({ db: deps.db, files, links: deps.fileLinks, repo: inventoryRepository(deps.db) }),
    fbaPlanningService({ db: deps.db, files }),
  );
};

/** Demo stock, FBA stock and inventory files are its part of the demo. */
export const inventory: ServerModule = {
  name: 'inventory',
  routes: inventoryModule,
  demo: { write: writeDemoInventory },
};
