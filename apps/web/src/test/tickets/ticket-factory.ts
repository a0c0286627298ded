import {
  type Ticket,
  type TicketListAnswer,
  type TicketTypeId,
  ticketTypeDef,
} from '@marketdesk/contracts/tickets';

/** Tests only: a ticket as the API answers it (contract shape), with overrides. */
export function ticketFixture(overrides: Partial<Ticket> & { pk_ticket_id: number }): Ticket {
  const type: TicketTypeId = overrides.fk_ticket_type_id ?? 'T8';
  const def = ticketTypeDef(type);
  return {
    fk_ticket_type_id: type,
    fk_creator_id: 7,
    creator_name: 'Ada Lovelace',
    fk_owner_id: null,
    owner_name: null,
    status: 'PENDING',
    percent_completion: 0,
    dt_creation: new Date(Date.now() - 3_600_000).toISOString(),
    dt_assign: null,
    dt_completion: null,
    fk_mp_id: null,
    fk_brand_id: null,
    brand_name: null,
    marketplace_name: null,
    num_items: 0,
    comments: '',
    ticket_type_info: {
      ticket_type_id: type,
      ticket_type_name: def?.name ?? type,
      ticket_type_description: def?.description ?? '',
      eta: def?.eta ?? 0,
    },
    data: { items: [], requested_content_type: [], drive_link: null },
    ...overrides,
  };
}

/** Tests only: a GET /tickets/all answer. */
export function ticketListFixture(
  tickets: Ticket[],
  rest: Partial<Omit<TicketListAnswer, 'tickets'>> = {},
): TicketListAnswer {
  return {
    tickets,
    total: tickets.length,
    counts: {},
    rights: { assigner: false, reviewer: false, eta: false, create: false },
    ...rest,
  };
}
