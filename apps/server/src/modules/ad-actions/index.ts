import type { ApiModule, ServerModule } from '../../platform/module';

const routes: ApiModule = async () => {};

/** T11 and T12 actions that reach the advertising account (issue 21 item 6). */
export const adActions: ServerModule = {
  name: 'ad-actions',
  routes,
};
