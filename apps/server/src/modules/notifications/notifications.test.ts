import { notificationSchema, sentNotification } from '@marketdesk/contracts/notifications';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper';
import { auditLog, notificationRecipients } from '../../db/schema';

let t: TestApp;
let sa: Record<string, string>;
let acme: number;
let borealis: number;
let seller: { id: number; headers: Record<string, string> };
let viewer: { id: number; headers: Record<string, string> };

type Feed = { pk_msg_id: number; title: string; dt_create: string }[];

beforeAll(async () => {
  t = await createTestApp();
  sa = await t.auth((await t.make.user({ is_sa: true, first_name: 'Sam', last_name: 'Admin' })).id);
  acme = (await t.make.client({ name: 'Acme' })).pk_client_id;
  borealis = (await t.make.client({ name: 'Borealis' })).pk_client_id;
  const s = (await t.make.member(acme, { permissions: ['dashboard:view'] })).user;
  seller = { id: s.id, headers: await t.auth(s.id) };
  const v = (await t.make.member(borealis, { permissions: ['dashboard:view'] })).user;
  viewer = { id: v.id, headers: await t.auth(v.id) };
});
afterAll(() => t.close());

const unique = () => Math.random().toString(36).slice(2, 8);
const base = () => ({ title: `T ${unique()}`, message: 'Body', level: 0, location: 1 });

const send = (payload: object, headers = sa) =>
  t.app.inject({ method: 'POST', url: '/notifications', headers, payload });

async function sent(payload: object) {
  const res = await send(payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { pk_msg_id: number; title: string; dt_create: string };
}

const feed = async (headers: Record<string, string>, clientId: number, since?: string) => {
  const query = new URLSearchParams({ client_id: String(clientId), ...(since ? { since } : {}) });
  const res = await t.app.inject({ method: 'GET', url: `/notifications?${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Feed;
};
const titles = (items: Feed) => items.map((n) => n.title);

describe('POST /notifications', () => {
  it('stores a message for one client with the sender name, redirect and an audit row', async () => {
    const body = {
      ...base(),
      level: 3,
      location: 0,
      audience: 'client',
      client_id: acme,
      redirect_url: '/tickets',
    };
    const res = await send(body);
    expect(res.statusCode).toBe(201);
    const row = sentNotification.strict().parse(res.json());
    expect(row).toMatchObject({
      title: body.title,
      level: 3,
      location: 0,
      audience: 'client',
      client_id: acme,
      client_name: 'Acme',
      sender: 'Sam Admin',
      redirect_url: '/tickets',
      recipient_count: 0,
    });
    expect(row.dt_create).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'notification'));
    expect(audit.map((a) => a.entity_id)).toContain(String(row.pk_msg_id));
  });

  it('keeps only the field of the chosen audience and de-duplicates recipients', async () => {
    const everyone = await sent({ ...base(), audience: 'all', client_id: acme, user_ids: [seller.id] });
    expect(everyone).toMatchObject({ client_id: null, recipient_count: 0 });
    const users = await sent({
      ...base(),
      audience: 'users',
      client_id: acme,
      user_ids: [seller.id, seller.id],
    });
    expect(users).toMatchObject({ client_id: null, recipient_count: 1 });
    const rows = await t.db
      .select()
      .from(notificationRecipients)
      .where(eq(notificationRecipients.msg_id, users.pk_msg_id));
    expect(rows.map((r) => r.user_id)).toEqual([seller.id]);
  });

  it('refuses anyone but a super admin (403) and anonymous callers (401)', async () => {
    const admin = (await t.make.member(acme, { roleName: 'Client Admin' })).user;
    for (const headers of [seller.headers, await t.auth(admin.id)]) {
      expect((await send({ ...base(), audience: 'all' }, headers)).statusCode).toBe(403);
      const sentList = await t.app.inject({ method: 'GET', url: '/notifications/sent', headers });
      expect(sentList.statusCode).toBe(403);
      const search = await t.app.inject({ method: 'GET', url: '/notifications/recipients', headers });
      expect(search.statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'POST', url: '/notifications', payload: base() })).statusCode).toBe(
      401,
    );
  });

  it.each([
    [{ title: ' ' }, 'title', 'Title is required'],
    [{ message: '' }, 'message', 'Message is required'],
    [{ level: 4 }, 'level', undefined],
    [{ location: 2 }, 'location', undefined],
    [{ audience: 'team' }, 'audience', undefined],
    [{ audience: 'client' }, 'client_id', 'Please select a client'],
    [{ audience: 'users', user_ids: [] }, 'user_ids', 'Please select at least one user'],
    [
      { redirect_url: 'tickets' },
      'redirect_url',
      'Redirect URL must be a path starting with / or an http(s):// address',
    ],
    [{ redirect_url: '//evil.example' }, 'redirect_url', undefined],
    [{ redirect_url: 'javascript:alert(1)' }, 'redirect_url', undefined],
    [{ redirect_url: 'ftp://files.example' }, 'redirect_url', undefined],
  ])('answers 422 for %j', async (change, field, msg) => {
    const res = await send({ ...base(), audience: 'all', ...change });
    expect(res.statusCode).toBe(422);
    const issue = (res.json().detail as { loc: string[]; msg: string }[]).find((d) => d.loc.includes(field));
    expect(issue, res.body).toBeDefined();
    if (msg) expect(issue!.msg).toBe(msg);
  });

  it('answers 422 for an unknown client or an unknown or inactive user, and stores nothing', async () => {
    const title = `Nope ${unique()}`;
    const noClient = await send({ ...base(), title, audience: 'client', client_id: 999_999 });
    expect(noClient.statusCode).toBe(422);
    expect(noClient.json().detail[0]).toMatchObject({ loc: ['body', 'client_id'], msg: 'Client not found' });
    const inactive = await t.make.user({ is_active: false });
    for (const ids of [[seller.id, 999_999], [inactive.id]]) {
      const res = await send({ ...base(), title, audience: 'users', user_ids: ids });
      expect(res.statusCode).toBe(422);
      expect(res.json().detail[0].loc).toEqual(['body', 'user_ids']);
    }
    const list = await t.app.inject({ method: 'GET', url: '/notifications/sent', headers: sa });
    expect(titles(list.json())).not.toContain(title);
  });

  it('accepts an absolute http(s) address and treats an empty one as none', async () => {
    expect(
      (await sent({ ...base(), audience: 'all', redirect_url: 'https://example.com/a?b=1' })).title,
    ).toBeTruthy();
    const none = await send({ ...base(), audience: 'all', redirect_url: '' });
    expect(none.json().redirect_url).toBeNull();
  });
});

describe('GET /notifications: audience rules', () => {
  it("shows a member everyone's messages, their client's and their own, never another client's", async () => {
    const tag = unique();
    const all = await sent({ ...base(), title: `all ${tag}`, audience: 'all' });
    await sent({ ...base(), title: `acme ${tag}`, audience: 'client', client_id: acme });
    await sent({ ...base(), title: `borealis ${tag}`, audience: 'client', client_id: borealis });
    await sent({ ...base(), title: `seller ${tag}`, audience: 'users', user_ids: [seller.id] });
    await sent({ ...base(), title: `viewer ${tag}`, audience: 'users', user_ids: [viewer.id] });
    const since = new Date(Date.parse(all.dt_create) - 1).toISOString();

    const mine = (items: Feed) => titles(items).filter((x) => x.endsWith(tag));
    expect(mine(await feed(seller.headers, acme, since))).toEqual([
      `all ${tag}`,
      `acme ${tag}`,
      `seller ${tag}`,
    ]);
    expect(mine(await feed(viewer.headers, borealis, since))).toEqual([
      `all ${tag}`,
      `borealis ${tag}`,
      `viewer ${tag}`,
    ]);
    for (const n of await feed(seller.headers, acme))
      expect(() => notificationSchema.strict().parse(n)).not.toThrow();
  });

  it('answers 403 when the caller names a client they do not belong to, whatever they send', async () => {
    await sent({ ...base(), audience: 'client', client_id: borealis });
    for (const url of [
      `/notifications?client_id=${borealis}`,
      `/notifications?client_id=${borealis}&since=2000-01-01T00:00:00Z`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: seller.headers });
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toBeTypeOf('string');
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/notifications', headers: seller.headers })).statusCode,
    ).toBe(422);
    expect((await t.app.inject({ method: 'GET', url: `/notifications?client_id=${acme}` })).statusCode).toBe(
      401,
    );
  });

  it("shows a super admin, in any client, everyone's and that client's messages only", async () => {
    const tag = unique();
    const first = await sent({ ...base(), title: `all ${tag}`, audience: 'all' });
    await sent({ ...base(), title: `acme ${tag}`, audience: 'client', client_id: acme });
    await sent({ ...base(), title: `seller ${tag}`, audience: 'users', user_ids: [seller.id] });
    const since = new Date(Date.parse(first.dt_create) - 1).toISOString();
    const items = titles(await feed(sa, borealis, since)).filter((x) => x.endsWith(tag));
    expect(items).toEqual([`all ${tag}`]);
  });
});

describe('GET /notifications?since', () => {
  it('answers only strictly newer messages, oldest first, continuing from the newest dt_create seen', async () => {
    const a = await sent({ ...base(), audience: 'client', client_id: acme });
    const b = await sent({ ...base(), audience: 'client', client_id: acme });
    const c = await sent({ ...base(), audience: 'users', user_ids: [seller.id] });
    expect(titles(await feed(seller.headers, acme, a.dt_create))).toEqual([b.title, c.title]);
    expect(titles(await feed(seller.headers, acme, b.dt_create))).toEqual([c.title]);
    expect(await feed(seller.headers, acme, c.dt_create)).toEqual([]);
    // The same instant in another offset means the same thing.
    const shifted = new Date(Date.parse(b.dt_create)).toISOString().replace('Z', '+00:00');
    expect(titles(await feed(seller.headers, acme, shifted))).toContain(c.title);
  });

  it('without since answers the newest messages, oldest first', async () => {
    const items = await feed(seller.headers, acme);
    const times = items.map((n) => n.dt_create);
    expect(times).toEqual([...times].sort());
    expect(items.length).toBeGreaterThan(0);
  });

  it('refuses a since that is not an ISO instant with an offset (422)', async () => {
    for (const since of ['yesterday', '2025-01-01', '2025-01-01T10:00:00']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/notifications?client_id=${acme}&since=${encodeURIComponent(since)}`,
        headers: seller.headers,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().detail[0].loc).toEqual(['query', 'since']);
    }
  });
});

describe('GET /notifications/sent and /notifications/recipients', () => {
  it('lists recent messages newest first', async () => {
    const one = await sent({ ...base(), audience: 'all' });
    const two = await sent({ ...base(), audience: 'client', client_id: borealis });
    const res = await t.app.inject({ method: 'GET', url: '/notifications/sent', headers: sa });
    expect(res.statusCode).toBe(200);
    const list = res.json() as { pk_msg_id: number; client_name: string | null }[];
    expect(list.slice(0, 2).map((n) => n.pk_msg_id)).toEqual([two.pk_msg_id, one.pk_msg_id]);
    expect(list[0]!.client_name).toBe('Borealis');
  });

  it('finds active users by email or name, wildcards taken literally', async () => {
    const tag = unique();
    const u = await t.make.user({
      email: `grace-${tag}@x.test`,
      first_name: 'Grace',
      last_name: `Hopper${tag}`,
    });
    await t.make.user({ email: `gone-${tag}@x.test`, is_active: false });
    const search = async (s: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/notifications/recipients?search=${encodeURIComponent(s)}`,
        headers: sa,
      });
      expect(res.statusCode).toBe(200);
      return (res.json() as { id: number; email: string }[]).map((r) => r.email);
    };
    expect(await search(`grace-${tag}`)).toEqual([u.email]);
    expect(await search(`Grace Hopper${tag}`)).toEqual([u.email]);
    expect(await search(tag)).toEqual([u.email]);
    expect(await search('%')).toEqual([]);
  });
});
