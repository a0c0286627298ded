import type { ApiModule, ServerModule } from '../../platform/module';

const routes: ApiModule = async () => {};

/** Price Check Analysis (issue 20). */
export const priceCheck: ServerModule = {
  name: 'price-check',
  routes,
};
