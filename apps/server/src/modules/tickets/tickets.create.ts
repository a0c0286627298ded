import {
  checkTicketRows,
  parseComments,
  TICKET_LIMITS,
  TICKET_REFUSAL,
  TICKET_TEXT,
  type TicketDetail,
  type ticketCreateBody,
  ticketTypeDef,
} from '@marketdesk/contracts/tickets';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { badRequest, forbidden, HttpError, notFound } from '../../platform/errors';
import type { RequestContext } from '../../platform/tenancy';
import { raiseTickets } from './raise';
import { creatorsTicket, mayWork, repoOf, type TicketDeps, viewer } from './tickets.access';
import type { TicketActor } from './tickets.policy';

type CreateBody = z.infer<typeof ticketCreateBody>;

const blank = (s: string | null | undefined) => !s || s.trim() === '';

/**
 * The form rules of section 5 the server enforces too (the screens check them first): per type the fields it
 * needs and, for T1, T9 and T10, the item rows (checkTicketRows). Answers the spec's text or null.
 */
const STAMP_KEYS = new Set(['client_id', 'mp_id', 'brand_id']);

export function createRefusal(body: CreateBody, description: string): string | null {
  const items = body.data.items;
  // The stamps are the server's (it overwrites them below), so a client that sends them is not refused for them.
  const columns = [...new Set(items.flatMap((i) => Object.keys(i)))].filter((c) => !STAMP_KEYS.has(c));
  switch (body.ticket_type_id) {
    case 'T1':
      if (!body.mp_id || !body.brand_id || items.length === 0) return TICKET_TEXT.fillAll;
      return checkTicketRows('T1', columns, items);
    case 'T9':
      if (!body.mp_id || items.length === 0) return TICKET_TEXT.selectMpAndUpload;
      return checkTicketRows('T9', columns, items);
    case 'T10':
      if (body.data.requested_content_type.length === 0 || items.length === 0)
        return TICKET_TEXT.selectContent;
      return checkTicketRows('T10', columns, items);
    case 'T15':
      if (!body.fk_owner_id) return TICKET_TEXT.selectOwner;
      if (blank(body.owner_name)) return TICKET_TEXT.provideOwnerName;
      return blank(description) ? TICKET_TEXT.provideDetails : null;
    default:
      return blank(description) ? TICKET_TEXT.provideDetails : null;
  }
}

/** POST /tickets/create and PATCH /tickets/created/{id}: tickets raised by hand through the forms. */
export function ticketCreation(deps: TicketDeps) {
  const repo = repoOf(deps);

  /** The checks both calls share; answers the normalised description and the stamped items. */
  async function checked(tx: Db, ctx: RequestContext, actor: TicketActor, body: CreateBody) {
    const def = ticketTypeDef(body.ticket_type_id);
    if (!actor.types.includes(body.ticket_type_id)) throw notFound('Ticket type not found');
    if (!def?.form) throw badRequest(TICKET_REFUSAL.typeHasNoForm);
    const description = parseComments(body.comments).description;
    const refused = createRefusal(body, description);
    if (refused) throw badRequest(refused);
    if (!(await repo.referencesExist(tx, body.mp_id, body.brand_id))) {
      throw badRequest('Unknown marketplace or brand.');
    }
    const stamp = { client_id: ctx.clientId, mp_id: body.mp_id ?? null, brand_id: body.brand_id ?? null };
    const items = body.data.items.map((i) => ({ ...i, ...stamp }));
    return { description, items };
  }

  return {
    /** Raises ceil(N/20) tickets with the caller as creator; answers their ids. */
    async create(ctx: RequestContext, body: CreateBody): Promise<number[]> {
      const actor = viewer(ctx);
      if (!actor.create) throw forbidden();
      return repo.transaction(async (tx) => {
        const { description, items } = await checked(tx, ctx, actor, body);
        const ownerId = body.ticket_type_id === 'T15' ? (body.fk_owner_id ?? null) : null;
        if (ownerId !== null && !(await mayWork(tx, ctx.clientId, ownerId, body.ticket_type_id))) {
          throw new HttpError(422, TICKET_REFUSAL.assigneeCannotWork);
        }
        return raiseTickets(tx, {
          clientId: ctx.clientId,
          typeId: body.ticket_type_id,
          creatorId: actor.userId,
          // The signed-in user, never the body's name (issue 15).
          creatorName: creatorNameOf(ctx),
          mpId: body.mp_id,
          brandId: body.brand_id,
          ownerId,
          ownerName: ownerId === null ? null : body.owner_name?.trim(),
          description,
          items,
          requestedContentType: body.data.requested_content_type,
          driveLink: blank(body.data.drive_link) ? null : body.data.drive_link,
        });
      });
    },

    /** Edits the creator's unassigned ticket: same body, type and creator name locked, at most 20 items. */
    async edit(
      ctx: RequestContext,
      id: number,
      body: CreateBody,
      answer: (id: number) => Promise<TicketDetail>,
    ) {
      const actor = viewer(ctx);
      await repo.transaction(async (tx) => {
        const head = await creatorsTicket(repo, tx, ctx, actor, id);
        if (body.ticket_type_id !== head.fk_ticket_type_id)
          throw badRequest('The ticket type cannot be changed.');
        if (body.data.items.length > TICKET_LIMITS.itemsPerTicket) {
          throw badRequest(TICKET_REFUSAL.tooManyItemsOnEdit);
        }
        const { description, items } = await checked(tx, ctx, actor, body);
        await repo.updateTicket(tx, ctx.clientId, id, {
          description,
          fk_mp_id: body.mp_id ?? null,
          fk_brand_id: body.brand_id ?? null,
          requested_content_type: body.data.requested_content_type,
          drive_link: blank(body.data.drive_link) ? null : body.data.drive_link,
          num_items: items.length,
        });
        await repo.replaceItems(tx, ctx.clientId, id, items);
        await repo.refreshSearchDoc(tx, ctx.clientId, id);
      });
      return answer(id);
    },
  };
}
export type TicketCreation = ReturnType<typeof ticketCreation>;

/** The name a ticket records for its creator: the signed-in user's, or their email when they have none. */
function creatorNameOf(ctx: RequestContext): string {
  return `${ctx.user.first_name} ${ctx.user.last_name}`.trim() || ctx.user.email;
}
