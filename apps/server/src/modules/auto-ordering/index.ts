import type { ApiModule, ServerModule } from '../../platform/module';

const routes: ApiModule = async () => {};

/** Auto Ordering (issue 20). */
export const autoOrdering: ServerModule = {
  name: 'auto-ordering',
  routes,
};
