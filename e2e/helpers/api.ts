import { expect, type Page } from '@playwright/test';
import { STORAGE } from './app';

/**
 * A read of the real API as the page's signed-in user (its bearer token and selected client), for a test to
 * find what a person would find by browsing: a demo ticket of some kind, a SKU code. Journeys act through
 * the screens; this only looks things up.
 */
export async function apiGet<T>(
  page: Page,
  path: string,
  query: Record<string, string | number> = {},
): Promise<T> {
  const [token, clientId] = await page.evaluate(
    (keys) => [window.localStorage.getItem(keys[0]!), window.localStorage.getItem(keys[1]!)],
    [STORAGE.accessToken, 'marketdesk.selected_client_id'],
  );
  expect(token, 'the page is signed in (open an app page first)').toBeTruthy();
  const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  if (clientId && !params.has('client_id')) params.set('client_id', clientId);
  const response = await page.request.get(`${path}?${params}`, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
  });
  expect(response.status(), `GET ${path}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}
