import { healthCheck } from '@marketdesk/contracts/auth';
import { APP_VERSION } from '@marketdesk/contracts/constants';
import { access } from '../../platform/access';
import type { ApiModule, ServerModule } from '../../platform/module';

export const healthModule: ApiModule = async (app) => {
  app.get(
    '/health-check',
    {
      config: { access: access.public() },
      schema: { tags: ['health'], summary: 'Liveness and version', response: { 200: healthCheck } },
    },
    () => ({ v: APP_VERSION }),
  );
};

export const health: ServerModule = { name: 'health', routes: healthModule };
