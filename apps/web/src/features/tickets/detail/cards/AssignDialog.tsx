import { TICKET_TEXT } from '@marketdesk/contracts/tickets';
import { DialogContentText, TextField } from '@mui/material';
import { useState } from 'react';
import { FormDialog } from '../../../../shared/ui/FormDialog';
import { nameMatches } from '../detail-rights';

interface Props {
  open: boolean;
  /** The assignee's full name, to be typed. */
  fullName: string;
  /** Self-assign: the own name, typed exactly; re-assign: case-insensitive. */
  self: boolean;
  busy: boolean;
  onClose(): void;
  onConfirm(): void;
}

/** The typed-name confirmation of an assignment (spec 03 section 5). */
export function AssignDialog({ open, fullName, self, busy, onClose, onConfirm }: Props) {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setTyped('');
    setError(null);
    onClose();
  };
  return (
    <FormDialog
      open={open}
      title={self ? 'Assign to me' : 'Confirm Assignment'}
      submitLabel="Assign"
      busy={busy}
      onClose={close}
      onSubmit={(e) => {
        e.preventDefault();
        if (!nameMatches(typed, fullName, self)) {
          setError(TICKET_TEXT.nameMismatch(fullName));
          return;
        }
        setError(null);
        onConfirm();
      }}
    >
      <DialogContentText sx={{ mb: 2 }}>
        {`To assign this ticket to ${fullName}, type "${fullName}" below.`}
      </DialogContentText>
      <TextField
        autoFocus
        fullWidth
        label="Full name"
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        error={error !== null}
        helperText={error ?? ' '}
      />
    </FormDialog>
  );
}
