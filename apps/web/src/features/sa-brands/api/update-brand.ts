import { type BrandRecord, type BrandUpdate, brandRecord } from '@marketdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: brandKeys.all }),
  });
}
