import { storeSecrets } from '@marketdesk/contracts/stores';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeFixtures } from '../../../test/fixtures/stores';
import { createTestApp, type TestApp, testSecrets } from '../../../test/helper';
import { auditLog, stores, warehouseMarketplaces, warehousePriorities } from '../../db/schema';

let t: TestApp;
let f: ReturnType<typeof storeFixtures>;
beforeAll(async () => {
  t = await createTestApp();
  f = storeFixtures(t);
});
afterAll(() => t.close());

const newStore = (o: Record<string, unknown> = {}) => ({
  seller_id: 'A1B2C3D4',
  store_name: 'Acme US',
  account_type: 'seller',
  token_client_id: 'amzn1.application-oa2-client.1',
  token_client_secret: 'client-secret-ABCD',
  token_auth: 'Atza|auth-token-WXYZ',
  token_refresh: 'Atzr|refresh-9876',
  token_expiry: '2031-05-06T07:08:00.000Z',
  api_enabled: true,
  ...o,
});

const post = (clientId: number, mpId: number, headers: object, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/marketplaces/admin/secrets?mp_id=${mpId}&client_id=${clientId}`,
    headers: headers as Record<string, string>,
    payload,
  });

const storeRow = async (id: number) =>
  (await t.db.select().from(stores).where(eq(stores.pk_store_id, id)))[0]!;
const auditOf = (entity: string, id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entity_id, String(id))));

describe('POST /marketplaces/admin/secrets: a new store', () => {
  it('stores the secrets encrypted and answers them masked', async () => {
    const { mine, mp, admin, headers } = await f.setup();
    const res = await post(mine.pk_client_id, mp.pk_mp_id, headers, newStore());
    expect(res.statusCode).toBe(201);
    const answer = storeSecrets.parse(res.json());
    expect(answer).toEqual({
      pk_store_id: expect.any(Number),
      mp_id: mp.pk_mp_id,
      seller_id: 'A1B2C3D4',
      store_name: 'Acme US',
      account_type: 'seller',
      api_enabled: true,
      token_client_id: 'amzn1.application-oa2-client.1',
      token_expiry: '2031-05-06T07:08:00.000Z',
      token_client_secret: '****ABCD',
      token_auth: '****WXYZ',
      token_refresh: '****9876',
      ads_enabled: false,
      ads_client_id: null,
      ads_client_secret: null,
      ads_refresh_token: null,
    });
    const row = await storeRow(answer.pk_store_id);
    expect(row.client_id).toBe(mine.pk_client_id);
    // No clear text at rest, and each column decrypts with the app's key to what was sent.
    const raw = JSON.stringify(row);
    for (const plain of ['client-secret-ABCD', 'auth-token-WXYZ', 'refresh-9876'])
      expect(raw).not.toContain(plain);
    expect(testSecrets.decrypt(row.token_client_secret_enc!)).toBe('client-secret-ABCD');
    expect(testSecrets.decrypt(row.token_auth_enc!)).toBe('Atza|auth-token-WXYZ');
    expect(testSecrets.decrypt(row.token_refresh_enc!)).toBe('Atzr|refresh-9876');

    const [audit] = await auditOf('store', answer.pk_store_id);
    expect(audit).toMatchObject({ client_id: mine.pk_client_id, actor_user_id: admin.id, action: 'create' });
    const changes = JSON.stringify(audit!.changes);
    expect(changes).toContain('A1B2C3D4');
    for (const secret of ['ABCD', 'WXYZ', '9876', 'token', '_enc']) expect(changes).not.toContain(secret);
  });

  it('enables the marketplace for the client', async () => {
    const { mine, mp, headers } = await f.setup();
    const before = await t.app.inject({
      url: `/marketplaces/admin/me?client_id=${mine.pk_client_id}`,
      headers,
    });
    expect(before.json().find((m: { pk_mp_id: number }) => m.pk_mp_id === mp.pk_mp_id).enabled).toBe(false);
    expect((await post(mine.pk_client_id, mp.pk_mp_id, headers, newStore())).statusCode).toBe(201);
    const after = await t.app.inject({
      url: `/marketplaces/admin/me?client_id=${mine.pk_client_id}`,
      headers,
    });
    expect(after.json().find((m: { pk_mp_id: number }) => m.pk_mp_id === mp.pk_mp_id).enabled).toBe(true);
  });

  it('needs seller id, store name and account type, with the spec texts', async () => {
    const { mine, mp, headers } = await f.setup();
    const res = await post(mine.pk_client_id, mp.pk_mp_id, headers, { seller_id: ' ', store_name: '' });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail.map((d: { loc: string[]; msg: string }) => [d.loc[1], d.msg])).toEqual([
      ['seller_id', 'Seller ID is required'],
      ['store_name', 'Store Name is required'],
      ['account_type', 'Account Type is required'],
    ]);
    const badType = await post(mine.pk_client_id, mp.pk_mp_id, headers, newStore({ account_type: 'agency' }));
    expect(badType.statusCode).toBe(422);
    expect(badType.json().detail[0].loc).toEqual(['body', 'account_type']);
  });

  it('refuses a second store with the same seller id on the marketplace (409)', async () => {
    const { mine, mp, headers } = await f.setup();
    await f.store(mine.pk_client_id, mp.pk_mp_id, { seller_id: 'DUP1' });
    const res = await post(mine.pk_client_id, mp.pk_mp_id, headers, newStore({ seller_id: 'DUP1' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: 'A store with this Seller ID already exists on this marketplace' });
  });

  it('answers 404 for an unknown marketplace', async () => {
    const { mine, headers } = await f.setup();
    expect((await post(mine.pk_client_id, 99999999, headers, newStore())).statusCode).toBe(404);
  });
});

describe('POST /marketplaces/admin/secrets: an existing store', () => {
  it('keeps fields left out, clears secrets sent empty, replaces those sent, and audits without values', async () => {
    const { mine, mp, admin, headers } = await f.setup();
    const s = await f.store(mine.pk_client_id, mp.pk_mp_id, {
      seller_id: 'KEEP1',
      secret: 'old-secret-1111',
      auth: 'old-auth-2222',
      refresh: 'old-refresh-3333',
    });
    await t.db
      .update(stores)
      .set({ token_client_id: 'client-id-1', token_expiry: new Date('2031-01-01T00:00:00Z') })
      .where(eq(stores.pk_store_id, s.pk_store_id));
    // Only token_client_secret is sent: token_client_id and token_expiry must survive (finding 8).
    const res = await post(mine.pk_client_id, mp.pk_mp_id, headers, {
      pk_store_id: s.pk_store_id,
      seller_id: 'KEEP1',
      account_type: 'seller',
      store_name: 'Renamed',
      token_client_secret: 'new-secret-5555',
      token_auth: '',
      api_enabled: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      pk_store_id: s.pk_store_id,
      store_name: 'Renamed',
      token_client_id: 'client-id-1',
      token_expiry: '2031-01-01T00:00:00.000Z',
      token_client_secret: '****5555',
      token_auth: null,
      token_refresh: '****3333',
      api_enabled: true,
    });
    const row = await storeRow(s.pk_store_id);
    expect(testSecrets.decrypt(row.token_client_secret_enc!)).toBe('new-secret-5555');
    expect(row.token_auth_enc).toBeNull();
    expect(testSecrets.decrypt(row.token_refresh_enc!)).toBe('old-refresh-3333');
    const [audit] = await auditOf('store', s.pk_store_id);
    expect(audit).toMatchObject({ action: 'update', actor_user_id: admin.id, client_id: mine.pk_client_id });
    expect(audit!.changes).toEqual({
      store_name: { before: 'Main store', after: 'Renamed' },
      api_enabled: { before: false, after: true },
      cleared_credentials: { before: null, after: ['token_auth'] },
    });
    expect(JSON.stringify(audit)).not.toMatch(/old-|new-secret|2222|5555/);
  });

  it('clears token client id and expiry only when sent empty', async () => {
    const { mine, mp, headers } = await f.setup();
    const s = await f.store(mine.pk_client_id, mp.pk_mp_id, { seller_id: 'CLR1' });
    await t.db
      .update(stores)
      .set({ token_client_id: 'client-id-2', token_expiry: new Date('2031-01-01T00:00:00Z') })
      .where(eq(stores.pk_store_id, s.pk_store_id));
    const res = await post(mine.pk_client_id, mp.pk_mp_id, headers, {
      pk_store_id: s.pk_store_id,
      seller_id: 'CLR1',
      account_type: 'seller',
      store_name: 'Main store',
      token_client_id: '',
      token_expiry: null,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ token_client_id: null, token_expiry: null });
  });

  it('locks seller id and account type (422, nothing saved)', async () => {
    const { mine, mp, headers } = await f.setup();
    const s = await f.store(mine.pk_client_id, mp.pk_mp_id, { seller_id: 'LOCK1', account_type: 'vendor' });
    const res = await post(mine.pk_client_id, mp.pk_mp_id, headers, {
      pk_store_id: s.pk_store_id,
      seller_id: 'LOCK2',
      account_type: 'seller',
      store_name: 'Changed',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toEqual([
      {
        loc: ['body', 'seller_id'],
        msg: 'Seller ID cannot be changed for an existing store',
        type: 'locked',
      },
      {
        loc: ['body', 'account_type'],
        msg: 'Account Type cannot be changed for an existing store',
        type: 'locked',
      },
    ]);
    const row = await storeRow(s.pk_store_id);
    expect(row).toMatchObject({ seller_id: 'LOCK1', account_type: 'vendor', store_name: 'Main store' });
  });

  it("answers 404 for another client's store whatever ids are sent, and changes nothing", async () => {
    const { mine, theirs, mp, headers } = await f.setup();
    const foreign = await f.store(theirs.pk_client_id, mp.pk_mp_id, {
      seller_id: 'BORE1',
      secret: 'theirs-5555',
    });
    const res = await post(mine.pk_client_id, mp.pk_mp_id, headers, {
      pk_store_id: foreign.pk_store_id,
      seller_id: 'BORE1',
      account_type: 'seller',
      store_name: 'Hijacked',
      token_client_secret: 'mine-now-6666',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Store not found' });
    expect(
      (
        await post(theirs.pk_client_id, mp.pk_mp_id, headers, {
          ...newStore(),
          pk_store_id: foreign.pk_store_id,
        })
      ).statusCode,
    ).toBe(403);
    const row = await storeRow(foreign.pk_store_id);
    expect(row.store_name).toBe('Main store');
    expect(testSecrets.decrypt(row.token_client_secret_enc!)).toBe('theirs-5555');
    expect(await auditOf('store', foreign.pk_store_id)).toHaveLength(0);
  });

  it('answers 404 for a store of the client on another marketplace', async () => {
    const { mine, mp, headers } = await f.setup();
    const other = await t.make.marketplace();
    const s = await f.store(mine.pk_client_id, other.pk_mp_id, { seller_id: 'ELSE1' });
    const res = await post(mine.pk_client_id, mp.pk_mp_id, headers, {
      pk_store_id: s.pk_store_id,
      seller_id: 'ELSE1',
      account_type: 'seller',
      store_name: 'Moved',
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('warehouse priorities', () => {
  const priorities = (clientId: number, mpId: number) =>
    t.db
      .select({ id: warehousePriorities.fk_warehouse_id, rank: warehousePriorities.priority })
      .from(warehousePriorities)
      .where(and(eq(warehousePriorities.client_id, clientId), eq(warehousePriorities.mp_id, mpId)))
      .orderBy(warehousePriorities.priority);
  const serving = async (clientId: number, mpId: number) =>
    (
      await t.db
        .select({ id: warehouseMarketplaces.warehouse_id })
        .from(warehouseMarketplaces)
        .where(and(eq(warehouseMarketplaces.client_id, clientId), eq(warehouseMarketplaces.mp_id, mpId)))
    )
      .map((r) => r.id)
      .sort((a, b) => a - b);

  it('replaces the ranks of the marketplace, keeps serving warehouses in step and audits them', async () => {
    const { mine, mp, headers } = await f.setup();
    const [w1, w2, w3] = [
      await t.make.warehouse(mine.pk_client_id, [mp.pk_mp_id]),
      await t.make.warehouse(mine.pk_client_id),
      await t.make.warehouse(mine.pk_client_id),
    ];
    await f.rank(mine.pk_client_id, mp.pk_mp_id, w1!.pk_warehouse_id, 1);
    const res = await post(
      mine.pk_client_id,
      mp.pk_mp_id,
      headers,
      newStore({ warehouse_priorities: { [w3!.pk_warehouse_id]: 1, [w2!.pk_warehouse_id]: 2 } }),
    );
    expect(res.statusCode).toBe(201);
    expect(await priorities(mine.pk_client_id, mp.pk_mp_id)).toEqual([
      { id: w3!.pk_warehouse_id, rank: 1 },
      { id: w2!.pk_warehouse_id, rank: 2 },
    ]);
    expect(await serving(mine.pk_client_id, mp.pk_mp_id)).toEqual(
      [w2!.pk_warehouse_id, w3!.pk_warehouse_id].sort((a, b) => a - b),
    );
    const answer = await t.app.inject({
      url: `/marketplaces/admin/warehouse_priorities?mp_id=${mp.pk_mp_id}&client_id=${mine.pk_client_id}`,
      headers,
    });
    expect(answer.json()).toEqual([
      { fk_warehouse_id: w3!.pk_warehouse_id, priority: 1 },
      { fk_warehouse_id: w2!.pk_warehouse_id, priority: 2 },
    ]);
    const [audit] = await auditOf('warehouse_priorities', mp.pk_mp_id);
    expect(audit).toMatchObject({ client_id: mine.pk_client_id, action: 'update' });
    expect(audit!.changes).toEqual({
      [w1!.pk_warehouse_id]: { before: 1, after: null },
      [w2!.pk_warehouse_id]: { before: null, after: 2 },
      [w3!.pk_warehouse_id]: { before: null, after: 1 },
    });
  });

  it('keeps the ranks when none are sent', async () => {
    const { mine, mp, headers } = await f.setup();
    const w = await t.make.warehouse(mine.pk_client_id);
    await f.rank(mine.pk_client_id, mp.pk_mp_id, w.pk_warehouse_id, 1);
    expect((await post(mine.pk_client_id, mp.pk_mp_id, headers, newStore())).statusCode).toBe(201);
    expect(await priorities(mine.pk_client_id, mp.pk_mp_id)).toEqual([{ id: w.pk_warehouse_id, rank: 1 }]);
  });

  it('refuses ranks that do not run 1..n (422) and saves nothing', async () => {
    const { mine, mp, headers } = await f.setup();
    const [w1, w2] = [await t.make.warehouse(mine.pk_client_id), await t.make.warehouse(mine.pk_client_id)];
    for (const ranks of [
      { [w1.pk_warehouse_id]: 1, [w2.pk_warehouse_id]: 3 },
      { [w1.pk_warehouse_id]: 0, [w2.pk_warehouse_id]: 1 },
      { [w1.pk_warehouse_id]: 1, [w2.pk_warehouse_id]: 1 },
      { [w1.pk_warehouse_id]: 2 },
    ]) {
      const res = await post(
        mine.pk_client_id,
        mp.pk_mp_id,
        headers,
        newStore({ warehouse_priorities: ranks }),
      );
      expect(res.statusCode, JSON.stringify(ranks)).toBe(422);
      expect(res.json().detail[0]).toMatchObject({
        loc: ['body', 'warehouse_priorities'],
        msg: 'Warehouse priorities must be ranked 1 to N without gaps',
      });
    }
    expect(await t.db.select().from(stores).where(eq(stores.client_id, mine.pk_client_id))).toHaveLength(0);
  });

  it("answers 404 for another client's warehouse and rolls the whole save back", async () => {
    const { mine, theirs, mp, headers } = await f.setup();
    const own = await t.make.warehouse(mine.pk_client_id);
    const foreign = await t.make.warehouse(theirs.pk_client_id);
    const res = await post(
      mine.pk_client_id,
      mp.pk_mp_id,
      headers,
      newStore({ warehouse_priorities: { [own.pk_warehouse_id]: 1, [foreign.pk_warehouse_id]: 2 } }),
    );
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Warehouse not found' });
    expect(await t.db.select().from(stores).where(eq(stores.client_id, mine.pk_client_id))).toHaveLength(0);
    expect(await priorities(mine.pk_client_id, mp.pk_mp_id)).toEqual([]);
    expect(await priorities(theirs.pk_client_id, mp.pk_mp_id)).toEqual([]);
  });
});
