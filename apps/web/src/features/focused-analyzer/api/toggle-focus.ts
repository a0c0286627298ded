import type { ToggleFocusAnswer } from '@marketdesk/contracts/focused-sku';
import { focusedSkuOps } from '@marketdesk/contracts/operations/focused-sku';
import { call } from '../../../shared/api/call';

/** POST /focused-sku/{id}/toggle-focus?mp_id= with {focused}: sets one product's focused flag. */
export async function toggleFocus(
  mpId: number,
  productId: number,
  focused: boolean,
): Promise<ToggleFocusAnswer> {
  return call(focusedSkuOps.toggleFocus, {
    params: { id: productId },
    query: { mp_id: mpId },
    body: { focused },
  });
}
