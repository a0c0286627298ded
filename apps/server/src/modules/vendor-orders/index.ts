import { filesFor } from '../../platform/files';
import type { ApiModule, ServerModule } from '../../platform/module';
import { registerUploadParsing } from '../../platform/uploads';
import { dfService } from './df.service';
import { poService } from './po.service';
import { vendorOrdersRepository } from './vendor-orders.repository';
import { registerVendorOrdersRoutes } from './vendor-orders.routes';

/** Purchase Order Management and DF Orders Management (spec 03): uploads, DF grid and edits, deletes. */
export const vendorOrdersModule: ApiModule = async (app, deps) => {
  await registerUploadParsing(app);
  const files = filesFor(deps);
  const repo = vendorOrdersRepository(deps.db);
  registerVendorOrdersRoutes(app, {
    db: deps.db,
    repo,
    po: poService({ db: deps.db, files }),
    df: dfService({ db: deps.db, files, repo }),
  });
};

export const vendorOrders: ServerModule = { name: 'vendor-orders', routes: vendorOrdersModule };
