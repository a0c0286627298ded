import type { ApiModule, ServerModule } from '../../platform/module';

const routes: ApiModule = async () => {};

/** Business View (issue 20). */
export const businessView: ServerModule = {
  name: 'business-view',
  routes,
};
