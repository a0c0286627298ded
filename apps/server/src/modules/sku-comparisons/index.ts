import { skuComparisonOps } from '@marketdesk/contracts/operations/sku-comparisons';
import type { ApiModule, ServerModule } from '../../platform/module';
import { route } from '../../platform/operations';
import { requireCtx } from '../../platform/tenancy';
import { writeDemoSkuComparisons } from './demo-comparisons';
import { skuComparisonRepository } from './sku-comparisons.repository';
import { skuComparisonService } from './sku-comparisons.service';

export {
  competitorSku,
  DEMO_COMPARISON_DAYS,
  type DemoListing,
  type DemoRecorder,
  demoDays,
  demoRecorders,
  retailerSku,
} from './demo-comparisons';

const routes: ApiModule = async (app, { db }) => {
  const service = skuComparisonService(skuComparisonRepository(db), db);
  route(app, skuComparisonOps.record, (request) =>
    service.record(requireCtx(request), request.query.mp_id, request.body),
  );
  route(app, skuComparisonOps.history, (request) => service.history(requireCtx(request), request.query));
};

/** SKU comparison data (issue 19 item 6): recording a SKU against two competitors, the user's history. */
export const skuComparisons: ServerModule = {
  name: 'sku-comparisons',
  routes,
  // After the focused-SKU part (module list order): most demo records are of focused listings.
  demo: { write: writeDemoSkuComparisons, history: true },
};
