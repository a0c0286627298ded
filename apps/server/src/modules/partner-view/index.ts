import type { ApiModule, ServerModule } from '../../platform/module';

const routes: ApiModule = async () => {};

/** Partner View (issue 20). */
export const partnerView: ServerModule = {
  name: 'partner-view',
  routes,
};
