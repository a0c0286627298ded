import type { ServerModule } from '../../platform/module';

/** SKU comparison data (issue 19 item 6): recording a SKU against two competitors, the user's history. */
export const skuComparisons: ServerModule = {
  name: 'sku-comparisons',
};
