import { adgroupMasterOps } from '@marketdesk/contracts/operations/adgroup-master';
import { TICKET_LIMITS } from '@marketdesk/contracts/tickets';
import type { ZodApp } from '../../platform/module';
import { route } from '../../platform/operations';
import { sendXlsx } from '../../platform/spreadsheets';
import { requireCtx } from '../../platform/tenancy';
import { receiveUploadForm, uploadRoute } from '../../platform/uploads';
import type { AdgroupMasterService } from './adgroup-master.service';

/** AdGroup Master (spec 03 sections 2, 5, 7): adgroup_master:create (template, upload) or :view (lists). */
export function registerAdgroupMasterRoutes(app: ZodApp, service: AdgroupMasterService) {
  route(app, adgroupMasterOps.profiles, async (request) =>
    service.profiles(requireCtx(request), request.query.mp_id),
  );

  route(app, adgroupMasterOps.template, async (_request, reply) => sendXlsx(reply, await service.template()));

  uploadRoute(app, adgroupMasterOps.upload, {
    // The route's permission is the access check; the profile is a field of the form, checked by the service
    // once the form is read.
    check: () => undefined,
    receive: (request) => receiveUploadForm(request, TICKET_LIMITS.uploadMaxBytes),
    async run(_, form, request) {
      const outcome = await service.upload(requireCtx(request), form);
      if (!outcome.ok) return outcome;
      return { ok: true, answer: { ticket_id: outcome.ticket_id, detail: outcome.detail } };
    },
  });

  route(app, adgroupMasterOps.list, async (request) => service.list(requireCtx(request), request.query));
}
