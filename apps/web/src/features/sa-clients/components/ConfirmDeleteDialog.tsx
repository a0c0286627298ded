import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

/** Asks before a client is deleted. */
export function ConfirmDeleteDialog({
  name,
  busy,
  onCancel,
  onConfirm,
}: {
  name: string;
  busy: boolean;
  onCancel(): void;
  onConfirm(): void;
}) {
  return (
    <Dialog open onClose={onCancel} aria-labelledby="delete-client-title">
      <DialogTitle id="delete-client-title">Delete Client</DialogTitle>
      <DialogContent>
        <DialogContentText>Are you sure you want to delete the client {name}?</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button color="error" variant="contained" onClick={onConfirm} disabled={busy}>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
