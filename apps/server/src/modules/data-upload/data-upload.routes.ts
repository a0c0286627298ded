import { dataUploadOps } from '@marketdesk/contracts/operations/data-upload';
import type { ZodApp } from '../../platform/module';
import { route } from '../../platform/operations';
import { sendXlsx } from '../../platform/spreadsheets';
import { requireCtx } from '../../platform/tenancy';
import { acceptedAnswer, uploadRoute } from '../../platform/uploads';
import type { DataUploadService } from './data-upload.service';

/**
 * Data Vault templates and uploads (contracts operations/data-upload). Access: one of the upload codes at the
 * route, then the service checks the CREATE code of the data type asked for; both refuse with the spec's text.
 */
export function registerDataUploadRoutes(app: ZodApp, service: DataUploadService) {
  route(app, dataUploadOps.template, async (request, reply) =>
    sendXlsx(reply, await service.template(requireCtx(request), request.query)),
  );

  uploadRoute(app, dataUploadOps.upload, {
    check: (request) => service.checkUpload(requireCtx(request), request.query),
    async run(resolved, file, request) {
      const outcome = await service.upload(requireCtx(request), resolved, file);
      return outcome.ok ? { ok: true, answer: acceptedAnswer(outcome) } : outcome;
    },
  });
}
