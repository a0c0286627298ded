import { beforeEach, describe, expect, it } from 'vitest';
import { json, mockFetch, user } from '../../test/factories';
import { restoreSession } from './sign-in';
import { STORAGE_KEYS } from './storage-keys';
import { chooseClient, getSession, resetSessionForTests, selectClient, setSessionUser } from './store';

const stored = (access: string | null, refresh: string | null, client?: string) => {
  localStorage.clear();
  if (access) localStorage.setItem(STORAGE_KEYS.accessToken, access);
  if (refresh) localStorage.setItem(STORAGE_KEYS.refreshToken, refresh);
  if (client) localStorage.setItem(STORAGE_KEYS.selectedClientId, client);
  resetSessionForTests();
};

describe('session (spec 01 section 4)', () => {
  beforeEach(() => stored(null, null));

  it('starts anonymous without a stored token and loading with one', () => {
    expect(getSession().status).toBe('anonymous');
    stored('a', 'r');
    expect(getSession().status).toBe('loading');
  });

  it('selects the first client by id after login, whatever was remembered', () => {
    stored('a', 'r', '2');
    setSessionUser(user(), { selectFirstClient: true });
    expect(getSession().selectedClientId).toBe(1);
    expect(localStorage.getItem(STORAGE_KEYS.selectedClientId)).toBe('1');
  });

  it('keeps the remembered client when the user still belongs to it', () => {
    const u = user();
    expect(chooseClient(u, 2)).toBe(2);
    expect(chooseClient(u, 99)).toBe(1);
    expect(chooseClient(user({ clients: [] }), null)).toBeNull();
  });

  it('remembers a client change and refuses clients the user does not belong to', () => {
    stored('a', 'r');
    setSessionUser(user(), { selectFirstClient: true });
    selectClient(2);
    expect(getSession().selectedClientId).toBe(2);
    expect(localStorage.getItem(STORAGE_KEYS.selectedClientId)).toBe('2');
    selectClient(42);
    expect(getSession().selectedClientId).toBe(2);
  });

  it('restores the user at start with the remembered client', async () => {
    stored('a', 'r', '2');
    mockFetch({ 'GET /users/me': () => json(200, user()) });
    await restoreSession();
    expect(getSession()).toMatchObject({ status: 'authenticated', selectedClientId: 2 });
    expect(getSession().user?.email).toBe('ada@acme.test');
  });

  it('refreshes once at start when the stored access token expired', async () => {
    stored('old', 'r1');
    const net = mockFetch({
      'GET /users/me': (_, init) =>
        (init.headers as Record<string, string>).Authorization === 'Bearer new'
          ? json(200, user())
          : json(401, { detail: 'expired' }),
      'POST /auth/refresh': () => json(200, { access_token: 'new', refresh_token: 'r2' }),
    });
    await restoreSession();
    expect(getSession().status).toBe('authenticated');
    expect(net.count('POST', '/auth/refresh')).toBe(1);
  });

  it('clears the session when the user cannot be restored', async () => {
    stored('old', 'r1');
    mockFetch({
      'GET /users/me': () => json(401, { detail: 'expired' }),
      'POST /auth/refresh': () => json(401, { detail: 'Refresh token reused' }),
    });
    await restoreSession();
    expect(getSession()).toMatchObject({ status: 'anonymous', user: null });
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
  });

  it('retries a network failure at start and keeps the tokens meanwhile', async () => {
    stored('a', 'r1');
    let calls = 0;
    mockFetch({
      'GET /users/me': () => {
        calls += 1;
        if (calls < 3) throw new TypeError('Failed to fetch');
        return json(200, user());
      },
    });
    const restoring = restoreSession(0);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('a');
    await restoring;
    expect(calls).toBe(3);
    expect(getSession().status).toBe('authenticated');
  });

  it('keeps the tokens when the answer is cut off after its headers (the page was left mid-read)', async () => {
    stored('a', 'r1');
    let calls = 0;
    mockFetch({
      'GET /users/me': () => {
        calls += 1;
        if (calls > 1) return json(200, user());
        const cut = new ReadableStream({
          start(controller) {
            controller.error(new TypeError('network error'));
          },
        });
        return new Response(cut, { status: 200, headers: { 'content-type': 'application/json' } });
      },
    });
    await restoreSession(0);
    expect(calls).toBe(2);
    expect(getSession().status).toBe('authenticated');
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('a');
  });

  it('gives the session up after the network retries run out', async () => {
    stored('a', 'r1');
    mockFetch({
      'GET /users/me': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await restoreSession(0);
    expect(getSession().status).toBe('anonymous');
  });
});
