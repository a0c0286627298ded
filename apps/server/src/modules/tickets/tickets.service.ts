import { NOTIFICATION_LOCATION } from '@marketdesk/contracts/notifications';
import type { ticketNotifyBody } from '@marketdesk/contracts/tickets';
import {
  TICKET_TEXT,
  TICKET_TYPES,
  type TicketDetail,
  type TicketListAnswer,
  type TicketListQuery,
  type TicketRow,
  type TicketTypeEntry,
  type TicketTypeId,
  ticketFieldsOf,
  visibleTabs,
} from '@marketdesk/contracts/tickets';
import type { z } from 'zod';
import { badRequest, forbidden, notFound } from '../../platform/errors';
import { identityRepository } from '../../platform/identity.repository';
import type { RequestContext } from '../../platform/tenancy';
import { sendNotification } from '../notifications';
import { ticketDetail, ticketRowOf } from './ticket-shape';
import {
  creatorsTicket,
  displayName,
  repoOf,
  type TicketDeps,
  viewer,
  visibleTicket,
} from './tickets.access';
import { rightsOf } from './tickets.policy';
import { countKeys } from './tickets.repository';

/** The ticket reads, the ETA, notify and delete calls of spec 03 section 7 (writes of tickets elsewhere). */
export function ticketsService(deps: TicketDeps) {
  const repo = repoOf(deps);
  const detailOf = async (ctx: RequestContext, id: number): Promise<TicketDetail> => {
    const detail = await ticketDetail(deps.db, ctx.clientId, id, {
      fileLinks: deps.fileLinks,
      userId: ctx.user.id,
    });
    if (!detail) throw notFound(TICKET_TEXT.notFound);
    return detail;
  };

  return {
    detailOf,

    /** GET /tickets/all: one page of a tab the caller sees, every visible tab's count and the rights. */
    async list(ctx: RequestContext, q: TicketListQuery): Promise<TicketListAnswer> {
      const actor = viewer(ctx);
      const tabs = visibleTabs(actor);
      if (!tabs.includes(q.tab)) throw forbidden();
      const visibility = { clientId: ctx.clientId, types: actor.types };
      const { rows, total, counts } = await repo.list(visibility, actor.userId, q, countKeys(tabs));
      return { tickets: rows.map((r) => ticketRowOf(r)), total, counts, rights: rightsOf(actor) };
    },

    /** GET /tickets/types: the types the caller may see, with this client's ETA. */
    async types(ctx: RequestContext): Promise<TicketTypeEntry[]> {
      const actor = viewer(ctx);
      const etas = new Map((await repo.types(ctx.clientId)).map((t) => [t.ticket_type_id, t.eta]));
      return TICKET_TYPES.filter((t) => actor.types.includes(t.id)).map((t) => ({
        ticket_type_id: t.id,
        ticket_type_name: t.name,
        ticket_type_description: t.description,
        eta: etas.get(t.id) ?? t.eta,
        brand: t.brand,
        required_fields: t.required_fields,
        fields: ticketFieldsOf(t),
        form: t.form,
      }));
    },

    async detail(ctx: RequestContext, id: number): Promise<TicketDetail> {
      await visibleTicket(repo, ctx, viewer(ctx), id);
      return detailOf(ctx, id);
    },

    /** GET /tickets/search: tickets whose deep-search text contains q (≥3 characters), at most 300. */
    async search(ctx: RequestContext, q: string): Promise<TicketRow[]> {
      const actor = viewer(ctx);
      const rows = await repo.search({ clientId: ctx.clientId, types: actor.types }, q.trim());
      return rows.map((r) => ticketRowOf(r));
    },

    /** PATCH /tickets/types/{typeId}/edit/eta: the client's ETA of a type, with a history row. */
    async setEta(ctx: RequestContext, typeId: TicketTypeId, days: number): Promise<TicketTypeEntry> {
      const actor = viewer(ctx);
      if (!actor.types.includes(typeId)) throw notFound('Ticket type not found');
      await repo.transaction(async (tx) => {
        const before = await repo.typeEta(tx, ctx.clientId, typeId);
        await repo.setEta(tx, ctx.clientId, typeId, days);
        if (before === days) return;
        await repo.addHistory(tx, [
          {
            client_id: ctx.clientId,
            ticket_id: null,
            ticket_type_id: typeId,
            user_id: actor.userId,
            user_name: displayName(ctx.user),
            field: 'eta',
            from_value: before === null ? null : String(before),
            to_value: String(days),
          },
        ]);
      });
      const types = await this.types(ctx);
      return types.find((t) => t.ticket_type_id === typeId)!;
    },

    /** POST /tickets/notify: a bell notification to each chosen member of the client, linking the ticket. */
    async notify(ctx: RequestContext, body: z.infer<typeof ticketNotifyBody>) {
      const actor = viewer(ctx);
      const head = await visibleTicket(repo, ctx, actor, body.ticket_id);
      const userIds = [...new Set(body.user_ids)];
      const identity = identityRepository(deps.db);
      for (const id of userIds) {
        if (!(await identity.clientMembership(id, ctx.clientId)).member) {
          throw badRequest('Every recipient must be a member of this client.');
        }
      }
      // Through the notifications module: the same storage, recipient checks and audit as any notification.
      const sent = await sendNotification(deps.db, ctx.user, {
        title: `Ticket #${head.pk_ticket_id}: ${head.ticket_type_name}`,
        message: body.comment.trim(),
        level: 0,
        location: NOTIFICATION_LOCATION.bell,
        audience: 'users',
        user_ids: userIds,
        redirect_url: `/tickets/${head.pk_ticket_id}`,
      });
      return { detail: `Notified ${userIds.length} user(s).`, notification_id: sent.pk_msg_id };
    },

    /** DELETE /tickets/{id}: the creator, while unassigned. */
    async remove(ctx: RequestContext, id: number) {
      const actor = viewer(ctx);
      await repo.transaction(async (tx) => {
        await creatorsTicket(repo, tx, ctx, actor, id);
        await repo.deleteTicket(tx, ctx.clientId, id);
      });
      return { detail: TICKET_TEXT.deleted };
    },
  };
}
export type TicketsService = ReturnType<typeof ticketsService>;
