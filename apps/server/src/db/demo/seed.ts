import { sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/password';
import type { Db } from '../client';
import type { Tx } from '../facts';
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
} from '../schema';
import { type ClientKey, DEMO_CLIENTS, demoClient } from './clients';
import { type HistoryOptions, seedHistory } from './history';
import { DEMO_MARKETPLACES } from './marketplaces';
import { DEMO_SEED, mulberry32 } from './prng';
import { buildProfiles, type DemoProfile } from './profiles';
import { DEMO_ROLES } from './roles';
import { insertDemoStores } from './stores';
import { seedDemoTickets } from './tickets';
import { buildExtraUsers, DEMO_LOGINS, DEMO_PASSWORD, type DemoMembership, type DemoUser } from './users';

export interface DemoLogin {
  email: string;
  password: string;
  role: string;
}

/** Ids of what has been inserted, looked up by natural key. */
interface Ids {
  marketplace: Map<string, number>;
  brand: Map<string, number>;
  client: Map<ClientKey, number>;
  warehouse: Map<string, number>;
  role: Map<string, number>;
  user: Map<string, number>;
}

const need = <K, V>(map: Map<K, V>, key: K): V => {
  const value = map.get(key);
  if (value === undefined) throw new Error(`demo data refers to unknown ${String(key)}`);
  return value;
};

/** The demo data as plain values: everything random is drawn here, in one fixed order, from one seed. */
export function buildDemoData() {
  const random = mulberry32(DEMO_SEED);
  const profiles = buildProfiles(random);
  const people: DemoUser[] = [...DEMO_LOGINS, ...buildExtraUsers(random)];
  return { profiles, people };
}

/** True when no client and no user exists yet: the server then seeds the demo data. */
export async function isEmpty(db: Db): Promise<boolean> {
  const anyUser = await db.select({ id: users.id }).from(users).limit(1);
  const anyClient = await db.select({ id: clients.pk_client_id }).from(clients).limit(1);
  return anyUser.length === 0 && anyClient.length === 0;
}

/**
 * Removes every client, user and reference row (and, through foreign keys, everything that hangs off them) and
 * restarts their id sequences, so a following seed produces the same ids as on a fresh database. The permission
 * catalogue stays.
 */
export async function wipeDemo(db: Db): Promise<void> {
  await db.execute(
    sql`truncate table ${users}, ${clients}, ${memberships}, ${roles}, ${rolePermissions}, ${userRoles},
      ${marketplaces}, ${brands}, ${warehouses}, ${warehouseMarketplaces}, ${sellerProfiles},
      ${userMarketplaces}, ${userBrands}, ${userWarehouses}, ${userProfiles}, refresh_tokens, oauth_states
      restart identity cascade`,
  );
}

/**
 * Fills an empty database with the demo data set and answers the logins to print. `history` sets the commerce
 * history's last day and scale (default: today, small); `false` leaves it out, and with it the demo tickets,
 * which are built on it (tests of the other demo data, and SEED_DEMO_HISTORY=false).
 */
export async function seedDemo(db: Db, history?: HistoryOptions | false): Promise<{ logins: DemoLogin[] }> {
  const { profiles, people } = buildDemoData();
  // Hash outside the transaction; argon2id is deliberately slow.
  const hashes = await Promise.all(people.map(() => hashPassword(DEMO_PASSWORD)));

  await db.transaction(async (tx) => {
    const ids: Ids = {
      marketplace: new Map(),
      brand: new Map(),
      client: new Map(),
      warehouse: new Map(),
      role: new Map(),
      user: new Map(),
    };
    await insertReference(tx, ids);
    await insertClients(tx, ids, profiles);
    await insertRoles(tx, ids);
    await insertUsers(tx, ids, people, hashes, profiles);
    await insertDemoStores(tx, (kind, key) => need(ids[kind] as Map<string, number>, key));
  });
  if (history !== false) {
    await seedHistory(db, history ?? {});
    // Tickets refer to the history's SKUs and advertising entities (T11/T12/T14 rows act on real rows).
    await seedDemoTickets(db, { today: history?.today });
  }

  return {
    logins: DEMO_LOGINS.map((u) => ({ email: u.email, password: DEMO_PASSWORD, role: u.login ?? '' })),
  };
}

async function insertReference(tx: Tx, ids: Ids): Promise<void> {
  for (const m of DEMO_MARKETPLACES) {
    const [row] = await tx.insert(marketplaces).values(m).returning({ id: marketplaces.pk_mp_id });
    ids.marketplace.set(m.short_code, row!.id);
  }
  for (const b of DEMO_CLIENTS.flatMap((c) => c.brands)) {
    const [row] = await tx.insert(brands).values(b).returning({ id: brands.pk_brand_id });
    ids.brand.set(b.brand_code, row!.id);
  }
}

async function insertClients(tx: Tx, ids: Ids, profiles: DemoProfile[]): Promise<void> {
  for (const c of DEMO_CLIENTS) {
    const [row] = await tx
      .insert(clients)
      .values({
        name: c.name,
        email: c.email,
        phone: c.phone,
        website: c.website,
        country: c.country,
        timezone: c.timezone,
        dt_create: new Date(c.dt_create),
      })
      .returning({ id: clients.pk_client_id });
    const clientId = row!.id;
    ids.client.set(c.key, clientId);
    for (const w of c.warehouses) {
      const [wh] = await tx
        .insert(warehouses)
        .values({
          client_id: clientId,
          name: w.name,
          address: w.address,
          city: w.city,
          state: w.state,
          country: w.country,
          zip_code: w.zip_code,
          email_id: `${w.city.toLowerCase().replace(/[^a-z]/g, '')}.warehouse@${c.domain}`,
          poc_name: w.poc_name,
          poc_number: `${c.phone.slice(0, -4)}${String(1000 + ids.warehouse.size * 37).slice(-4)}`,
        })
        .returning({ id: warehouses.pk_warehouse_id });
      ids.warehouse.set(`${c.key}:${w.name}`, wh!.id);
      await tx.insert(warehouseMarketplaces).values(
        w.marketplaces.map((code) => ({
          client_id: clientId,
          warehouse_id: wh!.id,
          mp_id: need(ids.marketplace, code),
        })),
      );
    }
  }
  await tx.insert(sellerProfiles).values(
    profiles.map((p) => ({
      client_id: need(ids.client, p.client),
      profile_id: p.profile_id,
      seller_name: p.seller_name,
      seller_type: p.seller_type,
      fk_mp_id: need(ids.marketplace, p.marketplace),
    })),
  );
}

async function insertRoles(tx: Tx, ids: Ids): Promise<void> {
  for (const c of DEMO_CLIENTS) {
    const clientId = need(ids.client, c.key);
    for (const r of DEMO_ROLES) {
      const [row] = await tx
        .insert(roles)
        .values({
          client_id: clientId,
          name: r.name,
          description: r.description,
          level: 2,
          dt_create: new Date(c.dt_create),
        })
        .returning({ id: roles.id });
      ids.role.set(`${c.key}:${r.name}`, row!.id);
      await tx
        .insert(rolePermissions)
        .values(
          r.permissions.map((code) => ({ client_id: clientId, role_id: row!.id, permission_code: code })),
        );
    }
  }
}

/** What one membership lets the user see in its client. */
function scopeOf(m: DemoMembership, profiles: DemoProfile[]) {
  const client = demoClient(m.client);
  const mps = m.marketplaces ?? client.marketplaces;
  for (const code of mps) {
    if (!client.marketplaces.includes(code)) throw new Error(`${client.name} does not sell on ${code}`);
  }
  const brandCodes = m.brands ?? client.brands.map((b) => b.brand_code);
  const whs =
    m.warehouses ??
    client.warehouses.filter((w) => w.marketplaces.some((x) => mps.includes(x))).map((w) => w.name);
  const profileIds = profiles
    .filter((p) => p.client === m.client && mps.includes(p.marketplace))
    .map((p) => p.profile_id);
  return { mps, brandCodes, whs, profileIds };
}

async function insertUsers(
  tx: Tx,
  ids: Ids,
  people: DemoUser[],
  hashes: string[],
  profiles: DemoProfile[],
): Promise<void> {
  for (const [i, u] of people.entries()) {
    const [row] = await tx
      .insert(users)
      .values({
        email: u.email.toLowerCase(),
        first_name: u.first_name,
        last_name: u.last_name,
        password_hash: hashes[i]!,
        is_sa: u.is_sa,
        is_active: u.is_active,
        dt_create: new Date(u.dt_create),
        dt_update: new Date(u.dt_create),
      })
      .returning({ id: users.id });
    const userId = row!.id;
    ids.user.set(u.email, userId);

    const mpIds = new Set<number>();
    const brandIds = new Set<number>();
    for (const m of u.memberships) {
      const clientId = need(ids.client, m.client);
      await tx
        .insert(memberships)
        .values({ client_id: clientId, user_id: userId, dt_create: new Date(u.dt_create) });
      if (m.roles.length > 0) {
        await tx.insert(userRoles).values(
          m.roles.map((r) => ({
            client_id: clientId,
            user_id: userId,
            role_id: need(ids.role, `${m.client}:${r}`),
          })),
        );
      }
      const scope = scopeOf(m, profiles);
      for (const code of scope.mps) mpIds.add(need(ids.marketplace, code));
      for (const code of scope.brandCodes) brandIds.add(need(ids.brand, code));
      if (scope.whs.length > 0) {
        await tx.insert(userWarehouses).values(
          scope.whs.map((name) => ({
            client_id: clientId,
            user_id: userId,
            warehouse_id: need(ids.warehouse, `${m.client}:${name}`),
          })),
        );
      }
      if (scope.profileIds.length > 0) {
        await tx
          .insert(userProfiles)
          .values(
            scope.profileIds.map((profile_id) => ({ client_id: clientId, user_id: userId, profile_id })),
          );
      }
    }
    if (mpIds.size > 0) {
      await tx
        .insert(userMarketplaces)
        .values([...mpIds].sort((a, b) => a - b).map((mp_id) => ({ user_id: userId, mp_id })));
    }
    if (brandIds.size > 0) {
      await tx
        .insert(userBrands)
        .values([...brandIds].sort((a, b) => a - b).map((brand_id) => ({ user_id: userId, brand_id })));
    }
  }
}
