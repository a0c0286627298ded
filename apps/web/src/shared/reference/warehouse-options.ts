import { byName, type WarehouseOption } from '../filters/options';
import { isClientAdminOrSuper, usePermissions } from '../permissions/resolve';
import { useSession } from '../session/store';
import { useWarehouses } from './warehouses';

/**
 * The warehouses a report's picker offers, sorted by name: every warehouse of the client for its admins (GET
 * /warehouses/all, an admin call), else the warehouses assigned to the user (the session's safelist). The
 * server checks again (report scope).
 */
export function useWarehouseOptions(): { options: WarehouseOption[]; loading: boolean } {
  const { user } = useSession();
  const admin = isClientAdminOrSuper(usePermissions());
  const all = useWarehouses(admin);
  const list: WarehouseOption[] = admin ? (all.data ?? []) : (user?.warehouses ?? []);
  return { options: byName(list, (w) => w.name), loading: admin && all.isPending };
}
