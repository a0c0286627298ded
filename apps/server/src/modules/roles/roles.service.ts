import { CLIENT_ADMIN_ROLE, ROLE_LEVEL } from '@marketdesk/contracts/permissions';
import type { Role, RoleRequest } from '@marketdesk/contracts/roles';
import type { Db } from '../../db/client';
import { recordAudit } from '../../platform/audit';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import type { RequestContext } from '../../platform/tenancy';
import { type RolesRepository, rolesWrites } from './roles.repository';

export const ROLE_DETAIL = {
  notFound: 'Role not found',
  locked: 'The Client Admin group cannot be edited or deleted',
  reserved: 'The name Client Admin is reserved',
  duplicate: 'A role with this name already exists in this client',
  unknownPermission: 'Unknown permission code',
} as const;

const isClientAdminName = (name: string) => name.trim().toLowerCase() === CLIENT_ADMIN_ROLE.toLowerCase();

/** Permission groups of the selected client (spec 01 section 2.9). Level is always 2. */
export function rolesService(deps: { db: Db; repo: RolesRepository }) {
  const { db, repo } = deps;

  async function load(clientId: number): Promise<Role[]> {
    const rows = await repo.list(clientId);
    const grants = await repo.grants(
      clientId,
      rows.map((r) => r.id),
    );
    return rows.map((r) => ({
      ...r,
      permissions: grants.filter((g) => g.role_id === r.id).map(({ role_id: _, ...perm }) => perm),
    }));
  }

  async function one(clientId: number, id: number): Promise<Role> {
    const found = (await load(clientId)).find((r) => r.id === id);
    if (!found) throw notFound(ROLE_DETAIL.notFound);
    return found;
  }

  /** A role of the caller's client that may change: any other client's id is simply not found. */
  async function editable(ctx: RequestContext, id: number) {
    const role = await repo.byId(ctx.clientId, id);
    if (!role) throw notFound(ROLE_DETAIL.notFound);
    if (isClientAdminName(role.name)) throw forbidden(ROLE_DETAIL.locked);
    return one(ctx.clientId, id);
  }

  async function checkBody(ctx: RequestContext, body: RoleRequest, exceptId?: number) {
    // Naming a group Client Admin would make its holders client admins: only the seeded group may be it.
    if (isClientAdminName(body.name)) throw conflict(ROLE_DETAIL.reserved);
    if (await repo.nameTaken(ctx.clientId, body.name, exceptId)) throw conflict(ROLE_DETAIL.duplicate);
    const codes = [...new Set(body.permissions)];
    const known = await repo.knownCodes(codes);
    const unknown = codes.find((c) => !known.has(c));
    if (unknown) throw badRequest(`${ROLE_DETAIL.unknownPermission}: ${unknown}`);
    return codes;
  }

  const auditShape = (r: { name: string; description: string; level: number }, codes: string[]) => ({
    name: r.name,
    description: r.description,
    level: r.level,
    permissions: [...codes].sort(),
  });

  return {
    list: (ctx: RequestContext) => load(ctx.clientId),

    async create(ctx: RequestContext, body: RoleRequest): Promise<Role> {
      const codes = await checkBody(ctx, body);
      const fields = { name: body.name, description: body.description, level: ROLE_LEVEL };
      const id = await db.transaction(async (tx) => {
        const newId = await rolesWrites(tx).insert(ctx.clientId, fields, codes);
        await recordAudit(tx, {
          clientId: ctx.clientId,
          actorUserId: ctx.user.id,
          action: 'create',
          entity: 'role',
          entityId: newId,
          after: auditShape(fields, codes),
        });
        return newId;
      });
      return one(ctx.clientId, id);
    },

    async update(ctx: RequestContext, id: number, body: RoleRequest): Promise<Role> {
      const before = await editable(ctx, id);
      const codes = await checkBody(ctx, body, id);
      const fields = { name: body.name, description: body.description, level: ROLE_LEVEL };
      await db.transaction(async (tx) => {
        await rolesWrites(tx).update(ctx.clientId, id, fields, codes);
        await recordAudit(tx, {
          clientId: ctx.clientId,
          actorUserId: ctx.user.id,
          action: 'update',
          entity: 'role',
          entityId: id,
          before: auditShape(
            before,
            before.permissions.map((p) => p.code),
          ),
          after: auditShape(fields, codes),
        });
      });
      return one(ctx.clientId, id);
    },

    async remove(ctx: RequestContext, id: number): Promise<void> {
      const before = await editable(ctx, id);
      await db.transaction(async (tx) => {
        await rolesWrites(tx).delete(ctx.clientId, id);
        await recordAudit(tx, {
          clientId: ctx.clientId,
          actorUserId: ctx.user.id,
          action: 'delete',
          entity: 'role',
          entityId: id,
          before: auditShape(
            before,
            before.permissions.map((p) => p.code),
          ),
        });
      });
    },
  };
}
export type RolesService = ReturnType<typeof rolesService>;
