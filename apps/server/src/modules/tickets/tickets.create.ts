import {
  fieldItemsRefusal,
  itemUnderKeys,
  TICKET_FIELD_TEXT,
  takesFields,
} from '@marketdesk/contracts/ticket-fields';
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
import { type Stamps, stampsOf } from './create-stamps';
import { raiseTickets } from './raise';
import { creatorsTicket, mayWork, repoOf, type TicketDeps, viewer } from './tickets.access';
import type { TicketActor } from './tickets.policy';

type CreateBody = z.infer<typeof ticketCreateBody>;

const blank = (s: string | null | undefined) => !s || s.trim() === '';

/** The stamps are the server's (it overwrites them), so a client that sends them is not refused for them. */
const STAMP_KEYS = new Set(['client_id', 'mp_id', 'brand_id']);

/**
 * The form rules of section 5 the server enforces too (the screens check them first): per type the fields it
 * needs and, for T1, T9 and T10, the item rows (checkTicketRows); T2–T7 their settings' fields and brand
 * (contracts/ticket-fields). `stamps` are the ticket's marketplace and brand (stampsOf). Answers the text or null.
 */
export function createRefusal(body: CreateBody, description: string, stamps: Stamps): string | null {
  const items = body.data.items;
  const columns = [...new Set(items.flatMap((i) => Object.keys(i)))].filter((c) => !STAMP_KEYS.has(c));
  const typeId = body.ticket_type_id;
  switch (typeId) {
    case 'T1':
      if (!stamps.mp_id || !stamps.brand_id || items.length === 0) return TICKET_TEXT.fillAll;
      return checkTicketRows('T1', columns, items);
    case 'T9':
      if (!stamps.mp_id || items.length === 0) return TICKET_TEXT.selectMpAndUpload;
      return checkTicketRows('T9', columns, items);
    case 'T10':
      if (body.data.requested_content_type.length === 0 || items.length === 0)
        return TICKET_TEXT.selectContent;
      return checkTicketRows('T10', columns, items);
    case 'T15':
      if (!body.fk_owner_id) return TICKET_TEXT.selectOwner;
      if (blank(body.owner_name)) return TICKET_TEXT.provideOwnerName;
      return blank(description) ? TICKET_TEXT.provideDetails : null;
    default: {
      const def = ticketTypeDef(typeId);
      if (def && takesFields(typeId)) {
        if (def.brand && !stamps.brand_id) return TICKET_FIELD_TEXT.selectBrand;
        return fieldItemsRefusal(def.required_fields, items);
      }
      return blank(description) ? TICKET_TEXT.provideDetails : null;
    }
  }
}

/**
 * T2–T7: each item's fields under their keys, a value sent under a label's snake case moved to its key
 * (issue 29 item 6); a field sent twice with different values is refused. Other types unchanged.
 */
function underFieldKeys(body: CreateBody): CreateBody {
  const def = ticketTypeDef(body.ticket_type_id);
  if (!def || !takesFields(def.id)) return body;
  const items = body.data.items.map((item, i, all) => {
    const moved = itemUnderKeys(def.required_fields, item);
    if ('refusal' in moved)
      throw badRequest(all.length > 1 ? TICKET_FIELD_TEXT.row(i + 1, moved.refusal) : moved.refusal);
    return moved.item as CreateBody['data']['items'][number];
  });
  return { ...body, data: { ...body.data, items } };
}

/** POST /tickets/create and PATCH /tickets/created/{id}: tickets raised by hand through the forms. */
export function ticketCreation(deps: TicketDeps) {
  const repo = repoOf(deps);

  /** The checks both calls share; answers the normalised description and the stamped items. */
  async function checked(tx: Db, ctx: RequestContext, actor: TicketActor, sent: CreateBody) {
    const def = ticketTypeDef(sent.ticket_type_id);
    if (!actor.types.includes(sent.ticket_type_id)) throw notFound('Ticket type not found');
    const body = underFieldKeys(sent);
    if (!def?.form) throw badRequest(TICKET_REFUSAL.typeHasNoForm);
    const description = parseComments(body.comments).description;
    const stamps = stampsOf(body);
    const refused = createRefusal(body, description, stamps);
    if (refused) throw badRequest(refused);
    if (!(await repo.referencesExist(tx, stamps.mp_id, stamps.brand_id))) {
      throw badRequest('Unknown marketplace or brand.');
    }
    const items = body.data.items.map((i) => ({ ...i, client_id: ctx.clientId, ...stamps }));
    return { description, items, stamps };
  }

  return {
    /** Raises ceil(N/20) tickets with the caller as creator; answers their ids. */
    async create(ctx: RequestContext, body: CreateBody): Promise<number[]> {
      const actor = viewer(ctx);
      if (!actor.create) throw forbidden();
      return repo.transaction(async (tx) => {
        const { description, items, stamps } = await checked(tx, ctx, actor, body);
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
          mpId: stamps.mp_id,
          brandId: stamps.brand_id,
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
        const { description, items, stamps } = await checked(tx, ctx, actor, body);
        await repo.updateTicket(tx, ctx.clientId, id, {
          description,
          fk_mp_id: stamps.mp_id,
          fk_brand_id: stamps.brand_id,
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
