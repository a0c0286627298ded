import type { ServerModule } from '../../platform/module';
import { REVIEW_DATA_EXPORT_KIND, reviewDataExportTask } from './review-data.export';
import { registerReviewDataRoutes } from './review-data.routes';

/** Review Data (issue 20): a period-over-period report per warehouse, its summary and its CSV download. */
export const reviewData: ServerModule = {
  name: 'review-data',
  routes: async (app, deps) => registerReviewDataRoutes(app, deps),
  taskHandlers: { [REVIEW_DATA_EXPORT_KIND]: reviewDataExportTask },
};
