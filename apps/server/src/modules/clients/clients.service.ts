import {
  type ClientCreate,
  type ClientRecord,
  type ClientUpdate,
  hasNewAdmin,
} from '@marketdesk/contracts/clients';
import { CLIENT_ADMIN_ROLE } from '@marketdesk/contracts/permissions';
import type { Tx } from '../../db/facts';
import { hashPassword } from '../../lib/password';
import { recordAudit } from '../../platform/audit';
import { bodyInvalid, conflict, isUniqueViolation, notFound } from '../../platform/errors';
import type { AuthUser } from '../../platform/identity.repository';
import type { ClientsRepository } from './clients.repository';

type ClientColumns = NonNullable<Awaited<ReturnType<ClientsRepository['byId']>>>;

const ADMIN_ROLE_DESCRIPTION =
  'Administers the client: users, permission groups, warehouses and marketplaces. Holds every permission.';

const emailTaken = (email: string) => conflict(`A user with the email ${email} already exists`);

/** The client record's own columns from a request body (absent optional fields become null). */
const clientValues = (body: ClientCreate | ClientUpdate) => ({
  name: body.name,
  email: body.email,
  phone: body.phone ?? null,
  website: body.website ?? null,
  country: body.country ?? null,
  timezone: body.timezone ?? null,
});

const auditView = ({ dt_create, ...rest }: ClientColumns) => rest;

/**
 * Clients (workspaces), super admins only. Creating one also creates its Client Admin role (every permission,
 * level 2) and makes a new user and/or existing users its admins, all in one transaction.
 */
export function clientsService(repo: ClientsRepository) {
  async function records(rows: ClientColumns[], ids?: number[]): Promise<ClientRecord[]> {
    const [counts, admins] = await Promise.all([repo.memberCounts(ids), repo.admins(ids)]);
    const members = new Map(counts.map((c) => [c.client_id, c.members]));
    return rows.map((row) => ({
      ...row,
      dt_create: row.dt_create.toISOString(),
      member_count: members.get(row.pk_client_id) ?? 0,
      admins: admins
        .filter((a) => a.client_id === row.pk_client_id)
        .map(({ id, email, first_name, last_name }) => ({ id, email, first_name, last_name })),
    }));
  }

  async function one(id: number): Promise<ClientRecord> {
    const row = await repo.byId(id);
    if (!row) throw notFound('Client not found');
    return (await records([row], [id]))[0]!;
  }

  /**
   * Makes the new admin (when all four fields are given) and the chosen existing users holders of the
   * client's Client Admin role, creating that role if the client has none.
   */
  async function grantAdmins(
    tx: Tx,
    actor: AuthUser,
    clientId: number,
    body: ClientCreate,
    hash: string | null,
  ) {
    let role = await repo.clientAdminRole(clientId, tx);
    if (!role) {
      const created = await repo.insertRoleWithAll(tx, clientId, CLIENT_ADMIN_ROLE, ADMIN_ROLE_DESCRIPTION);
      role = created;
      await recordAudit(tx, {
        clientId,
        actorUserId: actor.id,
        action: 'create',
        entity: 'role',
        entityId: created.id,
        after: {
          name: created.name,
          level: created.level,
          description: ADMIN_ROLE_DESCRIPTION,
          permissions: created.permissions,
        },
      });
    }

    const userIds = [...new Set(body.make_users_as_admin ?? [])];
    const found = new Set(await repo.existingUserIds(userIds, tx));
    const unknown = userIds.filter((id) => !found.has(id));
    if (unknown.length > 0)
      throw bodyInvalid('make_users_as_admin', `Unknown user id: ${unknown.join(', ')}`);

    if (hasNewAdmin(body) && hash) {
      const email = body.admin_email!.toLowerCase();
      const user = await repo.insertUser(tx, {
        email,
        first_name: body.admin_first_name!,
        last_name: body.admin_last_name!,
        password_hash: hash,
      });
      await recordAudit(tx, {
        clientId,
        actorUserId: actor.id,
        action: 'create',
        entity: 'user',
        entityId: user.id,
        after: { email: user.email, first_name: user.first_name, last_name: user.last_name },
      });
      userIds.push(user.id);
    }

    for (const userId of userIds) {
      if (!(await repo.grantRole(tx, clientId, userId, role.id))) continue;
      await recordAudit(tx, {
        clientId,
        actorUserId: actor.id,
        action: 'create',
        entity: 'user_role',
        entityId: `${userId}:${role.id}`,
        after: { user_id: userId, role_id: role.id, role: CLIENT_ADMIN_ROLE },
      });
    }
  }

  /** Runs a write; a unique email refused by the database inside it becomes a 409 (and the whole write rolls back). */
  async function guarded<T>(body: ClientCreate, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (isUniqueViolation(error) && body.admin_email) throw emailTaken(body.admin_email);
      throw error;
    }
  }

  // argon2id is slow on purpose: hash before the transaction opens, so it holds no locks meanwhile.
  const hashFor = (body: ClientCreate) =>
    hasNewAdmin(body) ? hashPassword(body.admin_password!) : Promise.resolve(null);

  return {
    async list(): Promise<ClientRecord[]> {
      return records(await repo.all());
    },

    get: one,

    candidates: () => repo.people(),

    async create(actor: AuthUser, body: ClientCreate): Promise<ClientRecord> {
      const hash = await hashFor(body);
      const id = await guarded(body, () =>
        repo.transaction(async (tx) => {
          const client = await repo.insertClient(tx, clientValues(body));
          await recordAudit(tx, {
            clientId: null,
            actorUserId: actor.id,
            action: 'create',
            entity: 'client',
            entityId: client.pk_client_id,
            after: auditView(client),
          });
          await grantAdmins(tx, actor, client.pk_client_id, body, hash);
          return client.pk_client_id;
        }),
      );
      return one(id);
    },

    async update(actor: AuthUser, id: number, body: ClientUpdate): Promise<ClientRecord> {
      const hash = await hashFor(body);
      await guarded(body, () =>
        repo.transaction(async (tx) => {
          const before = await repo.byId(id, tx);
          if (!before) throw notFound('Client not found');
          const after = await repo.updateClient(tx, id, clientValues(body));
          await recordAudit(tx, {
            clientId: null,
            actorUserId: actor.id,
            action: 'update',
            entity: 'client',
            entityId: id,
            before: auditView(before),
            after: auditView(after),
          });
          if (hasNewAdmin(body) || (body.make_users_as_admin?.length ?? 0) > 0) {
            await grantAdmins(tx, actor, id, body, hash);
          }
        }),
      );
      return one(id);
    },

    /**
     * Deleting a client removes its roles, memberships, warehouses, stores and profiles with it, so it is
     * refused while anyone other than a super admin still works in it.
     */
    async remove(actor: AuthUser, id: number): Promise<void> {
      await repo.transaction(async (tx) => {
        const before = await repo.byId(id, tx);
        if (!before) throw notFound('Client not found');
        const members = await repo.ordinaryMemberCount(id, tx);
        if (members > 0) {
          throw conflict(
            `This client still has ${members} ${members === 1 ? 'user' : 'users'}. Remove them from the client before deleting it.`,
          );
        }
        await repo.deleteClient(tx, id);
        await recordAudit(tx, {
          clientId: null,
          actorUserId: actor.id,
          action: 'delete',
          entity: 'client',
          entityId: id,
          before: auditView(before),
        });
      });
    },
  };
}
export type ClientsService = ReturnType<typeof clientsService>;
