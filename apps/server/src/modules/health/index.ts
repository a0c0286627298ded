import { APP_VERSION } from '@marketdesk/contracts/constants';
import { healthOps } from '@marketdesk/contracts/operations/health';
import type { ApiModule, ServerModule } from '../../platform/module';
import { route } from '../../platform/operations';

export const healthModule: ApiModule = async (app) => {
  route(app, healthOps.check, () => ({ v: APP_VERSION }));
};

export const health: ServerModule = { name: 'health', routes: healthModule };
