import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFacts, writeRates, writeSkus } from '../../test/fixtures/dashboard';
import { createTestApp, type TestApp } from '../../test/helper';
import { mulberry32 } from '../db/demo/prng';
import { userRoles, users } from '../db/schema';
import { answerCache } from './answer-cache';

/**
 * Cached answers (the request guard's reads, /users/me, the notifications poll, the dashboard's series) are
 * never served across a change made through this server: each call below reads, changes the data, and reads
 * again at once.
 */
/** The UTC date `days` from today, as the API writes dates. */
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t?.close());

describe('answerCache', () => {
  it('keeps an answer while nothing is written, and reads again after any write', async () => {
    const cache = answerCache<number>(t.db, { max: 10 });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('a', load)).toBe(1);
    // A read does not count as a change.
    await t.db.execute(sql`select 1`);
    expect(await cache.get('a', load)).toBe(1);
    // A write anywhere (here a client nobody reads through this key) drops the answer.
    await t.make.client();
    expect(await cache.get('a', load)).toBe(2);
    // So does a transaction's commit.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
    });
    expect(await cache.get('a', load)).toBe(3);
  });

  it('never answers one key with another key’s answer, and keeps no failure', async () => {
    const cache = answerCache<string>(t.db, { max: 10 });
    expect(await cache.get('user 1', async () => 'one')).toBe('one');
    expect(await cache.get('user 2', async () => 'two')).toBe('two');
    expect(await cache.get('user 1', async () => 'other')).toBe('one');
    await expect(cache.get('user 3', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('user 3', async () => 'three')).toBe('three');
  });

  it('shares one read between callers that ask at the same time', async () => {
    const cache = answerCache<number>(t.db, { max: 10 });
    let loads = 0;
    const load = async () => {
      loads++;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return loads;
    };
    expect(await Promise.all([cache.get('k', load), cache.get('k', load)])).toEqual([1, 1]);
  });
});

describe('answers of the API that are kept between calls', () => {
  it('/users/me shows a role granted, and no longer one taken away, at once', async () => {
    const client = await t.make.client({ name: 'Cache Co' });
    const user = await t.make.user();
    await t.make.membership(user.id, client.pk_client_id);
    const headers = await t.auth(user.id);
    const me = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/users/me', headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { id: number; roles: { name: string }[] };
    };
    expect((await me()).roles).toEqual([]);
    const role = await t.make.role(client.pk_client_id, { name: 'Seller', permissions: ['dashboard:view'] });
    await t.make.grant(user.id, role);
    expect((await me()).roles.map((r) => r.name)).toEqual(['Seller']);
    await t.db.delete(userRoles).where(and(eq(userRoles.user_id, user.id), eq(userRoles.role_id, role.id)));
    expect((await me()).roles).toEqual([]);
  });

  it('/users/me of two users, one after the other, each answers its own user', async () => {
    const client = await t.make.client();
    const a = (await t.make.member(client.pk_client_id, { permissions: ['dashboard:view'] })).user;
    const b = (await t.make.member(client.pk_client_id, { permissions: ['view:tickets'] })).user;
    const headersA = await t.auth(a.id);
    const headersB = await t.auth(b.id);
    for (let round = 0; round < 2; round++) {
      for (const [user, headers] of [
        [a, headersA],
        [b, headersB],
      ] as const) {
        const res = await t.app.inject({ method: 'GET', url: '/users/me', headers });
        const body = res.json() as {
          id: number;
          email: string;
          roles: { permissions: { code: string }[] }[];
        };
        expect(body.id).toBe(user.id);
        expect(body.email).toBe(user.email);
      }
    }
  });

  it('the guard refuses at once a permission taken away and a user deactivated', async () => {
    const client = await t.make.client();
    const { user, role } = await t.make.member(client.pk_client_id, { permissions: ['dashboard:view'] });
    const headers = await t.auth(user.id);
    const url = `/users/permissions?client_id=${client.pk_client_id}`;
    const codes = async () => {
      const res = await t.app.inject({ method: 'GET', url, headers });
      return res.statusCode === 200 ? (res.json() as { codes: string[] }).codes : res.statusCode;
    };
    expect(await codes()).toEqual(['dashboard:view']);
    await t.db.delete(userRoles).where(and(eq(userRoles.user_id, user.id), eq(userRoles.role_id, role.id)));
    expect(await codes()).toEqual([]);
    await t.db.update(users).set({ is_active: false }).where(eq(users.id, user.id));
    expect(await codes()).toBe(401);
  });

  it('the notifications poll shows a message sent after it was read, at once', async () => {
    const client = await t.make.client();
    const member = (await t.make.member(client.pk_client_id, { permissions: ['dashboard:view'] })).user;
    const headers = await t.auth(member.id);
    const sa = await t.auth((await t.make.user({ is_sa: true })).id);
    const poll = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/notifications?client_id=${client.pk_client_id}`,
        headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { title: string }[]).map((m) => m.title);
    };
    const before = await poll();
    const sent = await t.app.inject({
      method: 'POST',
      url: '/notifications',
      headers: sa,
      payload: {
        title: 'Kept no longer',
        message: 'Body',
        level: 0,
        location: 1,
        audience: 'client',
        client_id: client.pk_client_id,
      },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(await poll()).toEqual([...before, 'Kept no longer']);
  });

  it("the dashboard's daily sales show facts written after they were read, at once", async () => {
    const r = mulberry32(30_4);
    const mp = await t.make.marketplace({ short_code: `AZ_US-${r.digits(5)}`, currency_code: 'USD' });
    const client = (await t.make.client()).pk_client_id;
    const brand = (await t.make.brand()).pk_brand_id;
    const from = dayFromToday(-20);
    await writeRates(t, r, dayFromToday(-25), dayFromToday(0));
    const skuCodes = await writeSkus(t, client, [brand], 5);
    const { user } = await t.make.member(client, { permissions: ['dashboard:view'] });
    await t.make.assign.marketplace(user.id, mp.pk_mp_id);
    await t.make.assign.brand(user.id, brand);
    const headers = await t.auth(user.id);
    const url = `/dashboard/sales/daily?start_date=${from}&end_date=${dayFromToday(0)}&client_id=${client}`;
    const total = async () => {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { summary: { total_sales_amount: number } }).summary.total_sales_amount;
    };
    expect(await total()).toBe(0);
    const market = { id: mp.pk_mp_id, currency: 'USD' };
    await writeFacts(
      t,
      r,
      { clientId: client, skuCodes },
      [market],
      { from, days: 15 },
      {
        orders: 30,
        returns: 0,
        metrics: 0,
      },
    );
    expect(await total()).toBeGreaterThan(0);
  });
});
