import type { FocusedSkuManagerItem, ToggleFocusAnswer } from '@marketdesk/contracts/focused-sku';
import { FOCUSED_SKU_TEXT as T } from '@marketdesk/contracts/focused-sku';
import { useState } from 'react';
import { errorStatus } from '../../../shared/api/errors';
import type { Notify } from '../../../shared/feedback/notify';
import { changedCount } from '../api/set-focus';
import { useSetFocus } from '../api/toggle-focus';

/** A change waiting for the user's confirmation: one row's switch, or a bulk action on the selection. */
export interface PendingChange {
  items: FocusedSkuManagerItem[];
  focused: boolean;
  bulk: boolean;
}

/**
 * Adding to or removing from the focused list (spec 02 sections 2, 4 and 8): each change is asked first
 * (`ask`), then sent on `confirm`; the toasts say what happened. `onDone` runs after a bulk change succeeded.
 */
export function useFocusActions(mpId: number | null, notify: Notify, onDone: () => void) {
  const [pending, setPending] = useState<PendingChange | null>(null);
  const setFocus = useSetFocus();

  const ask = (change: PendingChange) => setPending(change);
  const cancel = () => setPending(null);

  /** A bulk toast counts the SKUs whose flag changed (a ticked SKU already so is not counted). */
  const succeeded = ({ focused, bulk }: PendingChange, answers: readonly ToggleFocusAnswer[]) => {
    if (bulk) {
      const n = changedCount(answers);
      notify.success(focused ? T.bulkAdded(n) : T.bulkRemoved(n));
      onDone();
    } else notify.success(focused ? T.addedToFocused : T.removedFromFocused);
    setPending(null);
  };
  const failed = (change: PendingChange, error: unknown) => {
    if (change.bulk) notify.failure(error, T.bulkFailed);
    else if (errorStatus(error) === 404) notify.error(T.statusNotFound);
    else notify.failure(error, T.skuStatusFailed);
    setPending(null);
  };

  const confirm = () => {
    if (!pending || mpId === null) return;
    const change = pending;
    setFocus.mutate(
      { mpId, ids: change.items.map((i) => i.product_id), focused: change.focused },
      { onSuccess: (answers) => succeeded(change, answers), onError: (error) => failed(change, error) },
    );
  };

  return { pending, ask, cancel, confirm, busy: setFocus.isPending };
}
