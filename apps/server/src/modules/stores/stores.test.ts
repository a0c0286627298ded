import { marketplaceUserView } from '@marketdesk/contracts/marketplaces';
import {
  adminMarketplaceList,
  sellerIdList,
  storeSecretsList,
  storesByMarketplace,
  warehousePriorityList,
} from '@marketdesk/contracts/stores';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { storeFixtures } from '../../../test/fixtures/stores';
import { createTestApp, type TestApp } from '../../../test/helper';

let t: TestApp;
let f: ReturnType<typeof storeFixtures>;
beforeAll(async () => {
  t = await createTestApp();
  f = storeFixtures(t);
});
afterAll(() => t.close());

describe('GET /marketplaces/admin/me', () => {
  it('lists every marketplace with its logo, enabled where the client has a store', async () => {
    const { mine, theirs, mp, headers } = await f.setup();
    const other = await t.make.marketplace({ name: 'Kaufland DE', short_code: `KL_${mp.pk_mp_id}` });
    const theirsOnly = await t.make.marketplace({ name: 'Noon Egypt', short_code: `NN_${mp.pk_mp_id}` });
    await f.store(mine.pk_client_id, mp.pk_mp_id);
    await f.store(theirs.pk_client_id, theirsOnly.pk_mp_id);
    const res = await t.app.inject({ url: `/marketplaces/admin/me?client_id=${mine.pk_client_id}`, headers });
    expect(res.statusCode).toBe(200);
    const list = adminMarketplaceList.parse(res.json());
    const byId = new Map(list.map((m) => [m.pk_mp_id, m]));
    expect(byId.get(mp.pk_mp_id)).toEqual({
      pk_mp_id: mp.pk_mp_id,
      name: mp.name,
      short_code: mp.short_code,
      website_url: mp.website_url,
      country_code: mp.country_code,
      currency_code: mp.currency_code,
      enabled: true,
      logo: 'amazon',
    });
    expect(byId.get(other.pk_mp_id)).toMatchObject({ enabled: false, logo: null });
    // Another client's store does not enable the marketplace here.
    expect(byId.get(theirsOnly.pk_mp_id)).toMatchObject({ enabled: false, logo: 'noon' });
    expect(list.map((m) => m.pk_mp_id)).toEqual([...list.map((m) => m.pk_mp_id)].sort((a, b) => a - b));
  });
});

describe('GET /marketplaces/admin/client', () => {
  it("answers a client admin the selected client's marketplaces, assigned to them or not", async () => {
    const { mine, theirs, admin, headers } = await f.setup();
    const withStore = await t.make.marketplace({ name: 'Amazon DE' });
    const served = await t.make.marketplace({ name: 'Otto DE' });
    const advertised = await t.make.marketplace({ name: 'Amazon UK' });
    const assignedOnly = await t.make.marketplace({ name: 'Bol NL' });
    const theirsOnly = await t.make.marketplace({ name: 'Noon AE' });
    await f.store(mine.pk_client_id, withStore.pk_mp_id);
    await t.make.warehouse(mine.pk_client_id, [served.pk_mp_id]);
    await t.make.profile(mine.pk_client_id, advertised.pk_mp_id);
    await f.store(theirs.pk_client_id, theirsOnly.pk_mp_id);
    await t.make.warehouse(theirs.pk_client_id, [theirsOnly.pk_mp_id]);
    // Assignments are the user's, not the client's: an admin's picker does not depend on them.
    await t.make.assign.marketplace(admin.id, assignedOnly.pk_mp_id);
    const url = `/marketplaces/admin/client?client_id=${mine.pk_client_id}`;
    const res = await t.app.inject({ url, headers });
    expect(res.statusCode, res.body).toBe(200);
    const list = z.array(marketplaceUserView.strict()).parse(res.json());
    expect(list.map((m) => m.name)).toEqual(['Amazon DE', 'Otto DE', 'Amazon UK']);
    expect(list[0]).toEqual({
      pk_mp_id: withStore.pk_mp_id,
      name: 'Amazon DE',
      short_code: withStore.short_code,
      country_code: withStore.country_code,
      currency_code: withStore.currency_code,
      website_url: withStore.website_url,
    });
    // GET /marketplaces stays the user's own (assigned) list.
    const own = await t.app.inject({ url: `/marketplaces?client_id=${mine.pk_client_id}`, headers });
    expect(own.json().map((m: { name: string }) => m.name)).toEqual(['Bol NL']);
  });
});

describe('GET /marketplaces/admin/stores', () => {
  it("groups the client's stores by marketplace without any secret", async () => {
    const { mine, theirs, mp, headers } = await f.setup();
    const mp2 = await t.make.marketplace();
    const a = await f.store(mine.pk_client_id, mp.pk_mp_id, {
      seller_id: 'A1',
      api_enabled: true,
      token_client_id: 'client-id-1',
      token_expiry: new Date('2031-01-02T03:04:05Z'),
      secret: 'super-secret-value',
    });
    const b = await f.store(mine.pk_client_id, mp.pk_mp_id, { seller_id: 'V1', account_type: 'vendor' });
    const c = await f.store(mine.pk_client_id, mp2.pk_mp_id, { seller_id: 'C1' });
    await f.store(theirs.pk_client_id, mp.pk_mp_id, { seller_id: 'FOREIGN' });
    const res = await t.app.inject({
      url: `/marketplaces/admin/stores?client_id=${mine.pk_client_id}`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('secret');
    const body = storesByMarketplace.parse(res.json());
    expect(Object.keys(body).sort()).toEqual([String(mp.pk_mp_id), String(mp2.pk_mp_id)].sort());
    expect(body[String(mp.pk_mp_id)]).toEqual([
      {
        pk_store_id: a.pk_store_id,
        mp_id: mp.pk_mp_id,
        seller_id: 'A1',
        store_name: 'Main store',
        account_type: 'seller',
        api_enabled: true,
        token_client_id: 'client-id-1',
        token_expiry: '2031-01-02T03:04:05.000Z',
        ads_enabled: false,
        ads_client_id: null,
      },
      expect.objectContaining({ pk_store_id: b.pk_store_id, account_type: 'vendor', api_enabled: false }),
    ]);
    expect(body[String(mp2.pk_mp_id)]).toEqual([expect.objectContaining({ pk_store_id: c.pk_store_id })]);
  });
});

describe('GET /marketplaces/admin/secrets?mp_id=', () => {
  it('answers the stores of the marketplace with secrets masked to their last 4 characters', async () => {
    const { mine, theirs, mp, headers } = await f.setup();
    const s = await f.store(mine.pk_client_id, mp.pk_mp_id, {
      secret: 'client-secret-ABCD',
      auth: 'Atza|auth-token-WXYZ',
      refresh: 'Atzr|refresh-9876',
    });
    await f.store(mine.pk_client_id, (await t.make.marketplace()).pk_mp_id);
    await f.store(theirs.pk_client_id, mp.pk_mp_id, { secret: 'foreign-secret-0000' });
    const res = await t.app.inject({
      url: `/marketplaces/admin/secrets?mp_id=${mp.pk_mp_id}&client_id=${mine.pk_client_id}`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    const list = storeSecretsList.parse(res.json());
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      pk_store_id: s.pk_store_id,
      token_client_secret: '****ABCD',
      token_auth: '****WXYZ',
      token_refresh: '****9876',
    });
    expect(res.body).not.toContain('client-secret');
    expect(res.body).not.toContain('v1:');
  });

  it('answers null for secrets never stored, and 404 for an unknown marketplace', async () => {
    const { mine, mp, headers } = await f.setup();
    await f.store(mine.pk_client_id, mp.pk_mp_id);
    const res = await t.app.inject({
      url: `/marketplaces/admin/secrets?mp_id=${mp.pk_mp_id}&client_id=${mine.pk_client_id}`,
      headers,
    });
    expect(res.json()[0]).toMatchObject({ token_client_secret: null, token_auth: null, token_refresh: null });
    const unknown = await t.app.inject({
      url: `/marketplaces/admin/secrets?mp_id=99999999&client_id=${mine.pk_client_id}`,
      headers,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'Marketplace not found' });
    const noMp = await t.app.inject({
      url: `/marketplaces/admin/secrets?client_id=${mine.pk_client_id}`,
      headers,
    });
    expect(noMp.statusCode).toBe(422);
  });
});

describe('GET /marketplaces/admin/warehouse_priorities?mp_id=', () => {
  it("answers the client's ranks on that marketplace in order", async () => {
    const { mine, theirs, mp, headers } = await f.setup();
    const w1 = await t.make.warehouse(mine.pk_client_id);
    const w2 = await t.make.warehouse(mine.pk_client_id);
    const foreign = await t.make.warehouse(theirs.pk_client_id);
    await f.rank(mine.pk_client_id, mp.pk_mp_id, w1.pk_warehouse_id, 2);
    await f.rank(mine.pk_client_id, mp.pk_mp_id, w2.pk_warehouse_id, 1);
    await f.rank(theirs.pk_client_id, mp.pk_mp_id, foreign.pk_warehouse_id, 1);
    const res = await t.app.inject({
      url: `/marketplaces/admin/warehouse_priorities?mp_id=${mp.pk_mp_id}&client_id=${mine.pk_client_id}`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    expect(warehousePriorityList.parse(res.json())).toEqual([
      { fk_warehouse_id: w2.pk_warehouse_id, priority: 1 },
      { fk_warehouse_id: w1.pk_warehouse_id, priority: 2 },
    ]);
  });
});

describe('GET /marketplaces/admin/seller-ids?mp_id=', () => {
  it("answers the client's seller ids on the marketplace to an inventory user", async () => {
    const { mine, theirs, mp } = await f.setup();
    await f.store(mine.pk_client_id, mp.pk_mp_id, { seller_id: 'A2X', store_name: 'Acme US' });
    await f.store(mine.pk_client_id, mp.pk_mp_id, {
      seller_id: 'V9',
      store_name: 'Acme Vendor',
      account_type: 'vendor',
    });
    await f.store(theirs.pk_client_id, mp.pk_mp_id, { seller_id: 'FOREIGN' });
    const { user } = await t.make.member(mine.pk_client_id, { permissions: ['inventory:upload'] });
    const { user: other } = await t.make.member(mine.pk_client_id, { permissions: ['view:users'] });
    const url = `/marketplaces/admin/seller-ids?mp_id=${mp.pk_mp_id}&client_id=${mine.pk_client_id}`;
    const res = await t.app.inject({ url, headers: await t.auth(user.id) });
    expect(res.statusCode).toBe(200);
    expect(sellerIdList.parse(res.json())).toEqual([
      { seller_id: 'A2X', store_name: 'Acme US', account_type: 'seller' },
      { seller_id: 'V9', store_name: 'Acme Vendor', account_type: 'vendor' },
    ]);
    expect((await t.app.inject({ url, headers: await t.auth(other.id) })).statusCode).toBe(403);
  });
});

describe('access', () => {
  const reads = ['me', 'client', 'stores', 'secrets?mp_id=MP', 'warehouse_priorities?mp_id=MP'];

  it('refuses a seller (403), another client (403) and no token (401) on every call', async () => {
    const { mine, theirs, mp, headers } = await f.setup();
    const { user: seller } = await t.make.member(mine.pk_client_id, {
      roleName: 'Seller',
      permissions: ['view:users', 'inventory:upload'],
    });
    const sellerHeaders = await t.auth(seller.id);
    for (const path of reads) {
      const url = `/marketplaces/admin/${path.replace('MP', String(mp.pk_mp_id))}`;
      const sep = url.includes('?') ? '&' : '?';
      expect(
        (await t.app.inject({ url: `${url}${sep}client_id=${mine.pk_client_id}`, headers: sellerHeaders }))
          .statusCode,
        url,
      ).toBe(403);
      expect(
        (await t.app.inject({ url: `${url}${sep}client_id=${theirs.pk_client_id}`, headers })).statusCode,
        url,
      ).toBe(403);
      expect(
        (await t.app.inject({ url: `${url}${sep}client_id=${mine.pk_client_id}` })).statusCode,
        url,
      ).toBe(401);
    }
    const post = await t.app.inject({
      method: 'POST',
      url: `/marketplaces/admin/secrets?mp_id=${mp.pk_mp_id}&client_id=${mine.pk_client_id}`,
      headers: sellerHeaders,
      payload: { seller_id: 'X', store_name: 'X', account_type: 'seller' },
    });
    expect(post.statusCode).toBe(403);
  });

  it('lets a super admin read any client', async () => {
    const { theirs, mp } = await f.setup();
    await f.store(theirs.pk_client_id, mp.pk_mp_id, { seller_id: 'SAVISIBLE' });
    const sa = await t.make.user({ is_sa: true });
    const res = await t.app.inject({
      url: `/marketplaces/admin/secrets?mp_id=${mp.pk_mp_id}&client_id=${theirs.pk_client_id}`,
      headers: await t.auth(sa.id),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()[0].seller_id).toBe('SAVISIBLE');
  });
});
