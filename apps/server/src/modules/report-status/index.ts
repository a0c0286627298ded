import type { ApiModule, ServerModule } from '../../platform/module';

const routes: ApiModule = async () => {};

/** AMS Reports Pull Status (issue 21 item 3). */
export const reportStatus: ServerModule = {
  name: 'report-status',
  routes,
};
