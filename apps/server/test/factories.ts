import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import {
  brands,
  clients,
  marketplaces,
  memberships,
  rolePermissions,
  roles,
  sellerProfiles,
  userBrands,
  userMarketplaces,
  userProfiles,
  userRoles,
  users,
  userWarehouses,
  warehouseMarketplaces,
  warehouses,
} from '../src/db/schema';
import { hashPassword } from '../src/lib/password';

export const DEFAULT_PASSWORD = 'Correct-Horse-9';

// argon2id is deliberately slow: hash each distinct test password once per file.
const hashes = new Map<string, Promise<string>>();
const hashOnce = (password: string) => {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password)!;
};

type UserOverrides = Partial<typeof users.$inferInsert> & { password?: string | null };

const unique = () => randomBytes(4).toString('hex');

/** Builders with overrides (outline style): each returns the inserted row. No shared fixtures. */
export function factories(db: Db) {
  const make = {
    async user(o: UserOverrides = {}) {
      const { password = DEFAULT_PASSWORD, ...rest } = o;
      const [row] = await db
        .insert(users)
        .values({
          email: `user-${unique()}@test.marketdesk.dev`,
          first_name: 'Test',
          last_name: 'User',
          password_hash: password === null ? null : await hashOnce(password),
          ...rest,
        })
        .returning();
      return row!;
    },

    async client(o: Partial<typeof clients.$inferInsert> = {}) {
      const [row] = await db
        .insert(clients)
        .values({ name: `Client ${unique()}`, email: `client-${unique()}@test.marketdesk.dev`, ...o })
        .returning();
      return row!;
    },

    async membership(userId: number, clientId: number) {
      await db.insert(memberships).values({ user_id: userId, client_id: clientId });
    },

    async role(clientId: number, o: { name?: string; description?: string; permissions?: string[] } = {}) {
      const [row] = await db
        .insert(roles)
        .values({ client_id: clientId, name: o.name ?? `Role ${unique()}`, description: o.description ?? '' })
        .returning();
      const codes = o.permissions ?? [];
      if (codes.length > 0) {
        await db
          .insert(rolePermissions)
          .values(codes.map((code) => ({ client_id: clientId, role_id: row!.id, permission_code: code })));
      }
      return row!;
    },

    async grant(userId: number, role: { id: number; client_id: number }) {
      await db.insert(userRoles).values({ user_id: userId, client_id: role.client_id, role_id: role.id });
    },

    /** A user who belongs to the client, holding one role with these permissions (or the named role). */
    async member(
      clientId: number,
      o: { permissions?: string[]; roleName?: string; user?: UserOverrides } = {},
    ) {
      const user = await make.user(o.user);
      await make.membership(user.id, clientId);
      // Role names are unique per client: a named role (e.g. Client Admin) is reused when it exists.
      const [existing] = o.roleName
        ? await db
            .select()
            .from(roles)
            .where(and(eq(roles.client_id, clientId), eq(roles.name, o.roleName)))
        : [];
      const role =
        existing ?? (await make.role(clientId, { name: o.roleName, permissions: o.permissions ?? [] }));
      await make.grant(user.id, role);
      return { user, role };
    },

    async marketplace(o: Partial<typeof marketplaces.$inferInsert> = {}) {
      const [row] = await db
        .insert(marketplaces)
        .values({
          name: `Amazon ${unique()}`,
          short_code: `AZ-${unique()}`,
          website_url: 'https://www.amazon.com',
          country_code: 'US',
          currency_code: 'USD',
          language_code: 'en',
          timezone: 'America/New_York',
          ...o,
        })
        .returning();
      return row!;
    },

    async brand(o: Partial<typeof brands.$inferInsert> = {}) {
      const code = unique();
      const [row] = await db
        .insert(brands)
        .values({ brand_name: `Brand ${code}`, brand_code: `B${code}`, ...o })
        .returning();
      return row!;
    },

    async warehouse(clientId: number, mpIds: number[] = [], o: Partial<typeof warehouses.$inferInsert> = {}) {
      const [row] = await db
        .insert(warehouses)
        .values({
          client_id: clientId,
          name: `Warehouse ${unique()}`,
          address: '1 Dock Road',
          city: 'Leeds',
          state: 'West Yorkshire',
          country: 'GB',
          zip_code: 'LS1 1AA',
          email_id: 'dock@test.marketdesk.dev',
          poc_name: 'Dock Manager',
          poc_number: '+44 113 000 0000',
          ...o,
        })
        .returning();
      if (mpIds.length > 0) {
        await db
          .insert(warehouseMarketplaces)
          .values(mpIds.map((mp_id) => ({ client_id: clientId, warehouse_id: row!.pk_warehouse_id, mp_id })));
      }
      return row!;
    },

    async profile(clientId: number, mpId: number, o: Partial<typeof sellerProfiles.$inferInsert> = {}) {
      const [row] = await db
        .insert(sellerProfiles)
        .values({
          client_id: clientId,
          profile_id: `P${unique()}`,
          seller_name: `Seller ${unique()}`,
          seller_type: 'seller',
          fk_mp_id: mpId,
          ...o,
        })
        .returning();
      return row!;
    },

    /** Assignments that limit what a user sees. */
    assign: {
      marketplace: (userId: number, mpId: number) =>
        db.insert(userMarketplaces).values({ user_id: userId, mp_id: mpId }),
      brand: (userId: number, brandId: number) =>
        db.insert(userBrands).values({ user_id: userId, brand_id: brandId }),
      warehouse: (userId: number, w: { client_id: number; pk_warehouse_id: number }) =>
        db
          .insert(userWarehouses)
          .values({ user_id: userId, client_id: w.client_id, warehouse_id: w.pk_warehouse_id }),
      profile: (userId: number, p: { client_id: number; profile_id: string }) =>
        db.insert(userProfiles).values({ user_id: userId, client_id: p.client_id, profile_id: p.profile_id }),
    },
  };
  return make;
}
