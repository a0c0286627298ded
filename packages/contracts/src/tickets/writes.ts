import { z } from 'zod';
import { id, idParam, ids, name, text, webLink } from '../primitives';
import { TICKET_LIMITS, TICKET_STATUSES, ticketTypeId } from './model';
import { ticketSchema } from './ticket';
import { CONTENT_TYPES } from './types';

/** Tickets: Writes (section 7). */

/** PATCH /tickets/update/{id}: only these fields; owner fields null unassign (ours: owner or assigner). */
export const ticketUpdateBody = z
  .object({
    status: z.enum(TICKET_STATUSES).optional(),
    comments: text(200_000).optional(),
    percent_completion: z.number().int().min(0).max(100).optional(),
    dt_completion: z.string().nullable().optional(),
    fk_owner_id: z.null().optional(),
    owner_name: z.null().optional(),
    dt_assign: z.null().optional(),
  })
  .strict();
export type TicketUpdateBody = z.infer<typeof ticketUpdateBody>;

export const ticketAssignParams = z.object({ id: idParam(), userId: idParam() });
export const ticketAssignQuery = z.object({ user_name: name(200).optional() });
/** The updated ticket; `detail` 'Ticket already assigned.' when it was (ticket unchanged). */
export const ticketAssignAnswer = ticketSchema.extend({ detail: z.string().optional() });

/** One value of an item cell as a client may send it. */
export const itemValue = z.union([z.string().max(10_000), z.number(), z.boolean(), z.null()]);
export const ticketItemInput = z.record(z.string().max(100), itemValue);
export const ticketCreateBody = z.object({
  ticket_type_id: ticketTypeId,
  /** The comments blob; on create only its description is kept. */
  comments: text(100_000).default(''),
  /** Ignored: the creator is the caller. */
  fk_creator_id: z.number().int().nullable().optional(),
  /** Ignored (issue 15): the server records the signed-in user's own name; the spec's body still sends it. */
  creator_name: name(200).optional(),
  /**
   * Ours: the marketplace and brand (stamped on the items by the server). The spec's body has them only on the
   * items (`mp_id`, `brand_id`): without them here, the items' stamps are taken when every item agrees.
   */
  mp_id: id().nullable().optional(),
  brand_id: id().nullable().optional(),
  /** T15: the chosen owner. */
  fk_owner_id: id().nullable().optional(),
  owner_name: name(200).nullable().optional(),
  data: z
    .object({
      items: z.array(ticketItemInput).max(TICKET_LIMITS.maxItemsPerCreate).default([]),
      requested_content_type: z.array(z.enum(CONTENT_TYPES)).max(2).default([]),
      drive_link: webLink(2000).nullable().default(null),
    })
    .default({ items: [], requested_content_type: [], drive_link: null }),
});
export type TicketCreateBody = z.input<typeof ticketCreateBody>;
export const ticketCreateAnswer = z.array(z.number().int());

export const ticketEtaParams = z.object({ typeId: ticketTypeId });
export const ticketEtaQuery = z.object({
  n: z.coerce.number().int().min(TICKET_LIMITS.etaMinDays).max(TICKET_LIMITS.etaMaxDays),
});

export const ticketNotifyBody = z.object({
  user_ids: ids(50).min(1),
  comment: text(2000).pipe(z.string().trim().min(1)),
  ticket_id: id(),
});
