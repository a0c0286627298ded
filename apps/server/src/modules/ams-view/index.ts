import type { ServerModule } from '../../platform/module';
import { AMS_EXPORT_KIND, amsExportTask } from './ams-view.export';
import { registerAmsViewRoutes } from './ams-view.routes';

/** AMS View (issue 21 item 1): a seller's ad groups, ASINs, targets, search terms and negatives, and their CSVs. */
export const amsView: ServerModule = {
  name: 'ams-view',
  routes: async (app, deps) => registerAmsViewRoutes(app, deps),
  taskHandlers: { [AMS_EXPORT_KIND]: amsExportTask },
};
