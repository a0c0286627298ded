import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { type ReactNode, useId } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The question, e.g. "Are you sure you want to delete this role?". */
  text: ReactNode;
  /** The confirming button; "Delete" unless the action is something else. */
  confirmLabel?: string;
  /** A destructive action is red (the default); anything else uses the primary colour. */
  destructive?: boolean;
  /** The action is running: the confirm button is disabled and the dialog cannot be dismissed. */
  busy?: boolean;
  onCancel(): void;
  onConfirm(): void;
}

/** Asks before an action that cannot be undone (delete a client, a role, a user …): Cancel or confirm. */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel = 'Delete',
  destructive = true,
  busy = false,
  onCancel,
  onConfirm,
}: ConfirmDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button
          onClick={onConfirm}
          color={destructive ? 'error' : 'primary'}
          variant="contained"
          disabled={busy}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
