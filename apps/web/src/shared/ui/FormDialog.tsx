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

interface FrameProps {
  open: boolean;
  title: string;
  onClose(): void;
  /** Saving: the dialog cannot be dismissed (Escape, backdrop). */
  busy?: boolean;
  maxWidth?: Breakpoint;
  children: ReactNode;
}

/** The dialog both share: named by its title. */
function Frame({ open, title, onClose, busy = false, maxWidth = 'sm', children }: FrameProps) {
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
      {children}
    </Dialog>
  );
}

export interface FormDialogProps extends FrameProps {
  /** Usually react-hook-form's `handleSubmit(save)`; it must prevent the page from navigating. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The submit button's text; "Save" unless the spec names another (Create, Update, Change Password). */
  submitLabel?: string;
  /** Accessible name of the form; the title unless the spec's tests name it otherwise. */
  formLabel?: string;
  /** Lines above and below the fields, for long forms that scroll. */
  dividers?: boolean;
}

/**
 * An Add/Edit dialog (spec 01 and 02 administration dialogs): the title, the fields (children) in one form,
 * so Enter in a field submits it, then Cancel and Save. While busy both buttons are disabled, Save shows a
 * spinner and the dialog cannot be dismissed.
 */
export function FormDialog({
  children,
  onSubmit,
  busy = false,
  submitLabel = 'Save',
  formLabel,
  dividers = false,
  ...frame
}: FormDialogProps) {
  return (
    <Frame {...frame} busy={busy}>
      <form noValidate onSubmit={onSubmit} aria-label={formLabel ?? frame.title}>
        <DialogContent dividers={dividers}>{children}</DialogContent>
        <DialogActions>
          <Button onClick={frame.onClose} disabled={busy}>
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
    </Frame>
  );
}

/**
 * The same dialog while what it edits is loading or failed to load: the title and a status (a spinner or
 * an alert) instead of the form, so the dialog opens at once.
 */
export function FormDialogStatus({ children, ...frame }: Omit<FrameProps, 'busy'>) {
  return (
    <Frame {...frame}>
      <DialogContent>{children}</DialogContent>
    </Frame>
  );
}
