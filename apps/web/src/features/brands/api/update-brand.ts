import type { BrandRecord, BrandUpdate } from '@marketdesk/contracts';
import { brandOps } from '@marketdesk/contracts/operations/brands';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { referenceKeys } from '../../../shared/reference/keys';
import { brandKeys } from './keys';

/** PUT /brands?brand_id= (brand_code is locked, so it is not sent). */
export async function updateBrand({ id, body }: { id: number; body: BrandUpdate }): Promise<BrandRecord> {
  return call(brandOps.update, { query: { brand_id: id }, body });
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
