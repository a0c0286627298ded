import type { Warehouse, WarehouseForm } from '@marketdesk/contracts';
import { warehouseOps } from '@marketdesk/contracts/operations/warehouses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { referenceKeys } from '../../../shared/reference/keys';

/** POST /warehouses (new) or PUT /warehouses?warehouse_id= (existing). */
export async function saveWarehouse(input: { id: number | null; form: WarehouseForm }): Promise<Warehouse> {
  return input.id === null
    ? call(warehouseOps.create, { body: input.form })
    : call(warehouseOps.update, { query: { warehouse_id: input.id }, body: input.form });
}

export function useSaveWarehouse() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveWarehouse,
    onSuccess: () => client.invalidateQueries({ queryKey: referenceKeys.warehouses }),
  });
}
