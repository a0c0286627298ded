import type { ApiModule, ServerModule } from '../../platform/module';
import { tasksFor } from '../../platform/tasks';
import { dataVaultRepository } from './data-vault.repository';
import { registerDataVaultRoutes } from './data-vault.routes';
import { dataVaultService } from './data-vault.service';
import { GRID_EXPORT_KIND, gridExportTask } from './export.task';

export { type DataGrid, gridOf } from './grids';

/** The Data Vault grids (spec 02 sections 2, 5 and 7): SKU, SKU Cost and every family's marketplace data. */
export const dataVaultModule: ApiModule = async (app, deps) => {
  const svc = dataVaultService({ db: deps.db, repo: dataVaultRepository(deps.db), tasks: tasksFor(deps) });
  registerDataVaultRoutes(app, svc);
};

export const dataVault: ServerModule = {
  name: 'data-vault',
  routes: dataVaultModule,
  taskHandlers: { [GRID_EXPORT_KIND]: gridExportTask },
};
