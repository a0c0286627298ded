import { errorDetail, validationError } from '@marketdesk/contracts/errors';
import { CODE_FLAGS } from '@marketdesk/contracts/permissions';
import {
  TICKET_LIMITS,
  ticketFileRowsAnswer,
  ticketFileRowsQuery,
  ticketTemplateQuery,
} from '@marketdesk/contracts/tickets';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { access } from '../../../platform/access';
import { notFound } from '../../../platform/errors';
import type { ZodApp } from '../../../platform/module';
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
  const viewer = access.permission(CODE_FLAGS.view_tickets);

  app.get(
    '/tickets/template',
    {
      config: { access: viewer },
      schema: {
        tags: ['tickets'],
        summary: '{ticket type name}_Template.xlsx with the columns retailer_sku and comments (T1, T9, T10)',
        querystring: ticketTemplateQuery,
        response: { 403: errorDetail, 404: errorDetail, 422: validationError },
      },
    },
    async (request, reply) => {
      return sendXlsx(
        reply as FastifyReply,
        await ticketFilesService.template(visibleType(requireCtx(request), request.query.ticket_type_id)),
      );
    },
  );

  app.post(
    '/tickets/file/rows',
    {
      config: { access: viewer },
      schema: {
        tags: ['tickets'],
        summary:
          "The columns and rows of an uploaded .xlsx, .xls or .csv; with ticket_type_id also the type's column and row rules (422 with the spec's text)",
        consumes: ['multipart/form-data'],
        querystring: ticketFileRowsQuery,
        body: z.object({ file: z.any().describe('.xlsx, .xls or .csv') }).nullish(),
        response: {
          200: ticketFileRowsAnswer,
          400: errorDetail,
          403: errorDetail,
          413: errorDetail,
          422: z.union([errorDetail, validationError]),
        },
      },
    },
    async (request) => {
      const file = await receiveUpload(request, TICKET_LIMITS.uploadMaxBytes);
      const ctx = requireCtx(request);
      return ticketFilesService.rows(file, ctx.clientId, visibleType(ctx, request.query.ticket_type_id));
    },
  );
}
