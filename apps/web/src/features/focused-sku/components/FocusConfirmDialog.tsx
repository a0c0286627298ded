import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import type { PendingChange } from '../hooks/useFocusActions';
import { MANAGE_LABEL as L } from './texts';

/** The confirmation asked before any SKU is added to or removed from the focused list. */
export function FocusConfirmDialog({
  pending,
  busy,
  onCancel,
  onConfirm,
}: {
  pending: PendingChange | null;
  busy: boolean;
  onCancel(): void;
  onConfirm(): void;
}) {
  const what = !pending
    ? ''
    : pending.bulk
      ? L.skus(pending.items.length)
      : (pending.items[0]?.retailer_sku ?? '');
  return (
    <ConfirmDialog
      open={pending !== null}
      title={pending?.focused ? L.confirmAddTitle : L.confirmRemoveTitle}
      text={pending?.focused ? L.confirmAdd(what) : L.confirmRemove(what)}
      confirmLabel={pending?.focused ? L.add : L.remove}
      destructive={!pending?.focused}
      busy={busy}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
