import { type BrandRecord, type BrandUpdate, brandRecord } from '@marketdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';
import { referenceKeys } from '../../../shared/reference/keys';
import { brandKeys } from './keys';

/** PUT /brands?brand_id= (brand_code is locked, so it is not sent). */
export async function updateBrand({ id, body }: { id: number; body: BrandUpdate }): Promise<BrandRecord> {
  return brandRecord.parse(
    await apiRequest('/brands', { method: 'PUT', query: { brand_id: id }, json: body }),
  );
}

export function useUpdateBrand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBrand,
    // The user's brands (GET /brands) that pickers and other screens read change too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: brandKeys.all }),
        queryClient.invalidateQueries({ queryKey: referenceKeys.brands }),
      ]),
  });
}
