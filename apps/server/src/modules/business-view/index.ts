import type { ServerModule } from '../../platform/module';
import { tasksFor } from '../../platform/tasks';
import { registerBusinessViewRoutes } from './business-view.routes';
import { businessViewService } from './business-view.service';
import { BUSINESS_VIEW_EXPORT_KIND, businessViewExportTask } from './export.task';

/** Business View (spec 02; issue 20 item 3): the per-listing report of a marketplace and its CSV export. */
export const businessView: ServerModule = {
  name: 'business-view',
  routes: async (app, deps) => {
    registerBusinessViewRoutes(app, businessViewService({ db: deps.db, tasks: tasksFor(deps) }));
  },
  taskHandlers: { [BUSINESS_VIEW_EXPORT_KIND]: businessViewExportTask },
};
