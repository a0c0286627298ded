import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, json, mockFetch, user } from '../../test/factories';
import { STORAGE_KEYS } from '../session/storage-keys';
import { getSession, resetSessionForTests, setSessionUser } from '../session/store';
import { apiRequest } from './client';
import { ApiError } from './errors';

function signIn(access = 'old', refresh: string | null = 'r1') {
  localStorage.setItem(STORAGE_KEYS.accessToken, access);
  if (refresh) localStorage.setItem(STORAGE_KEYS.refreshToken, refresh);
  resetSessionForTests();
  setSessionUser(user(), { selectFirstClient: true });
}

const onlyNewToken = (_: URL, init: RequestInit) =>
  bearer(init) === 'Bearer new' ? json(200, { ok: true }) : json(401, { detail: 'expired' });

describe('api client', () => {
  beforeEach(() => resetSessionForTests());

  it('adds the bearer token and client_id of the selected client', async () => {
    signIn();
    const net = mockFetch({ 'GET /things': () => json(200, []), 'GET /users/me': () => json(200, user()) });
    await apiRequest('/things', { query: { mp_id: [3, 4], empty: undefined } });
    const call = net.calls[0]!;
    expect(bearer(call.init)).toBe('Bearer old');
    expect(call.url.searchParams.getAll('mp_id')).toEqual(['3', '4']);
    expect(call.url.searchParams.get('client_id')).toBe('1');
    expect(call.url.searchParams.has('empty')).toBe(false);
    await apiRequest('/users/me', { tenant: false });
    expect(net.calls[1]!.url.searchParams.has('client_id')).toBe(false);
  });

  it('shares one refresh among all calls that got a 401 and retries each once', async () => {
    signIn();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const net = mockFetch({
      'GET /things': onlyNewToken,
      'POST /auth/refresh': async () => {
        await gate;
        return json(200, { access_token: 'new', refresh_token: 'r2' });
      },
    });
    const calls = Promise.all([apiRequest('/things'), apiRequest('/things'), apiRequest('/things')]);
    // Let every call receive its 401 before the refresh answers.
    await new Promise((r) => setTimeout(r, 0));
    release();
    expect(await calls).toEqual([{ ok: true }, { ok: true }, { ok: true }]);

    expect(net.count('POST', '/auth/refresh')).toBe(1);
    const refresh = net.calls.find((c) => c.url.pathname === '/auth/refresh')!;
    expect(JSON.parse(String(refresh.init.body))).toEqual({ refresh_token: 'r1' });
    expect(net.count('GET', '/things')).toBe(6);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('new');
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('r2');
    expect(getSession().status).toBe('authenticated');
  });

  it('retries only once: a second 401 is an error, not another refresh', async () => {
    signIn();
    const net = mockFetch({
      'GET /things': () => json(401, { detail: 'nope' }),
      'POST /auth/refresh': () => json(200, { access_token: 'new', refresh_token: 'r2' }),
    });
    await expect(apiRequest('/things')).rejects.toMatchObject({ status: 401, detail: 'nope' });
    expect(net.count('POST', '/auth/refresh')).toBe(1);
    expect(net.count('GET', '/things')).toBe(2);
  });

  it('logs out (tokens and user cleared) when the refresh fails', async () => {
    signIn();
    const net = mockFetch({
      'GET /things': onlyNewToken,
      'POST /auth/refresh': () => json(401, { detail: 'Refresh token reused' }),
    });
    await expect(apiRequest('/things')).rejects.toBeInstanceOf(ApiError);
    expect(net.count('GET', '/things')).toBe(1);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
    expect(getSession()).toMatchObject({ status: 'anonymous', user: null, endReason: 'expired' });
  });

  it('logs out without calling refresh when no refresh token is stored', async () => {
    signIn('old', null);
    const net = mockFetch({ 'GET /things': onlyNewToken });
    await expect(apiRequest('/things')).rejects.toMatchObject({ status: 401 });
    expect(net.count('POST', '/auth/refresh')).toBe(0);
    expect(getSession().status).toBe('anonymous');
  });

  it('never refreshes on a failed login', async () => {
    signIn();
    const net = mockFetch({ 'POST /auth/login': () => json(401, { detail: 'Incorrect email or password' }) });
    await expect(
      apiRequest('/auth/login', { method: 'POST', form: { username: 'a@b.c', password: 'x' } }),
    ).rejects.toMatchObject({ status: 401 });
    expect(net.count('POST', '/auth/refresh')).toBe(0);
    expect(net.calls[0]!.init.body).toBe('username=a%40b.c&password=x');
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    signIn();
    mockFetch({
      'GET /things': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(apiRequest('/things')).rejects.toMatchObject({ status: 0, message: 'Network error.' });
  });
});

describe('refresh across tabs', () => {
  beforeEach(() => {
    resetSessionForTests();
    // jsdom has no Web Locks: a one-queue mutex stands in for the browser's cross-tab lock manager.
    let tail: Promise<unknown> = Promise.resolve();
    const request = (_name: string, task: () => Promise<unknown>) => {
      const run = tail.then(task);
      tail = run.catch(() => undefined);
      return run;
    };
    Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
  });
  // The worker's jsdom outlives this file (no isolation): later files get jsdom's navigator, without locks.
  afterAll(() => {
    Reflect.deleteProperty(navigator, 'locks');
  });

  it('uses the pair another tab rotated while this tab waited, instead of presenting the spent token', async () => {
    signIn('old', 'r1');
    const net = mockFetch({ 'GET /things': onlyNewToken });
    // Simulate the other tab: it holds the lock, rotates the pair, then releases.
    const otherTab = navigator.locks.request('marketdesk.token-refresh', async () => {
      await new Promise((r) => setTimeout(r, 0));
      localStorage.setItem(STORAGE_KEYS.accessToken, 'new');
      localStorage.setItem(STORAGE_KEYS.refreshToken, 'r2');
    });
    expect(await apiRequest('/things')).toEqual({ ok: true });
    await otherTab;
    expect(net.count('POST', '/auth/refresh')).toBe(0);
    expect(getSession().status).toBe('authenticated');
  });
});
