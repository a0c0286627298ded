import { marketplaceAdmin, marketplaceUserView } from '@marketdesk/contracts/marketplaces';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testSecrets } from '../../../test/helper';
import { auditLog, marketplaces } from '../../db/schema';

let t: TestApp;
let sa: Record<string, string>;
let clientAdmin: Record<string, string>;
let seller: Record<string, string>;
let sellerId: number;

beforeAll(async () => {
  t = await createTestApp();
  sa = await t.auth((await t.make.user({ is_sa: true })).id);
  const client = await t.make.client();
  clientAdmin = await t.auth(
    (await t.make.member(client.pk_client_id, { roleName: 'Client Admin' })).user.id,
  );
  const s = await t.make.member(client.pk_client_id, { permissions: ['dashboard:view'] });
  sellerId = s.user.id;
  seller = await t.auth(sellerId);
});
afterAll(() => t.close());

const letters = () =>
  Array.from({ length: 6 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('');
const valid = (o: Record<string, unknown> = {}) => ({
  name: 'Amazon Germany',
  short_code: `AZ_${letters()}`,
  website_url: 'https://www.amazon.de',
  country_code: 'DE',
  currency_code: 'EUR',
  language_code: 'de',
  timezone: 'Europe/Berlin',
  vat_rate: 0.19,
  endpoint_baseurl: 'https://sellingpartnerapi-eu.amazon.com',
  has_db_models: true,
  ...o,
});
const SECRETS = {
  developer_id: 'dev-id-123456-ABCD',
  developer_secret: 'super-secret-value-WXYZ',
  extras1: 'extra-one-1111',
  extras2: 'extra-two-2222',
};
const post = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/marketplaces', headers, payload: payload as object });
const put = (headers: Record<string, string>, id: number, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: `/marketplaces?mp_id=${id}`, headers, payload: payload as object });
const msgs = (res: { json(): { detail: { msg: string }[] } }) => res.json().detail.map((d) => d.msg);
const stored = async (id: number) =>
  (await t.db.select().from(marketplaces).where(eq(marketplaces.pk_mp_id, id)))[0]!;
const audits = (id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'marketplace'), eq(auditLog.entity_id, String(id))))
    .orderBy(auditLog.id);

describe('access', () => {
  it('refuses a client admin and a seller on every super-admin call (403)', async () => {
    const mp = await t.make.marketplace();
    for (const headers of [clientAdmin, seller]) {
      for (const url of ['/marketplaces/admin/all', `/marketplaces/admin/app_secrets?mp_id=${mp.pk_mp_id}`]) {
        expect((await t.app.inject({ method: 'GET', url, headers })).statusCode).toBe(403);
      }
      expect((await post(headers, valid())).statusCode).toBe(403);
      expect((await put(headers, mp.pk_mp_id, valid({ short_code: mp.short_code }))).statusCode).toBe(403);
    }
    expect((await stored(mp.pk_mp_id)).name).toBe(mp.name);
  });

  it('GET /marketplaces answers the user view: all for a super admin, the assigned ones for others', async () => {
    const mine = await t.make.marketplace({ short_code: `MINE_${letters()}` });
    const other = await t.make.marketplace({ short_code: `OTHER_${letters()}` });
    await t.make.assign.marketplace(sellerId, mine.pk_mp_id);

    const view = await t.app.inject({ method: 'GET', url: '/marketplaces', headers: seller });
    expect(view.statusCode).toBe(200);
    expect(view.json()).toEqual([
      {
        pk_mp_id: mine.pk_mp_id,
        name: mine.name,
        short_code: mine.short_code,
        country_code: 'US',
        currency_code: 'USD',
        website_url: 'https://www.amazon.com',
      },
    ]);
    const all = (await t.app.inject({ method: 'GET', url: '/marketplaces', headers: sa })).json();
    expect(all.map((m: { pk_mp_id: number }) => m.pk_mp_id)).toEqual(
      expect.arrayContaining([mine.pk_mp_id, other.pk_mp_id]),
    );
    for (const m of all) expect(() => marketplaceUserView.strict().parse(m)).not.toThrow();
    expect((await t.app.inject({ method: 'GET', url: '/marketplaces' })).statusCode).toBe(401);
  });
});

describe('POST /marketplaces', () => {
  it('stores the secrets encrypted, answers them masked, and audits without them', async () => {
    const res = await post(sa, valid({ ...SECRETS }));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(() => marketplaceAdmin.strict().parse(body)).not.toThrow();
    expect(body).toMatchObject({
      name: 'Amazon Germany',
      vat_rate: 0.19,
      developer_id: '****ABCD',
      developer_secret: '****WXYZ',
      extras1: '****1111',
      extras2: '****2222',
    });

    const row = await stored(body.pk_mp_id);
    const columns = [
      ['developer_id_enc', SECRETS.developer_id],
      ['developer_secret_enc', SECRETS.developer_secret],
      ['extras1_enc', SECRETS.extras1],
      ['extras2_enc', SECRETS.extras2],
    ] as const;
    for (const [column, clear] of columns) {
      expect(row[column]).toBeTruthy();
      expect(row[column]).not.toContain(clear);
      expect(testSecrets.decrypt(row[column]!)).toBe(clear);
    }

    const [audit] = await audits(body.pk_mp_id);
    expect(audit).toMatchObject({ action: 'create', client_id: null });
    const text = JSON.stringify(audit!.changes);
    for (const clear of Object.values(SECRETS)) expect(text).not.toContain(clear);
    for (const [column] of columns) expect(text).not.toContain(row[column]!);
    expect(audit!.changes).toMatchObject({
      short_code: { after: body.short_code },
      credentials_set: { after: ['developer_id', 'developer_secret', 'extras1', 'extras2'] },
    });

    const list = (await t.app.inject({ method: 'GET', url: '/marketplaces/admin/all', headers: sa })).json();
    const listed = list.find((m: { pk_mp_id: number }) => m.pk_mp_id === body.pk_mp_id);
    expect(listed).toEqual(body);
    expect(JSON.stringify(list)).not.toContain(SECRETS.developer_secret);

    const secrets = await t.app.inject({
      method: 'GET',
      url: `/marketplaces/admin/app_secrets?mp_id=${body.pk_mp_id}`,
      headers: sa,
    });
    expect(secrets.json()).toEqual({
      developer_id: '****ABCD',
      developer_secret: '****WXYZ',
      extras1: '****1111',
      extras2: '****2222',
    });
  });

  it('defaults vat_rate to 0.18 and answers null for secrets never set', async () => {
    const { vat_rate, endpoint_baseurl, ...rest } = valid();
    const res = await post(sa, rest);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      vat_rate: 0.18,
      endpoint_baseurl: null,
      developer_id: null,
      developer_secret: null,
      extras1: null,
      extras2: null,
    });
  });

  it('refuses a short_code already in use (409)', async () => {
    const first = await post(sa, valid());
    const again = await post(sa, valid({ short_code: first.json().short_code, name: 'Copy' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toContain(first.json().short_code);
  });

  it.each([
    [{ name: '' }, 'Name is required'],
    [{ short_code: 'A' }, 'Atleast 2 letter code is required'],
    [{ short_code: undefined }, 'Atleast 2 letter code is required'],
    [{ short_code: 'az_de' }, 'Only uppercase letters and underscores are allowed'],
    [{ short_code: 'AZ-DE' }, 'Only uppercase letters and underscores are allowed'],
    [{ website_url: '' }, 'Website URL is required'],
    [{ website_url: 'not a url' }, 'Please enter a valid URL'],
    [{ endpoint_baseurl: 'ftp://x' }, 'Please enter a valid URL'],
    [{ country_code: 'DEU' }, 'Country code must be exactly 2 characters'],
    [{ country_code: 'D' }, 'Country code must be exactly 2 characters'],
    [{ currency_code: 'EU' }, 'Currency code must be exactly 3 characters'],
    [{ language_code: '' }, 'Language code is required'],
    [{ timezone: '' }, 'Timezone is required'],
    [{ vat_rate: 1.5 }, 'Number should be between 0 and 1'],
    [{ vat_rate: -0.1 }, 'Number should be between 0 and 1'],
  ])('refuses %j with "%s" (422)', async (override, message) => {
    const res = await post(sa, valid(override));
    expect(res.statusCode).toBe(422);
    expect(msgs(res)).toContain(message);
  });
});

describe('PUT /marketplaces?mp_id=', () => {
  it('updates the settings, keeps omitted or empty secrets, replaces given ones, and audits which changed', async () => {
    const created = (await post(sa, valid({ ...SECRETS }))).json();
    const before = await stored(created.pk_mp_id);

    const res = await put(sa, created.pk_mp_id, {
      ...valid({ short_code: created.short_code, name: 'Amazon DE', vat_rate: 0.2 }),
      developer_secret: 'rotated-secret-9876',
      developer_id: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Amazon DE',
      vat_rate: 0.2,
      developer_id: '****ABCD',
      developer_secret: '****9876',
      extras1: '****1111',
    });
    const after = await stored(created.pk_mp_id);
    expect(after.developer_id_enc).toBe(before.developer_id_enc);
    expect(after.extras2_enc).toBe(before.extras2_enc);
    expect(testSecrets.decrypt(after.developer_secret_enc!)).toBe('rotated-secret-9876');

    const update = (await audits(created.pk_mp_id)).find((a) => a.action === 'update')!;
    expect(update.changes).toEqual({
      name: { before: 'Amazon Germany', after: 'Amazon DE' },
      vat_rate: { before: 0.19, after: 0.2 },
      credentials_set: { before: [], after: ['developer_secret'] },
    });
    expect(JSON.stringify(update.changes)).not.toContain('rotated-secret');
  });

  it('keeps short_code locked: a different one is refused, an omitted one is fine', async () => {
    const created = (await post(sa, valid())).json();
    const changed = await put(sa, created.pk_mp_id, valid({ short_code: 'NEW_CODE' }));
    expect(changed.statusCode).toBe(422);
    expect(changed.json().detail).toEqual([
      { loc: ['body', 'short_code'], msg: 'The short code cannot be changed', type: 'locked' },
    ]);
    const omitted = await put(sa, created.pk_mp_id, valid({ short_code: undefined, name: 'Renamed' }));
    expect(omitted.statusCode).toBe(200);
    expect(omitted.json()).toMatchObject({ short_code: created.short_code, name: 'Renamed' });
  });

  it('validates like create and answers 404 for an unknown marketplace', async () => {
    const created = (await post(sa, valid())).json();
    const bad = await put(sa, created.pk_mp_id, valid({ short_code: created.short_code, vat_rate: 2 }));
    expect(bad.statusCode).toBe(422);
    expect(msgs(bad)).toEqual(['Number should be between 0 and 1']);
    expect((await put(sa, 999_999, valid())).statusCode).toBe(404);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/marketplaces/admin/app_secrets?mp_id=999999',
      headers: sa,
    });
    expect(missing.statusCode).toBe(404);
  });
});
