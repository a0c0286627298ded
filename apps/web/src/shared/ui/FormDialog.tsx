import {
  type Breakpoint,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
} from '@mui/material';
import { type FormEventHandler, type ReactNode, useId } from 'react';

export interface FormDialogProps {
  open: boolean;
  title: string;
  /** The fields. They sit inside one <form>, so Enter in a field submits it. */
  children: ReactNode;
  /** Usually react-hook-form's `handleSubmit(save)`; it must prevent the page from navigating. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose(): void;
  /** Saving: both buttons are disabled, Save shows a spinner and the dialog cannot be dismissed. */
  busy?: boolean;
  /** The submit button's text; "Save" unless the spec names another (Create, Update, Change Password). */
  submitLabel?: string;
  /** Accessible name of the form; the title unless the spec's tests name it otherwise. */
  formLabel?: string;
  /**
   * Shown instead of the form and its buttons while what it edits is loading or failed to load (a spinner
   * or an alert), so the dialog can open at once.
   */
  status?: ReactNode;
  maxWidth?: Breakpoint;
  /** Lines above and below the fields, for long forms that scroll. */
  dividers?: boolean;
}

/** An Add/Edit dialog: title, the form's fields, Cancel and Save (spec 01 and 02 administration dialogs). */
export function FormDialog({
  open,
  title,
  children,
  onSubmit,
  onClose,
  busy = false,
  submitLabel = 'Save',
  formLabel,
  status,
  maxWidth = 'sm',
  dividers = false,
}: FormDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth={maxWidth}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {status !== undefined && status !== null && status !== false ? (
        <DialogContent>{status}</DialogContent>
      ) : (
        <form noValidate onSubmit={onSubmit} aria-label={formLabel ?? title}>
          <DialogContent dividers={dividers}>{children}</DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={busy}
              startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
            >
              {submitLabel}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
