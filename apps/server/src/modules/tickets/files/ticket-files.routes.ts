import { ticketOps } from '@marketdesk/contracts/operations/tickets';
import { TICKET_LIMITS } from '@marketdesk/contracts/tickets';
import { notFound } from '../../../platform/errors';
import type { ZodApp } from '../../../platform/module';
import { route } from '../../../platform/operations';
import { sendXlsx } from '../../../platform/spreadsheets';
import type { RequestContext } from '../../../platform/tenancy';
import { requireCtx } from '../../../platform/tenancy';
import { receiveUpload } from '../../../platform/uploads';
import { ticketActor } from '../tickets.policy';
import { ticketFilesService } from './ticket-files.service';

/** A type the caller may not see (access:tickets:type:{id}) is not found, as everywhere in tickets. */
function visibleType<T extends string | undefined>(ctx: RequestContext, typeId: T): T {
  if (typeId && !ticketActor(ctx.user.id, ctx.permissions).types.includes(typeId as never))
    throw notFound('Ticket type not found');
  return typeId;
}

/** Spec 03 sections 2 and 5: the form's template and file preview; view:tickets like every ticket call. */
export function registerTicketFileRoutes(app: ZodApp) {
  route(app, ticketOps.template, async (request, reply) =>
    sendXlsx(
      reply,
      await ticketFilesService.template(visibleType(requireCtx(request), request.query.ticket_type_id)),
    ),
  );
  route(app, ticketOps.fileRows, async (request) => {
    const file = await receiveUpload(request, TICKET_LIMITS.uploadMaxBytes);
    const ctx = requireCtx(request);
    return ticketFilesService.rows(file, ctx.clientId, visibleType(ctx, request.query.ticket_type_id));
  });
}
