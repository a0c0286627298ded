import { PERMISSIONS } from '@marketdesk/contracts/permissions';
import { currentUser, permissionList } from '@marketdesk/contracts/users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /users/me', () => {
  it('answers exactly the current-user shape with the user, clients, roles and assignments', async () => {
    const acme = await t.make.client({ name: 'Acme Home' });
    const north = await t.make.client({ name: 'Northwind' });
    const other = await t.make.client({ name: 'Not Mine' });
    const user = await t.make.user({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@test.marketdesk.dev',
    });
    await t.make.membership(user.id, acme.pk_client_id);
    await t.make.membership(user.id, north.pk_client_id);
    const seller = await t.make.role(acme.pk_client_id, {
      name: 'Seller',
      permissions: ['view:tickets', 'dashboard:view'],
    });
    const admin = await t.make.role(north.pk_client_id, { name: 'Client Admin', permissions: [] });
    await t.make.grant(user.id, seller);
    await t.make.grant(user.id, admin);
    await t.make.role(other.pk_client_id, { name: 'Foreign', permissions: ['view:users'] });

    const de = await t.make.marketplace({
      name: 'Amazon DE',
      short_code: 'AZDE',
      country_code: 'DE',
      currency_code: 'EUR',
      website_url: 'https://www.amazon.de',
    });
    const bol = await t.make.marketplace({
      name: 'Bol NL',
      short_code: 'BONL',
      country_code: 'NL',
      currency_code: 'EUR',
      website_url: 'https://www.bol.com',
    });
    await t.make.marketplace({ short_code: 'UNASSIGNED' });
    await t.make.assign.marketplace(user.id, de.pk_mp_id);
    await t.make.assign.marketplace(user.id, bol.pk_mp_id);
    const brand = await t.make.brand({ brand_name: 'Lumen' });
    await t.make.assign.brand(user.id, brand.pk_brand_id);
    const wh = await t.make.warehouse(acme.pk_client_id, [de.pk_mp_id, bol.pk_mp_id], { name: 'Leeds DC' });
    await t.make.assign.warehouse(user.id, wh);
    const profile = await t.make.profile(acme.pk_client_id, de.pk_mp_id, {
      profile_id: 'A1B2',
      seller_name: 'Acme DE',
      seller_type: 'vendor',
    });
    await t.make.assign.profile(user.id, profile);

    const res = await t.app.inject({ method: 'GET', url: '/users/me', headers: await t.auth(user.id) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // Exactly the contract: parsing with a strict copy rejects any extra key.
    expect(() => currentUser.strict().parse(body)).not.toThrow();
    expect(body).toEqual({
      id: user.id,
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@test.marketdesk.dev',
      is_sa: false,
      clients: [
        { id: acme.pk_client_id, name: 'Acme Home' },
        { id: north.pk_client_id, name: 'Northwind' },
      ],
      roles: [
        {
          id: seller.id,
          name: 'Seller',
          client_id: acme.pk_client_id,
          permissions: [
            { code: 'dashboard:view', name: 'View dashboard', module: 'dashboard', action: 'view' },
            { code: 'view:tickets', name: 'View tickets', module: 'ticketing', action: 'view' },
          ],
        },
        { id: admin.id, name: 'Client Admin', client_id: north.pk_client_id, permissions: [] },
      ],
      marketplaces: [
        {
          pk_mp_id: de.pk_mp_id,
          name: 'Amazon DE',
          short_code: 'AZDE',
          country_code: 'DE',
          currency_code: 'EUR',
          website_url: 'https://www.amazon.de',
        },
        {
          pk_mp_id: bol.pk_mp_id,
          name: 'Bol NL',
          short_code: 'BONL',
          country_code: 'NL',
          currency_code: 'EUR',
          website_url: 'https://www.bol.com',
        },
      ],
      brands: [{ pk_brand_id: brand.pk_brand_id, brand_name: 'Lumen' }],
      warehouses: [
        { pk_warehouse_id: wh.pk_warehouse_id, name: 'Leeds DC', marketplaces: [de.pk_mp_id, bol.pk_mp_id] },
      ],
      profiles: [
        { profile_id: 'A1B2', seller_name: 'Acme DE', seller_type: 'vendor', fk_mp_id: de.pk_mp_id },
      ],
    });
  });

  it('lists every client for a super admin, member or not', async () => {
    const sa = await t.make.user({ is_sa: true });
    const res = await t.app.inject({ method: 'GET', url: '/users/me', headers: await t.auth(sa.id) });
    const body = currentUser.parse(res.json());
    expect(body.is_sa).toBe(true);
    expect(body.clients.length).toBeGreaterThanOrEqual(3);
    expect(body.clients.map((c) => c.name)).toContain('Not Mine');
    expect(body.clients.map((c) => c.id)).toEqual([...body.clients.map((c) => c.id)].sort((a, b) => a - b));
  });

  it('ignores client_id (every call carries one) and needs a token', async () => {
    const { user } = await t.make.member((await t.make.client()).pk_client_id);
    const ok = await t.app.inject({
      method: 'GET',
      url: '/users/me?client_id=999999',
      headers: await t.auth(user.id),
    });
    expect(ok.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/users/me' })).statusCode).toBe(401);
  });
});

describe('GET /permissions', () => {
  it('answers the whole catalogue with code, name, module and action', async () => {
    const { user } = await t.make.member((await t.make.client()).pk_client_id);
    const res = await t.app.inject({ method: 'GET', url: '/permissions', headers: await t.auth(user.id) });
    expect(res.statusCode).toBe(200);
    const list = permissionList.parse(res.json());
    expect(list).toHaveLength(PERMISSIONS.length);
    expect(list).toContainEqual({
      code: 'access:tickets:review',
      name: 'Ticket reviewer',
      module: 'ticketing',
      action: 'review',
    });
  });
});
