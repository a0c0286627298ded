import { z } from 'zod';
import { TICKET_STATUSES, ticketTypeId } from './model';
import { ticketTypeInfo } from './types';

/** Tickets: The ticket (section 3). */

/** One item: its keys and values (any JSON) plus the action fields the server keeps. */
export const ticketItem = z
  .object({
    /** Position of the item in its ticket (1-based); the row identity for actions besides the type's keys. */
    item_no: z.number().int().optional(),
    action_taken: z.string().nullable().optional(),
    result: z.unknown().optional(),
    comments: z.string().nullable().optional(),
    /**
     * T16 answers only: who uploaded the row's file (the stored file's creator, not kept on the item). Nobody
     * accepts their own upload (issue 16, four eyes); the screen disables Accept for them.
     */
    uploaded_by: z.number().int().nullable().optional(),
  })
  .catchall(z.unknown());
export type TicketItem = z.infer<typeof ticketItem>;

export const ticketHistoryEntry = z.object({
  at: z.string(),
  user_id: z.number().int().nullable(),
  user_name: z.string(),
  /** status, owner, percent_completion or eta. */
  field: z.enum(['status', 'owner', 'percent_completion', 'eta']),
  from: z.string().nullable(),
  to: z.string().nullable(),
});
export type TicketHistoryEntry = z.infer<typeof ticketHistoryEntry>;

export const ticketSchema = z.object({
  pk_ticket_id: z.number().int(),
  fk_ticket_type_id: ticketTypeId,
  fk_creator_id: z.number().int().nullable(),
  /** Blank for automated tickets: shown as System. */
  creator_name: z.string(),
  fk_owner_id: z.number().int().nullable(),
  owner_name: z.string().nullable(),
  status: z.enum(TICKET_STATUSES),
  percent_completion: z.number().int(),
  dt_creation: z.string(),
  dt_assign: z.string().nullable(),
  dt_completion: z.string().nullable(),
  fk_mp_id: z.number().int().nullable(),
  fk_brand_id: z.number().int().nullable(),
  brand_name: z.string().nullable(),
  marketplace_name: z.string().nullable(),
  num_items: z.number().int(),
  /** The comments blob (formatComments). */
  comments: z.string(),
  ticket_type_info: ticketTypeInfo,
  data: z.object({
    items: z.array(ticketItem),
    requested_content_type: z.array(z.string()),
    drive_link: z.string().nullable(),
  }),
});
export type Ticket = z.infer<typeof ticketSchema>;

/** GET /tickets/details?id=: the ticket plus its history and, for T16, signed links to its files. */
export const ticketDetail = ticketSchema.extend({
  history: z.array(ticketHistoryEntry),
  /** file_name → signed download path (T16). */
  file_links: z.record(z.string(), z.string()),
});
export type TicketDetail = z.infer<typeof ticketDetail>;

/** A list row: the ticket without its items (data.items is empty; num_items counts them). */
export const ticketRow = ticketSchema;
export type TicketRow = Ticket;
