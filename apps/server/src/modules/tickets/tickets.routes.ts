import { ticketOps } from '@marketdesk/contracts/operations/tickets';
import type { ZodApp } from '../../platform/module';
import { route } from '../../platform/operations';
import { requireCtx } from '../../platform/tenancy';
import type { TicketActions } from './tickets.actions';
import type { TicketCreation } from './tickets.create';
import type { TicketsService } from './tickets.service';
import type { TicketUpdates } from './tickets.update';

export interface TicketServices {
  reads: TicketsService;
  updates: TicketUpdates;
  creation: TicketCreation;
  actions: TicketActions;
}

/** Spec 03 section 7, Tickets: the operations of contracts/operations/tickets.ts. */
export function registerTicketRoutes(app: ZodApp, s: TicketServices) {
  route(app, ticketOps.list, (request) => s.reads.list(requireCtx(request), request.query));
  route(app, ticketOps.types, (request) => s.reads.types(requireCtx(request)));
  route(app, ticketOps.detail, (request) => s.reads.detail(requireCtx(request), request.query.id));
  route(app, ticketOps.search, (request) => s.reads.search(requireCtx(request), request.query.q));
  route(app, ticketOps.update, async (request) => {
    const ctx = requireCtx(request);
    await s.updates.update(ctx, request.params.id, request.body);
    return s.reads.detailOf(ctx, request.params.id);
  });
  route(app, ticketOps.assign, (request) =>
    s.updates.assign(requireCtx(request), request.params.id, request.params.userId, request.query.user_name),
  );
  route(app, ticketOps.create, (request) => s.creation.create(requireCtx(request), request.body));
  route(app, ticketOps.edit, (request) => {
    const ctx = requireCtx(request);
    return s.creation.edit(ctx, request.params.id, request.body, (id) => s.reads.detailOf(ctx, id));
  });
  route(app, ticketOps.remove, (request) => s.reads.remove(requireCtx(request), request.params.id));
  route(app, ticketOps.setEta, (request) =>
    s.reads.setEta(requireCtx(request), request.params.typeId, request.query.n),
  );
  route(app, ticketOps.notify, (request) => s.reads.notify(requireCtx(request), request.body));
  route(app, ticketOps.act, async (request) => {
    const ctx = requireCtx(request);
    const results = await s.actions.act(ctx, request.params.ticketId, request.body.updates);
    return { results, ticket: await s.reads.detailOf(ctx, request.params.ticketId) };
  });
}
