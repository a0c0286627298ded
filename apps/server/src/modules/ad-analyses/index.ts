import type { ApiModule, ServerModule } from '../../platform/module';

const routes: ApiModule = async () => {};

/** Advertising analyses that raise T11, T12 and T14 tickets (issue 21 item 5). */
export const adAnalyses: ServerModule = {
  name: 'ad-analyses',
  routes,
};
