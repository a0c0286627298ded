import type { TestApp } from '../../../test/helper';
import { testSecrets } from '../../../test/helper';
import { stores, warehousePriorities } from '../../db/schema';

/** Test builders for this module (the shared factories know nothing of stores). */
export function storeFixtures(t: TestApp) {
  return {
    /** A client with a client admin, a second client the admin is not in, and a marketplace. */
    async setup() {
      const mine = await t.make.client();
      const theirs = await t.make.client();
      const mp = await t.make.marketplace();
      const { user: admin } = await t.make.member(mine.pk_client_id, { roleName: 'Client Admin' });
      return { mine, theirs, mp, admin, headers: await t.auth(admin.id) };
    },

    async store(
      clientId: number,
      mpId: number,
      o: Partial<typeof stores.$inferInsert> & { secret?: string; auth?: string; refresh?: string } = {},
    ) {
      const { secret, auth, refresh, ...rest } = o;
      const [row] = await t.db
        .insert(stores)
        .values({
          client_id: clientId,
          mp_id: mpId,
          seller_id: `S${Math.random().toString(36).slice(2, 10).toUpperCase()}`,
          store_name: 'Main store',
          account_type: 'seller',
          token_client_secret_enc: secret ? testSecrets.encrypt(secret) : null,
          token_auth_enc: auth ? testSecrets.encrypt(auth) : null,
          token_refresh_enc: refresh ? testSecrets.encrypt(refresh) : null,
          ...rest,
        })
        .returning();
      return row!;
    },

    async rank(clientId: number, mpId: number, warehouseId: number, priority: number) {
      await t.db
        .insert(warehousePriorities)
        .values({ client_id: clientId, mp_id: mpId, fk_warehouse_id: warehouseId, priority });
    },
  };
}
