import type { ApiModule, ServerModule } from '../../platform/module';

const routes: ApiModule = async () => {};

/** AMS View (issue 21 item 1). */
export const amsView: ServerModule = {
  name: 'ams-view',
  routes,
};
