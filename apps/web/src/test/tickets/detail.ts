import type { UserSafelistEntry } from '@marketdesk/contracts';
import {
  formatComments,
  TICKET_TYPES,
  type TicketDetail,
  type TicketTypeId,
  ticketTypeDef,
} from '@marketdesk/contracts/tickets';
import { json, mockFetch, role, user } from '../factories';
import { renderRoutes, signedIn } from '../render';

/** A ticket detail as GET /tickets/details answers it. */
export function ticket(overrides: Partial<TicketDetail> = {}, type: TicketTypeId = 'T1'): TicketDetail {
  const def = ticketTypeDef(type)!;
  return {
    pk_ticket_id: 42,
    fk_ticket_type_id: type,
    fk_creator_id: 20,
    creator_name: 'Cora Creator',
    fk_owner_id: null,
    owner_name: null,
    status: 'PENDING',
    percent_completion: 0,
    dt_creation: new Date(Date.now() - 2 * 86_400_000).toISOString(),
    dt_assign: null,
    dt_completion: null,
    fk_mp_id: 3,
    fk_brand_id: null,
    brand_name: 'Acme',
    marketplace_name: 'Amazon US',
    num_items: 0,
    comments: formatComments({ description: 'Please fix the listing titles', entries: [] }),
    ticket_type_info: {
      ticket_type_id: type,
      ticket_type_name: def.name,
      ticket_type_description: '',
      eta: def.eta,
    },
    data: { items: [], requested_content_type: [], drive_link: null },
    history: [],
    file_links: {},
    ...overrides,
  };
}

const WORKER = ['view:tickets', ...TICKET_TYPES.map((t) => `access:tickets:type:${t.id}`)];
export const SAFELIST: UserSafelistEntry[] = [
  safelisted(7, 'Ada', 'Lovelace'),
  safelisted(30, 'Grace', 'Hopper'),
  safelisted(20, 'Cora', 'Creator'),
  safelisted(40, 'Nora', 'Noview', []),
];
function safelisted(
  id: number,
  first_name: string,
  last_name: string,
  permissions = WORKER,
): UserSafelistEntry {
  return {
    ...user({ id, first_name, last_name, email: `${first_name.toLowerCase()}@acme.test` }),
    profiles: [],
    permissions,
  };
}

const MARKETPLACE = {
  pk_mp_id: 3,
  name: 'Amazon US',
  short_code: 'AZ_US',
  country_code: 'US',
  currency_code: 'USD',
  website_url: 'https://www.amazon.com/',
};

type Handler = (url: URL, init: RequestInit) => Response | Promise<Response>;

/**
 * Signs in Ada (id 7) with the given ticket codes and opens the detail page of `t` (or of a failing answer);
 * `extra` adds or replaces HTTP handlers.
 */
export function openDetail(
  t: TicketDetail | Response,
  { codes = [] as string[], path = '/tickets/42', extra = {} as Record<string, Handler> } = {},
) {
  const net = mockFetch({
    'GET /tickets/details': () => (t instanceof Response ? t : json(200, t)),
    'GET /users/safelist': () => json(200, SAFELIST),
    ...extra,
  });
  signedIn(user({ roles: [role(1, 'Ops', ['view:tickets', ...codes])], marketplaces: [MARKETPLACE] }));
  return { net, ...renderRoutes(path) };
}
