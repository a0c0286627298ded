import { amsConsoleOps } from '@marketdesk/contracts/operations/ams-console';
import type { ZodApp } from '../../../platform/module';
import { requireCtx } from '../../../platform/tenancy';
import { uploadRoute } from '../../../platform/uploads';
import type { ConsoleUploadService } from './console.service';

/** The console upload: the profile checked before the file is read; the rest in the service. */
export function registerConsoleRoutes(app: ZodApp, service: ConsoleUploadService) {
  uploadRoute(app, amsConsoleOps.upload, {
    check: (request) => service.profile(requireCtx(request), request.query.profile_id),
    run: (profile, file, request) => service.upload(requireCtx(request), profile, file),
  });
}
