import { WAREHOUSE_MESSAGES, warehouseList, warehouseSchema } from '@marketdesk/contracts/warehouses';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper';
import { auditLog, warehouses } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const form = (o: Record<string, unknown> = {}) => ({
  name: 'Leeds Cross-Dock',
  address: '4 Canal Wharf',
  city: 'Leeds',
  state: 'West Yorkshire',
  country: 'GB',
  zip_code: 'LS11 5PS',
  email_id: 'leeds@acme.test',
  poc_name: 'Priya Shah',
  poc_number: '+44 113 496 0000',
  ...o,
});

/** A client with a client admin, and a second client the admin does not belong to. */
async function setup() {
  const mine = await t.make.client();
  const theirs = await t.make.client();
  const { user: admin } = await t.make.member(mine.pk_client_id, { roleName: 'Client Admin' });
  return { mine, theirs, admin, headers: await t.auth(admin.id) };
}

const auditRows = (entityId: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'warehouse'), eq(auditLog.entity_id, String(entityId))));

describe('GET /warehouses/all', () => {
  it("answers the selected client's warehouses only, in the spec's shape", async () => {
    const { mine, theirs, headers } = await setup();
    const a = await t.make.warehouse(mine.pk_client_id, [], { name: 'A' });
    const b = await t.make.warehouse(mine.pk_client_id, [], { name: 'B' });
    await t.make.warehouse(theirs.pk_client_id, [], { name: 'Foreign' });
    const res = await t.app.inject({ url: `/warehouses/all?client_id=${mine.pk_client_id}`, headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(() => warehouseList.parse(body)).not.toThrow();
    expect(body.map((w: { name: string }) => w.name)).toEqual(['A', 'B']);
    expect(body[0]).toEqual({
      pk_warehouse_id: a.pk_warehouse_id,
      name: 'A',
      address: a.address,
      city: a.city,
      state: a.state,
      country: a.country,
      zip_code: a.zip_code,
      email_id: a.email_id,
      poc_name: a.poc_name,
      poc_number: a.poc_number,
    });
    expect(body[1].pk_warehouse_id).toBe(b.pk_warehouse_id);
  });

  it('refuses the other client (403), a non-admin member (403) and no token (401); a super admin may', async () => {
    const { mine, theirs, headers } = await setup();
    const foreign = await t.app.inject({ url: `/warehouses/all?client_id=${theirs.pk_client_id}`, headers });
    expect(foreign.statusCode).toBe(403);
    const { user: seller } = await t.make.member(mine.pk_client_id, { permissions: ['view:users'] });
    const asSeller = await t.app.inject({
      url: `/warehouses/all?client_id=${mine.pk_client_id}`,
      headers: await t.auth(seller.id),
    });
    expect(asSeller.statusCode).toBe(403);
    expect(asSeller.json()).toEqual({ detail: expect.any(String) });
    expect((await t.app.inject({ url: `/warehouses/all?client_id=${mine.pk_client_id}` })).statusCode).toBe(
      401,
    );
    const sa = await t.make.user({ is_sa: true });
    const asSa = await t.app.inject({
      url: `/warehouses/all?client_id=${theirs.pk_client_id}`,
      headers: await t.auth(sa.id),
    });
    expect(asSa.statusCode).toBe(200);
  });
});

describe('POST /warehouses', () => {
  it('creates a warehouse in the selected client and audits it', async () => {
    const { mine, admin, headers } = await setup();
    const res = await t.app.inject({
      method: 'POST',
      url: `/warehouses?client_id=${mine.pk_client_id}`,
      headers,
      payload: form({ name: '  Leeds Cross-Dock  ' }),
    });
    expect(res.statusCode).toBe(201);
    const created = warehouseSchema.parse(res.json());
    expect(created).toEqual({ pk_warehouse_id: expect.any(Number), ...form() });
    const [row] = await t.db
      .select()
      .from(warehouses)
      .where(eq(warehouses.pk_warehouse_id, created.pk_warehouse_id));
    expect(row?.client_id).toBe(mine.pk_client_id);
    const audits = await auditRows(created.pk_warehouse_id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      client_id: mine.pk_client_id,
      actor_user_id: admin.id,
      action: 'create',
      changes: { name: { before: null, after: 'Leeds Cross-Dock' }, city: { before: null, after: 'Leeds' } },
    });
  });

  it('ignores a client_id in the body: the warehouse goes to the client of the query', async () => {
    const { mine, theirs, headers } = await setup();
    const res = await t.app.inject({
      method: 'POST',
      url: `/warehouses?client_id=${mine.pk_client_id}`,
      headers,
      payload: { ...form(), client_id: theirs.pk_client_id },
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.db
      .select()
      .from(warehouses)
      .where(eq(warehouses.pk_warehouse_id, res.json().pk_warehouse_id));
    expect(row?.client_id).toBe(mine.pk_client_id);
  });

  it("answers each missing or blank field with the spec's text", async () => {
    const { mine, headers } = await setup();
    const blank = await t.app.inject({
      method: 'POST',
      url: `/warehouses?client_id=${mine.pk_client_id}`,
      headers,
      payload: Object.fromEntries(Object.keys(form()).map((k) => [k, ' '])),
    });
    expect(blank.statusCode).toBe(422);
    const msgs = Object.fromEntries(
      blank.json().detail.map((d: { loc: string[]; msg: string }) => [d.loc[1], d.msg]),
    );
    expect(msgs).toEqual(WAREHOUSE_MESSAGES);
    expect(Object.values(WAREHOUSE_MESSAGES)).toEqual([
      'Warehouse name is required',
      'Address is required',
      'City is required',
      'State is required',
      'Country is required',
      'ZIP is required',
      'email is required',
      'POC name is required',
      'POC number is required',
    ]);

    const missing = await t.app.inject({
      method: 'POST',
      url: `/warehouses?client_id=${mine.pk_client_id}`,
      headers,
      payload: {},
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().detail.map((d: { msg: string }) => d.msg)).toEqual(
      Object.values(WAREHOUSE_MESSAGES),
    );

    const badEmail = await t.app.inject({
      method: 'POST',
      url: `/warehouses?client_id=${mine.pk_client_id}`,
      headers,
      payload: form({ email_id: 'not-an-email' }),
    });
    expect(badEmail.statusCode).toBe(422);
    expect(badEmail.json().detail).toEqual([
      { loc: ['body', 'email_id'], msg: 'Invalid email', type: 'invalid_format' },
    ]);
  });

  it('refuses a seller of the client', async () => {
    const { mine } = await setup();
    const { user } = await t.make.member(mine.pk_client_id, {
      roleName: 'Seller',
      permissions: ['view:users'],
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/warehouses?client_id=${mine.pk_client_id}`,
      headers: await t.auth(user.id),
      payload: form(),
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('PUT /warehouses?warehouse_id=', () => {
  it('updates every field and audits only what changed', async () => {
    const { mine, admin, headers } = await setup();
    const wh = await t.make.warehouse(mine.pk_client_id, [], form());
    const res = await t.app.inject({
      method: 'PUT',
      url: `/warehouses?warehouse_id=${wh.pk_warehouse_id}&client_id=${mine.pk_client_id}`,
      headers,
      payload: form({ city: 'Bradford', poc_name: 'Sam Lee' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      pk_warehouse_id: wh.pk_warehouse_id,
      ...form({ city: 'Bradford', poc_name: 'Sam Lee' }),
    });
    const audits = await auditRows(wh.pk_warehouse_id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      client_id: mine.pk_client_id,
      actor_user_id: admin.id,
      action: 'update',
      changes: {
        city: { before: 'Leeds', after: 'Bradford' },
        poc_name: { before: 'Priya Shah', after: 'Sam Lee' },
      },
    });
    expect(Object.keys(audits[0]!.changes as object).sort()).toEqual(['city', 'poc_name']);
  });

  it("answers 404 for another client's warehouse whatever ids are sent, and changes nothing", async () => {
    const { mine, theirs, headers } = await setup();
    const foreign = await t.make.warehouse(theirs.pk_client_id, [], { name: 'Borealis Venlo' });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/warehouses?warehouse_id=${foreign.pk_warehouse_id}&client_id=${mine.pk_client_id}`,
      headers,
      payload: form({ name: 'Hijacked' }),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Warehouse not found' });
    const viaTheirs = await t.app.inject({
      method: 'PUT',
      url: `/warehouses?warehouse_id=${foreign.pk_warehouse_id}&client_id=${theirs.pk_client_id}`,
      headers,
      payload: form({ name: 'Hijacked' }),
    });
    expect(viaTheirs.statusCode).toBe(403);
    const missing = await t.app.inject({
      method: 'PUT',
      url: `/warehouses?warehouse_id=99999999&client_id=${mine.pk_client_id}`,
      headers,
      payload: form(),
    });
    expect(missing.statusCode).toBe(404);
    const [row] = await t.db
      .select()
      .from(warehouses)
      .where(eq(warehouses.pk_warehouse_id, foreign.pk_warehouse_id));
    expect(row?.name).toBe('Borealis Venlo');
    expect(await auditRows(foreign.pk_warehouse_id)).toHaveLength(0);
  });

  it('validates the id and the body', async () => {
    const { mine, headers } = await setup();
    const wh = await t.make.warehouse(mine.pk_client_id);
    const noId = await t.app.inject({
      method: 'PUT',
      url: `/warehouses?client_id=${mine.pk_client_id}`,
      headers,
      payload: form(),
    });
    expect(noId.statusCode).toBe(422);
    const blankName = await t.app.inject({
      method: 'PUT',
      url: `/warehouses?warehouse_id=${wh.pk_warehouse_id}&client_id=${mine.pk_client_id}`,
      headers,
      payload: form({ name: '' }),
    });
    expect(blankName.statusCode).toBe(422);
    expect(blankName.json().detail).toEqual([
      { loc: ['body', 'name'], msg: 'Warehouse name is required', type: 'too_small' },
    ]);
  });
});
