import type { ApiModule, ServerModule } from '../../platform/module';

const routes: ApiModule = async () => {};

/** Review Data (issue 20). */
export const reviewData: ServerModule = {
  name: 'review-data',
  routes,
};
