import { invoiceOps } from '@marketdesk/contracts/operations/invoices';
import { TICKET_LIMITS } from '@marketdesk/contracts/tickets';
import type { ZodApp } from '../../platform/module';
import { route } from '../../platform/operations';
import { sendXlsx } from '../../platform/spreadsheets';
import { requireCtx } from '../../platform/tenancy';
import { receiveUploadForm, uploadRoute } from '../../platform/uploads';
import type { InvoicesService } from './invoices.service';

/** Invoice Header Upload (spec 03 sections 2, 5, 7): the module data_vault_upload (spec 03 section 6). */
export function registerInvoiceRoutes(app: ZodApp, service: InvoicesService) {
  route(app, invoiceOps.vendors, async (request) =>
    service.vendors(requireCtx(request), request.query.search),
  );

  route(app, invoiceOps.template, async (request, reply) =>
    sendXlsx(reply, await service.template(requireCtx(request), request.query.warehouse_name)),
  );

  uploadRoute(app, invoiceOps.upload, {
    // The route's module check is the access check; the warehouse is a field of the form, checked by the
    // service once the form is read.
    check: () => undefined,
    receive: (request) => receiveUploadForm(request, TICKET_LIMITS.uploadMaxBytes),
    async run(_, form, request) {
      const outcome = await service.upload(requireCtx(request), form);
      if (!outcome.ok) return outcome;
      return { ok: true, answer: { ticket_id: outcome.ticket_id, detail: outcome.detail } };
    },
  });
}
