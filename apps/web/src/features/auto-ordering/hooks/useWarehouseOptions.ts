import { byName, type WarehouseOption } from '../../../shared/filters/options';
import { isClientAdminOrSuper, usePermissions } from '../../../shared/permissions/resolve';
import { useWarehouses } from '../../../shared/reference/warehouses';
import { useSession } from '../../../shared/session/store';

/**
 * The warehouses the user may pick, sorted by name: every warehouse of the client for its admins (GET
 * /warehouses/all, an admin call), else the warehouses assigned to the user. The server checks again.
 */
export function useWarehouseOptions(): { options: WarehouseOption[]; loading: boolean } {
  const { user } = useSession();
  const admin = isClientAdminOrSuper(usePermissions());
  const all = useWarehouses(admin);
  const list: WarehouseOption[] = admin ? (all.data ?? []) : (user?.warehouses ?? []);
  return { options: byName(list, (w) => w.name), loading: admin && all.isPending };
}
