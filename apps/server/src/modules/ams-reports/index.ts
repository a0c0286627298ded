import type { ApiModule, ServerModule } from '../../platform/module';

const routes: ApiModule = async () => {};

/** The Amazon Ads API report pipeline (issue 21 item 2). */
export const amsReports: ServerModule = {
  name: 'ams-reports',
  routes,
};
