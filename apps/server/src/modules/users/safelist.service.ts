import type { UserSafelistEntry } from '@marketdesk/contracts/admin-users';
import { resolvePermissions } from '@marketdesk/contracts/permissions';
import type { RequestContext } from '../../platform/tenancy';
import { isTicketingCode, type SafelistView, safelistView } from './safelist.policy';
import type { UsersRepository } from './users.repository';
import { groupBy, uniq } from './users.util';
import type { UsersAdminRepository } from './users-admin.repository';

/**
 * GET /users/safelist: the members of the selected client as later screens (ticket owners, assignees)
 * need them. Everything client-bound is limited to the selected client, so no member learns about
 * another client through it; how much of each member the caller sees is safelist.policy.ts.
 */
export function safelistService(deps: { repo: UsersAdminRepository; me: UsersRepository }) {
  const { repo, me } = deps;
  return {
    async list(ctx: RequestContext): Promise<UserSafelistEntry[]> {
      const ids = await repo.userIdsInClient(ctx.clientId);
      if (ids.length === 0) return [];
      const scope = [ctx.clientId];
      const [rows, clients, roles, mps, brands, whs, profiles] = await Promise.all([
        repo.usersByIds(ids),
        repo.memberships(ids, scope),
        repo.roles(ids, scope),
        repo.marketplaces(ids),
        repo.brands(ids),
        repo.warehouses(ids, scope),
        repo.profiles(ids, scope),
      ]);
      const [grantRows, served] = await Promise.all([
        me.rolePermissions(uniq(roles.map((r) => r.id))),
        me.warehouseMarketplaces(uniq(whs.map((w) => w.pk_warehouse_id))),
      ]);
      const grants = groupBy(grantRows, (g) => g.role_id);
      const servedBy = groupBy(served, (s) => s.warehouse_id);
      const by = <T extends { user_id: number }>(list: T[]) => groupBy(list, (r) => r.user_id);
      const [c, r, m, b, w, p] = [by(clients), by(roles), by(mps), by(brands), by(whs), by(profiles)];
      const view = safelistView(ctx.permissions);
      const entries = rows.map((u): UserSafelistEntry => {
        const userRoles = (r.get(u.id) ?? []).map((role) => ({
          id: role.id,
          name: role.name,
          client_id: role.client_id,
          permissions: (grants.get(role.id) ?? []).map(({ role_id: _, ...perm }) => perm),
        }));
        const resolved = resolvePermissions({
          codes: userRoles.flatMap((role) => role.permissions.map((x) => x.code)),
          roleNames: userRoles.map((role) => role.name),
          isSuperAdmin: u.is_sa,
        });
        return {
          id: u.id,
          email: u.email,
          first_name: u.first_name,
          last_name: u.last_name,
          is_sa: u.is_sa,
          permissions: resolved.codes,
          clients: (c.get(u.id) ?? []).map(({ id, name }) => ({ id, name })),
          roles: userRoles,
          marketplaces: (m.get(u.id) ?? []).map(({ user_id: _, ...mp }) => mp),
          brands: (b.get(u.id) ?? []).map(({ pk_brand_id, brand_name }) => ({ pk_brand_id, brand_name })),
          warehouses: (w.get(u.id) ?? []).map(({ pk_warehouse_id, name }) => ({
            pk_warehouse_id,
            name,
            marketplaces: (servedBy.get(pk_warehouse_id) ?? []).map((s) => s.mp_id),
          })),
          profiles: (p.get(u.id) ?? []).map(({ profile_id, seller_name, seller_type, fk_mp_id }) => ({
            profile_id,
            seller_name,
            seller_type,
            fk_mp_id,
          })),
        };
      });
      return entries.map((entry) => shown(entry, view));
    },
  };
}

/** The part of an entry the caller's view shows (safelist.policy.ts). */
function shown(entry: UserSafelistEntry, view: SafelistView): UserSafelistEntry {
  if (view === 'full') return entry;
  const names = { id: entry.id, first_name: entry.first_name, last_name: entry.last_name };
  if (view === 'names') return names;
  return { ...names, email: entry.email, permissions: (entry.permissions ?? []).filter(isTicketingCode) };
}
export type SafelistService = ReturnType<typeof safelistService>;
