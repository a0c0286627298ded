import { filesFor } from '../../platform/files';
import type { ApiModule } from '../../platform/module';
import { registerUploadParsing } from '../../platform/uploads';
import { inventoryRepository } from './inventory.repository';
import { registerInventoryRoutes } from './inventory.routes';
import { inventoryService } from './inventory.service';

/** Demo stock and inventory files (main.ts calls it on a fresh demo). */
export { writeDemoInventory } from './demo-inventory';
/** The SP-API FBA inventory report's import (modules/amazon-reports calls it). */
export { FBA_INVENTORY_REPORT, importFbaInventory } from './fba-import';

/** Inventory Upload and Inventory & Reports (spec 02) on the upload pipeline and the stock tables. */
export const inventoryModule: ApiModule = async (app, deps) => {
  await registerUploadParsing(app);
  registerInventoryRoutes(
    app,
    inventoryService({
      db: deps.db,
      files: filesFor(deps),
      links: deps.fileLinks,
      repo: inventoryRepository(deps.db),
    }),
  );
};
