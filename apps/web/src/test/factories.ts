import type { CurrentUser } from '@marketdesk/contracts';
import { vi } from 'vitest';

type Role = CurrentUser['roles'][number];

export function role(
  clientId: number,
  name: string,
  codes: string[],
  id = Math.floor(Math.random() * 1e6),
): Role {
  return {
    id,
    name,
    client_id: clientId,
    permissions: codes.map((code) => ({ code, name: code, module: code.split(':')[0] ?? code, action: 'x' })),
  };
}

export function user(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 7,
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@acme.test',
    is_sa: false,
    clients: [
      { id: 2, name: 'Borealis Sports' },
      { id: 1, name: 'Acme Home' },
    ],
    roles: [role(1, 'Seller', ['dashboard:view'])],
    marketplaces: [],
    brands: [],
    warehouses: [],
    profiles: [],
    ...overrides,
  };
}

/** A marketplace as GET /marketplaces answers it: a German one in euros unless the overrides say otherwise. */
export function marketplace(
  pk_mp_id: number,
  name: string,
  short_code: string,
  overrides: { country_code?: string; currency_code?: string; website_url?: string } = {},
) {
  return {
    pk_mp_id,
    name,
    short_code,
    country_code: 'DE',
    currency_code: 'EUR',
    website_url: 'https://example.com',
    ...overrides,
  };
}

export const json = (status: number, body: unknown): Response =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

type Handler = (url: URL, init: RequestInit) => Response | Promise<Response>;

/** Replaces fetch (the network boundary) with handlers keyed "METHOD /path"; records every call. */
export function mockFetch(handlers: Record<string, Handler>) {
  const calls: { method: string; url: URL; init: RequestInit }[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    calls.push({ method, url, init });
    const handler = handlers[`${method} ${url.pathname}`];
    if (!handler) return json(404, { detail: `no handler for ${method} ${url.pathname}` });
    return handler(url, init);
  });
  vi.stubGlobal('fetch', fn);
  return {
    fn,
    calls,
    count: (method: string, path: string) =>
      calls.filter((c) => c.method === method && c.url.pathname === path).length,
  };
}

export const bearer = (init: RequestInit): string | undefined =>
  (init.headers as Record<string, string> | undefined)?.Authorization;
