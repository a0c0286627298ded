import { brandRecord } from '@marketdesk/contracts/brands';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper';
import { auditLog, brands } from '../../db/schema';

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

const code = () => `BR_${Math.random().toString(36).slice(2, 8).toUpperCase().replace(/\d/g, 'X')}`;
const post = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/brands', headers, payload: payload as object });
const put = (headers: Record<string, string>, id: number, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: `/brands?brand_id=${id}`, headers, payload: payload as object });
const msgs = (res: { json(): { detail: { msg: string }[] } }) => res.json().detail.map((d) => d.msg);

describe('super admins only', () => {
  it('refuses a client admin and a seller on every write and on /brands/all (403), and anonymous callers (401)', async () => {
    const brand = await t.make.brand();
    for (const headers of [clientAdmin, seller]) {
      expect((await t.app.inject({ method: 'GET', url: '/brands/all', headers })).statusCode).toBe(403);
      expect((await post(headers, { brand_name: 'X', brand_code: code() })).statusCode).toBe(403);
      expect((await put(headers, brand.pk_brand_id, { brand_name: 'X' })).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/brands/all' })).statusCode).toBe(401);
    const [row] = await t.db.select().from(brands).where(eq(brands.pk_brand_id, brand.pk_brand_id));
    expect(row!.brand_name).toBe(brand.brand_name);
  });
});

describe('GET /brands/all and GET /brands', () => {
  it('answers every brand to a super admin, and only the assigned ones to anyone else', async () => {
    const mine = await t.make.brand({ brand_name: 'Mine' });
    const other = await t.make.brand({ brand_name: 'Other' });
    await t.make.assign.brand(sellerId, mine.pk_brand_id);

    const all = await t.app.inject({ method: 'GET', url: '/brands/all', headers: sa });
    expect(all.statusCode).toBe(200);
    const ids = all.json().map((b: { pk_brand_id: number }) => b.pk_brand_id);
    expect(ids).toEqual(expect.arrayContaining([mine.pk_brand_id, other.pk_brand_id]));
    for (const b of all.json()) expect(() => brandRecord.strict().parse(b)).not.toThrow();

    const saView = await t.app.inject({ method: 'GET', url: '/brands', headers: sa });
    expect(saView.json()).toEqual(all.json());
    const sellerView = await t.app.inject({ method: 'GET', url: '/brands', headers: seller });
    expect(sellerView.json()).toEqual([
      { pk_brand_id: mine.pk_brand_id, brand_name: 'Mine', brand_code: mine.brand_code, managed: true },
    ]);
  });
});

describe('POST /brands', () => {
  it('creates a brand, writes an audit row and refuses a second brand with the same code (409)', async () => {
    const brandCode = code();
    const res = await post(sa, { brand_name: 'Lumen', brand_code: brandCode, managed: false });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      pk_brand_id: expect.any(Number),
      brand_name: 'Lumen',
      brand_code: brandCode,
      managed: false,
    });

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'brand'), eq(auditLog.entity_id, String(body.pk_brand_id))));
    expect(audit).toMatchObject({ action: 'create', client_id: null });
    expect(audit!.changes).toMatchObject({ brand_name: { before: null, after: 'Lumen' } });

    const again = await post(sa, { brand_name: 'Lumen 2', brand_code: brandCode });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toContain(brandCode);
  });

  it('defaults managed to true', async () => {
    const res = await post(sa, { brand_name: 'Default', brand_code: code() });
    expect(res.json().managed).toBe(true);
  });

  it.each([
    [{ brand_code: 'AB' }, 'Brand name is required'],
    [{ brand_name: '  ', brand_code: 'AB' }, 'Brand name is required'],
    [{ brand_name: 'X', brand_code: 'A' }, 'Atleast 2 letter code is required'],
    [{ brand_name: 'X' }, 'Atleast 2 letter code is required'],
    [{ brand_name: 'X', brand_code: 'ab' }, 'Only uppercase letters and underscores are allowed'],
    [{ brand_name: 'X', brand_code: 'A1' }, 'Only uppercase letters and underscores are allowed'],
  ])('refuses %j with "%s" (422)', async (payload, message) => {
    const res = await post(sa, payload);
    expect(res.statusCode).toBe(422);
    expect(msgs(res)).toContain(message);
  });

  it('refuses a non-boolean managed flag', async () => {
    const res = await post(sa, { brand_name: 'X', brand_code: code(), managed: 'yes' });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0].loc).toEqual(['body', 'managed']);
  });
});

describe('PUT /brands?brand_id=', () => {
  it('updates name and managed, audits before and after, and keeps brand_code locked', async () => {
    const brand = await t.make.brand({ brand_name: 'Old', brand_code: code() });
    const res = await put(sa, brand.pk_brand_id, {
      brand_name: 'New',
      brand_code: brand.brand_code,
      managed: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...brand, brand_name: 'New', managed: false });

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'brand'), eq(auditLog.entity_id, String(brand.pk_brand_id))));
    expect(audit).toMatchObject({ action: 'update', client_id: null });
    expect(audit!.changes).toEqual({
      brand_name: { before: 'Old', after: 'New' },
      managed: { before: true, after: false },
    });

    const locked = await put(sa, brand.pk_brand_id, { brand_name: 'New', brand_code: 'CHANGED' });
    expect(locked.statusCode).toBe(422);
    expect(locked.json().detail).toEqual([
      { loc: ['body', 'brand_code'], msg: 'The brand code cannot be changed', type: 'locked' },
    ]);
    const [row] = await t.db.select().from(brands).where(eq(brands.pk_brand_id, brand.pk_brand_id));
    expect(row!.brand_code).toBe(brand.brand_code);
  });

  it('requires brand_name, and answers 404 for an unknown brand', async () => {
    const brand = await t.make.brand();
    const res = await put(sa, brand.pk_brand_id, { brand_name: '' });
    expect(res.statusCode).toBe(422);
    expect(msgs(res)).toEqual(['Brand name is required']);
    expect((await put(sa, 999_999, { brand_name: 'X' })).statusCode).toBe(404);
  });
});
