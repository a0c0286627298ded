import type { ApiModule, ServerModule } from '../../platform/module';

const routes: ApiModule = async () => {};

/** AdGroup Master (issue 21 item 4). */
export const adgroupMaster: ServerModule = {
  name: 'adgroup-master',
  routes,
};
