import { type Warehouse, type WarehouseForm, warehouseSchema } from '@marketdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';
import { referenceKeys } from '../../../shared/reference/keys';

/** POST /warehouses (new) or PUT /warehouses?warehouse_id= (existing). */
export async function saveWarehouse(input: { id: number | null; form: WarehouseForm }): Promise<Warehouse> {
  const answer =
    input.id === null
      ? await apiRequest('/warehouses', { method: 'POST', json: input.form })
      : await apiRequest('/warehouses', {
          method: 'PUT',
          query: { warehouse_id: input.id },
          json: input.form,
        });
  return warehouseSchema.parse(answer);
}

export function useSaveWarehouse() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveWarehouse,
    onSuccess: () => client.invalidateQueries({ queryKey: referenceKeys.warehouses }),
  });
}
