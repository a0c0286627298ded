import { TICKET_TYPES, type TicketCreateBody, type TicketTypeId } from '@marketdesk/contracts/tickets';
import { fireEvent, screen } from '@testing-library/react';
import { expect } from 'vitest';
import { json, mockFetch, role, user } from '../factories';
import { renderRoutes, signedIn } from '../render';

/** Tests only: the ticket form's answers, user and gestures. */

/** A type as GET /tickets/types answers it: its settings (brand, required fields) and whether it has a form. */
export const typeEntry = (id: TicketTypeId) => {
  const def = TICKET_TYPES.find((t) => t.id === id)!;
  return {
    ticket_type_id: id,
    ticket_type_name: def.name,
    ticket_type_description: def.description,
    eta: def.eta,
    brand: def.brand,
    required_fields: def.required_fields,
    form: def.form,
  };
};
/** The types the server lets this user see: T11 has no form; T15 is not visible to them. */
export const VISIBLE: TicketTypeId[] = ['T1', 'T2', 'T8', 'T9', 'T10', 'T11'];
export const MARKETPLACES = [
  {
    pk_mp_id: 3,
    name: 'Amazon US',
    short_code: 'AZ_US',
    country_code: 'US',
    currency_code: 'USD',
    website_url: 'https://amazon.com',
  },
];
export const BRANDS = [{ pk_brand_id: 5, brand_name: 'Acme Kitchen', brand_code: 'AK', managed: true }];
/** Bo may own T15 tickets; Nia sees tickets but not T15; Lee's entry shows no ticketing codes. */
export const SAFELIST = [
  {
    ...user({ id: 21, first_name: 'Bo', last_name: 'Chen', email: 'bo@acme.test' }),
    permissions: ['view:tickets', 'access:tickets:type:T15'],
    profiles: [],
  },
  {
    ...user({ id: 22, first_name: 'Nia', last_name: 'Obi', email: 'nia@acme.test' }),
    permissions: ['view:tickets', 'access:tickets:type:T1'],
    profiles: [],
  },
  {
    ...user({ id: 23, first_name: 'Lee', last_name: 'Park', email: 'lee@acme.test' }),
    permissions: [],
    profiles: [],
  },
];

type Handlers = Parameters<typeof mockFetch>[0];
export function serve(types: TicketTypeId[] = VISIBLE, extra: Handlers = {}) {
  return mockFetch({
    'GET /tickets/types': () => json(200, types.map(typeEntry)),
    'GET /marketplaces': () => json(200, MARKETPLACES),
    'GET /brands': () => json(200, BRANDS),
    'GET /users/safelist': () => json(200, SAFELIST),
    ...extra,
  });
}

export function open(path = '/tickets/new') {
  signedIn(user({ roles: [role(1, 'Creator', ['view:tickets'])] }));
  return renderRoutes(path);
}

/** By text: role queries walk every cell of a 45-row preview. */
export const button = (name: string) => screen.getByText(name, { selector: 'button' });
export const optionNames = () => screen.getAllByRole('option').map((o) => o.textContent);

export async function chooseType(id: TicketTypeId) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: /Ticket Type/ }));
  fireEvent.click(screen.getByRole('option', { name: new RegExp(`^${id} –`) }));
  fireEvent.click(button('Next'));
}

export async function pick(label: RegExp, option: string) {
  const box = await screen.findByRole('combobox', { name: label });
  fireEvent.mouseDown(box);
  fireEvent.keyDown(box, { key: 'ArrowDown' });
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

/** The texts appear inline and in a toast. */
export const shown = async (text: string) =>
  expect((await screen.findAllByText(text)).length).toBeGreaterThan(0);

export const sentBody = (net: ReturnType<typeof serve>, method: string, path: string) =>
  JSON.parse(
    String(net.calls.find((c) => c.method === method && c.url.pathname === path)!.init.body),
  ) as TicketCreateBody;
