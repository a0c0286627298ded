import type { CurrentUser, UserPermissions } from '@marketdesk/contracts/users';
import type { AnswerCache } from '../../platform/answer-cache';
import type { AuthUser } from '../../platform/identity.repository';
import type { RequestContext } from '../../platform/tenancy';
import type { UsersRepository } from './users.repository';

const groupBy = <T, K>(rows: T[], key: (row: T) => K) => {
  const map = new Map<K, T[]>();
  for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), row]);
  return map;
};

type Access = Omit<CurrentUser, 'id' | 'first_name' | 'last_name' | 'email' | 'is_sa'>;

/**
 * `access`: where the user's clients, roles and assignments are kept between calls (per user; dropped on any
 * write, see platform/answer-cache.ts); without one, every call reads them.
 */
export function usersService(repo: UsersRepository, access?: AnswerCache<Access>) {
  const readAccess = async (user: AuthUser): Promise<Access> => {
    const [clients, roles, marketplaces, brands, warehouses, profiles] = await Promise.all([
      user.is_sa ? repo.allClients() : repo.memberClients(user.id),
      repo.roles(user.id),
      repo.marketplaces(user.id),
      repo.brands(user.id),
      repo.warehouses(user.id),
      repo.profiles(user.id),
    ]);
    const [grants, served] = await Promise.all([
      repo.rolePermissions(roles.map((r) => r.id)),
      repo.warehouseMarketplaces(warehouses.map((w) => w.pk_warehouse_id)),
    ]);
    const grantsByRole = groupBy(grants, (g) => g.role_id);
    const servedBy = groupBy(served, (s) => s.warehouse_id);
    return {
      clients,
      roles: roles.map((r) => ({
        ...r,
        permissions: (grantsByRole.get(r.id) ?? []).map(({ code, name, module, action }) => ({
          code,
          name,
          module,
          action,
        })),
      })),
      marketplaces,
      brands,
      warehouses: warehouses.map((w) => ({
        ...w,
        marketplaces: (servedBy.get(w.pk_warehouse_id) ?? []).map((s) => s.mp_id),
      })),
      profiles,
    };
  };
  return {
    /** The current-user answer of spec 01 section 3; super admins see every client. */
    async me(user: AuthUser): Promise<CurrentUser> {
      // The user's own fields come from the caller (the guard's, or a name just changed).
      const rest = access
        ? await access.get(`${user.id}:${user.is_sa}`, () => readAccess(user))
        : await readAccess(user);
      return {
        id: user.id,
        first_name: user.first_name,
        last_name: user.last_name,
        email: user.email,
        is_sa: user.is_sa,
        ...rest,
      };
    },

    permissions(ctx: RequestContext): UserPermissions {
      const p = ctx.permissions;
      return {
        codes: p.codes,
        modules: p.modules,
        flags: p.flags,
        is_client_admin: p.isClientAdmin || p.isSuperAdmin,
        is_sa: p.isSuperAdmin,
      };
    },
  };
}
