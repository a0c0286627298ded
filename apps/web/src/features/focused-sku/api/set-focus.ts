import type { ToggleFocusAnswer } from '@marketdesk/contracts/focused-sku';
import { focusedSkuOps } from '@marketdesk/contracts/operations/focused-sku';
import { call } from '../../../shared/api/call';
import { eachLimited } from '../../../shared/api/each-limited';

/** Bulk focus changes send this many toggles at once (the spec has one call per product). */
const BULK_CONCURRENCY = 6;

/** POST /focused-sku/{id}/toggle-focus?mp_id= with {focused}: sets one product's focused flag. */
export function setFocus(mpId: number, productId: number, focused: boolean): Promise<ToggleFocusAnswer> {
  return call(focusedSkuOps.toggleFocus, {
    params: { id: productId },
    query: { mp_id: mpId },
    body: { focused },
  });
}

/** Sets the flag of several products (a bulk action): every one is tried; the first failure is thrown after. */
export function setFocusOfMany(
  mpId: number,
  productIds: readonly number[],
  focused: boolean,
): Promise<ToggleFocusAnswer[]> {
  return eachLimited(productIds, BULK_CONCURRENCY, (id) => setFocus(mpId, id, focused));
}

/** How many of the answers changed a flag (a bulk toast counts only those: 'N SKUs added to focus'). */
export const changedCount = (answers: readonly ToggleFocusAnswer[]) =>
  answers.filter((a) => a.changed).length;
