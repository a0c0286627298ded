import { AMS_CONSOLE_LIMITS } from '@marketdesk/contracts/ams-console';
import { filesFor } from '../../../platform/files';
import type { ApiModule } from '../../../platform/module';
import { registerUploadParsing } from '../../../platform/uploads';
import { registerConsoleRoutes } from './console.routes';
import { consoleUploadService } from './console.service';

/** Sponsored Products console reports and bulk files, uploaded for one advertising profile. */
export const consoleRoutes: ApiModule = async (app, deps) => {
  await registerUploadParsing(app, AMS_CONSOLE_LIMITS.maxBytes);
  registerConsoleRoutes(app, consoleUploadService({ db: deps.db, files: filesFor(deps) }));
};
