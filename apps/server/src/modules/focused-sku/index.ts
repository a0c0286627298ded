import type { ServerModule } from '../../platform/module';
import { registerAnalysisRoutes } from './analysis.routes';
import { writeDemoFocusedSkus } from './demo-focused';
import { focusedSkuJobs } from './jobs';
import { manageRoutes } from './manage.routes';

/** The analysis engine without a request (the scheduled job): see analysis.service.ts. */
export { type AnalyzeMarketplaceInput, focusedAnalysis } from './analysis.service';
/** The products' facts and the price and fee rules of the analysis, for reports that price the same products. */
export { analysisFactsRepository } from './analysis-facts.repository';
export { commission, sellingPrice } from './analysis-record';

/** Focused SKUs (issue 19): analysis, focus management, the analysis job and the tickets analyses raise. */
export const focusedSku: ServerModule = {
  name: 'focused-sku',
  routes: async (app, deps) => {
    registerAnalysisRoutes(app, deps.db);
    await manageRoutes(app, deps);
  },
  scheduledJobs: ({ db }) => focusedSkuJobs({ db }),
  // After catalogue, inventory and tickets (module order): focused products, today's analyses and their tickets.
  demo: { write: writeDemoFocusedSkus, history: true },
};
