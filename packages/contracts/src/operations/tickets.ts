import { z } from 'zod';
import { access, refusing } from '../access';
import { errorDetail, validationError } from '../errors';
import { operation } from '../operation';
import { CODE_FLAGS } from '../permissions';
import {
  TICKET_TEXT,
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
  ticketFileRowsAnswer,
  ticketFileRowsQuery,
  ticketIdParams,
  ticketListAnswer,
  ticketListQuery,
  ticketNotifyBody,
  ticketSearchAnswer,
  ticketSearchQuery,
  ticketTemplateQuery,
  ticketTypeEntry,
  ticketTypeList,
  ticketUpdateBody,
} from '../tickets';

const tags = ['tickets'];
const refusals = {
  400: errorDetail,
  403: errorDetail,
  404: errorDetail,
  422: validationError.or(errorDetail),
};
const done = z.object({ detail: z.string() });

/**
 * Spec 03 section 7, Tickets. Every call needs view:tickets (without it, the spec's Access Denied text); create
 * needs create:tickets and the ETA edit edit:tickets:eta. Ticket-level rules (owner, creator, reviewer,
 * assigner) are the server's policy.
 */
const viewer = refusing(access.permission(CODE_FLAGS.view_tickets), TICKET_TEXT.accessDenied);

export const ticketOps = {
  list: operation({
    method: 'GET',
    path: '/tickets/all',
    summary: 'One server page of a tab, the count of every tab and sub-tab the caller sees, and the rights',
    tags,
    access: viewer,
    query: ticketListQuery,
    answer: ticketListAnswer,
    errors: refusals,
  }),
  types: operation({
    method: 'GET',
    path: '/tickets/types',
    summary: 'The ticket types the caller may see, with this client’s ETA',
    description:
      'Each type’s form settings (brand, required_fields). For T2–T7, `fields` lists each of required_fields as ' +
      '`{key, label, kind, required}`: `key` is what POST /tickets/create takes in `data.items`.',
    tags,
    access: viewer,
    answer: ticketTypeList,
    errors: refusals,
  }),
  detail: operation({
    method: 'GET',
    path: '/tickets/details',
    summary: 'A ticket with its items, comments, history and (T16) signed file links',
    tags,
    access: viewer,
    query: ticketDetailsQuery,
    answer: ticketDetail,
    errors: refusals,
  }),
  search: operation({
    method: 'GET',
    path: '/tickets/search',
    summary: 'Deep search (≥3 characters) over ticket fields, item values and comments; at most 300',
    tags,
    access: viewer,
    query: ticketSearchQuery,
    answer: ticketSearchAnswer,
    errors: refusals,
  }),
  update: operation({
    method: 'PATCH',
    path: '/tickets/update/:id',
    summary:
      'Status, progress, new comments (append-only) or unassign (owner fields null: owner or assigner)',
    tags,
    access: viewer,
    params: ticketIdParams,
    body: ticketUpdateBody,
    answer: ticketDetail,
    errors: refusals,
  }),
  assign: operation({
    method: 'POST',
    path: '/tickets/:id/assign/:userId',
    summary:
      'Assign the ticket (assigner or owner: anyone who may work on it; anyone: an unassigned one to self)',
    tags,
    access: viewer,
    params: ticketAssignParams,
    query: ticketAssignQuery,
    answer: ticketAssignAnswer,
    errors: refusals,
  }),
  create: operation({
    method: 'POST',
    path: '/tickets/create',
    summary: 'Raise tickets of a form type (items split into tickets of 20); answers the new ids',
    description:
      'T2–T7 items carry one key per field of the type (GET /tickets/types `fields`), e.g. T4 ' +
      '`{"inquiry_details": "…", "retailer_sku": "…"}`; a label in snake case is accepted too ' +
      '(`question_inquiry_details`, `relevant_sku_if_any`, `sku`) and stored under the key. The same field sent ' +
      'twice with different values is refused (400). Marketplace and brand may come as `mp_id`/`brand_id` on the items.',
    tags,
    access: access.permission('create:tickets'),
    body: ticketCreateBody,
    answer: ticketCreateAnswer,
    errors: refusals,
  }),
  edit: operation({
    method: 'PATCH',
    path: '/tickets/created/:id',
    summary: 'Edit an unassigned ticket (creator only; type and creator name locked)',
    tags,
    access: viewer,
    params: ticketIdParams,
    body: ticketCreateBody,
    answer: ticketDetail,
    errors: refusals,
  }),
  remove: operation({
    method: 'DELETE',
    path: '/tickets/:id',
    summary: 'Delete an unassigned ticket (creator only)',
    tags,
    access: viewer,
    params: ticketIdParams,
    answer: done,
    errors: refusals,
  }),
  setEta: operation({
    method: 'PATCH',
    path: '/tickets/types/:typeId/edit/eta',
    summary: 'Set this client’s ETA (days) of a ticket type; a history row records it',
    tags,
    access: access.permission(CODE_FLAGS.ticket_eta_update),
    params: ticketEtaParams,
    query: ticketEtaQuery,
    answer: ticketTypeEntry,
    errors: refusals,
  }),
  notify: operation({
    method: 'POST',
    path: '/tickets/notify',
    summary: 'Notify chosen members of the client about a ticket (bell notification linking it)',
    tags,
    access: viewer,
    body: ticketNotifyBody,
    answer: done.extend({ notification_id: z.number().int() }),
    errors: refusals,
  }),
  act: operation({
    method: 'POST',
    path: '/tickets/:ticketId/action',
    summary:
      'Row actions (T11, T12, T14, T16): each row matched by its keys, checked and applied in one transaction',
    tags,
    access: viewer,
    params: z.object({ ticketId: ticketIdParams.shape.id }),
    body: ticketActionBody,
    answer: ticketActionAnswer,
    errors: refusals,
  }),
  template: operation({
    method: 'GET',
    path: '/tickets/template',
    summary: '{ticket type name}_Template.xlsx with the columns retailer_sku and comments (T1, T9, T10)',
    tags,
    access: access.permission(CODE_FLAGS.view_tickets),
    query: ticketTemplateQuery,
    answer: 'file',
    errors: { 403: errorDetail, 404: errorDetail, 422: validationError },
  }),
  fileRows: operation({
    method: 'POST',
    path: '/tickets/file/rows',
    summary:
      "The columns and rows of an uploaded .xlsx, .xls or .csv; with ticket_type_id also the type's column and row rules (422 with the spec's text)",
    tags,
    access: access.permission(CODE_FLAGS.view_tickets),
    upload: true,
    query: ticketFileRowsQuery,
    body: z.object({ file: z.any().describe('.xlsx, .xls or .csv') }).nullish(),
    answer: ticketFileRowsAnswer,
    errors: {
      400: errorDetail,
      403: errorDetail,
      413: errorDetail,
      422: z.union([errorDetail, validationError]),
    },
  }),
};
