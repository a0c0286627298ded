import { errorDetail, validationError } from '@marketdesk/contracts/errors';
import { CODE_FLAGS } from '@marketdesk/contracts/permissions';
import {
  ticketActionAnswer,
  ticketActionBody,
  ticketAssignAnswer,
  ticketAssignParams,
  ticketAssignQuery,
  ticketCreateAnswer,
  ticketCreateBody,
  ticketDetail,
  ticketDetailsQuery,
  ticketEtaParams,
  ticketEtaQuery,
  ticketIdParams,
  ticketListAnswer,
  ticketListQuery,
  ticketNotifyBody,
  ticketSearchAnswer,
  ticketSearchQuery,
  ticketTypeEntry,
  ticketTypeList,
  ticketUpdateBody,
} from '@marketdesk/contracts/tickets';
import { z } from 'zod';
import { access } from '../../platform/access';
import type { ZodApp } from '../../platform/module';
import { requireCtx } from '../../platform/tenancy';
import type { TicketActions } from './tickets.actions';
import type { TicketCreation } from './tickets.create';
import type { TicketsService } from './tickets.service';
import type { TicketUpdates } from './tickets.update';

const refusals = {
  400: errorDetail,
  403: errorDetail,
  404: errorDetail,
  422: validationError.or(errorDetail),
};
const done = z.object({ detail: z.string() });

export interface TicketServices {
  reads: TicketsService;
  updates: TicketUpdates;
  creation: TicketCreation;
  actions: TicketActions;
}

/**
 * Spec 03 section 7, Tickets. Every call is open to members of the client holding view:tickets (the services
 * answer the spec's Access Denied text without it); create needs create:tickets and the ETA edit
 * edit:tickets:eta on top. Ticket-level rules (owner, creator, reviewer, assigner) are the policy's.
 */
export function registerTicketRoutes(app: ZodApp, s: TicketServices) {
  const member = access.member();
  const tags = ['tickets'];

  app.get(
    '/tickets/all',
    {
      config: { access: member },
      schema: {
        tags,
        summary:
          'One server page of a tab, the count of every tab and sub-tab the caller sees, and the rights',
        querystring: ticketListQuery,
        response: { 200: ticketListAnswer, ...refusals },
      },
    },
    (request) => s.reads.list(requireCtx(request), request.query),
  );

  app.get(
    '/tickets/types',
    {
      config: { access: member },
      schema: {
        tags,
        summary: 'The ticket types the caller may see, with this client’s ETA',
        response: { 200: ticketTypeList, ...refusals },
      },
    },
    (request) => s.reads.types(requireCtx(request)),
  );

  app.get(
    '/tickets/details',
    {
      config: { access: member },
      schema: {
        tags,
        summary: 'A ticket with its items, comments, history and (T16) signed file links',
        querystring: ticketDetailsQuery,
        response: { 200: ticketDetail, ...refusals },
      },
    },
    (request) => s.reads.detail(requireCtx(request), request.query.id),
  );

  app.get(
    '/tickets/search',
    {
      config: { access: member },
      schema: {
        tags,
        summary: 'Deep search (≥3 characters) over ticket fields, item values and comments; at most 300',
        querystring: ticketSearchQuery,
        response: { 200: ticketSearchAnswer, ...refusals },
      },
    },
    (request) => s.reads.search(requireCtx(request), request.query.q),
  );

  app.patch(
    '/tickets/update/:id',
    {
      config: { access: member },
      schema: {
        tags,
        summary:
          'Status, progress, new comments (append-only) or unassign (owner fields null: owner or assigner)',
        params: ticketIdParams,
        body: ticketUpdateBody,
        response: { 200: ticketDetail, ...refusals },
      },
    },
    async (request) => {
      const ctx = requireCtx(request);
      await s.updates.update(ctx, request.params.id, request.body);
      return s.reads.detailOf(ctx, request.params.id);
    },
  );

  app.post(
    '/tickets/:id/assign/:userId',
    {
      config: { access: member },
      schema: {
        tags,
        summary:
          'Assign the ticket (assigner or owner: anyone who may work on it; anyone: an unassigned one to self)',
        params: ticketAssignParams,
        querystring: ticketAssignQuery,
        response: { 200: ticketAssignAnswer, ...refusals },
      },
    },
    (request) =>
      s.updates.assign(
        requireCtx(request),
        request.params.id,
        request.params.userId,
        request.query.user_name,
      ),
  );

  app.post(
    '/tickets/create',
    {
      config: { access: access.permission('create:tickets') },
      schema: {
        tags,
        summary: 'Raise tickets of a form type (items split into tickets of 20); answers the new ids',
        body: ticketCreateBody,
        response: { 200: ticketCreateAnswer, ...refusals },
      },
    },
    (request) => s.creation.create(requireCtx(request), request.body),
  );

  app.patch(
    '/tickets/created/:id',
    {
      config: { access: member },
      schema: {
        tags,
        summary: 'Edit an unassigned ticket (creator only; type and creator name locked)',
        params: ticketIdParams,
        body: ticketCreateBody,
        response: { 200: ticketDetail, ...refusals },
      },
    },
    (request) => {
      const ctx = requireCtx(request);
      return s.creation.edit(ctx, request.params.id, request.body, (id) => s.reads.detailOf(ctx, id));
    },
  );

  app.delete(
    '/tickets/:id',
    {
      config: { access: member },
      schema: {
        tags,
        summary: 'Delete an unassigned ticket (creator only)',
        params: ticketIdParams,
        response: { 200: done, ...refusals },
      },
    },
    (request) => s.reads.remove(requireCtx(request), request.params.id),
  );

  app.patch(
    '/tickets/types/:typeId/edit/eta',
    {
      config: { access: access.permission(CODE_FLAGS.ticket_eta_update) },
      schema: {
        tags,
        summary: 'Set this client’s ETA (days) of a ticket type; a history row records it',
        params: ticketEtaParams,
        querystring: ticketEtaQuery,
        response: { 200: ticketTypeEntry, ...refusals },
      },
    },
    (request) => s.reads.setEta(requireCtx(request), request.params.typeId, request.query.n),
  );

  app.post(
    '/tickets/notify',
    {
      config: { access: member },
      schema: {
        tags,
        summary: 'Notify chosen members of the client about a ticket (bell notification linking it)',
        body: ticketNotifyBody,
        response: { 200: done.extend({ notification_id: z.number().int() }), ...refusals },
      },
    },
    (request) => s.reads.notify(requireCtx(request), request.body),
  );

  app.post(
    '/tickets/:ticketId/action',
    {
      config: { access: member },
      schema: {
        tags,
        summary:
          'Row actions (T11, T12, T14, T16): each row matched by its keys, checked and applied in one transaction',
        params: z.object({ ticketId: ticketIdParams.shape.id }),
        body: ticketActionBody,
        response: { 200: ticketActionAnswer, ...refusals },
      },
    },
    async (request) => {
      const ctx = requireCtx(request);
      const results = await s.actions.act(ctx, request.params.ticketId, request.body.updates);
      return { results, ticket: await s.reads.detailOf(ctx, request.params.ticketId) };
    },
  );
}
