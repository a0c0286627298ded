import { TICKET_LIMITS, TICKET_TEXT, type TicketTypeId } from '@marketdesk/contracts/tickets';
import { Alert, MenuItem, Stack, TextField } from '@mui/material';
import { type FormEvent, useEffect, useState } from 'react';
import { failureText } from '../../../shared/feedback/failure-text';
import { FormDialog, FormDialogStatus } from '../../../shared/ui/FormDialog';
import { QueryState } from '../../../shared/ui/QueryState';
import { useTicketTypes } from '../api/get-types';
import { useUpdateTicketEta } from '../api/set-eta';

/** The success text stays this long, then the dialog closes (spec 03 section 8). */
const CLOSE_AFTER_MS = 2000;
const TITLE = 'Edit Ticket ETA';

type Outcome = { severity: 'success' | 'error'; text: string } | null;

/** Edit Ticket ETA (edit:tickets:eta): a type and its days, at least 1; mounted while open. */
export function EtaDialog({ onClose }: { onClose(): void }) {
  const types = useTicketTypes();
  const save = useUpdateTicketEta();
  const [typeId, setTypeId] = useState<TicketTypeId | ''>('');
  const [days, setDays] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const done = outcome?.severity === 'success';
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(onClose, CLOSE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [done, onClose]);

  if (!types.isSuccess) {
    return (
      <FormDialogStatus open title={TITLE} onClose={onClose}>
        <QueryState
          query={types}
          loadingLabel="Loading ticket types"
          forbidden={TICKET_TEXT.accessDenied}
          loadFailed={TICKET_TEXT.typesFailed}
        >
          {() => null}
        </QueryState>
      </FormDialogStatus>
    );
  }
  const chosen = types.data.find((t) => t.ticket_type_id === typeId);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const n = Number(days);
    if (!chosen || days === '' || !Number.isInteger(n) || n < TICKET_LIMITS.etaMinDays) {
      setOutcome({ severity: 'error', text: TICKET_TEXT.etaInvalid });
      return;
    }
    setOutcome(null);
    save.mutate(
      { typeId: chosen.ticket_type_id, days: n },
      {
        onSuccess: () =>
          setOutcome({ severity: 'success', text: TICKET_TEXT.etaUpdated(chosen.ticket_type_name) }),
        onError: (error) =>
          setOutcome({ severity: 'error', text: failureText(error, { fallback: TICKET_TEXT.etaFailed }) }),
      },
    );
  };
  return (
    <FormDialog open title={TITLE} onClose={onClose} onSubmit={submit} busy={save.isPending}>
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          select
          label="Ticket Type"
          value={typeId}
          onChange={(e) => {
            const id = e.target.value as TicketTypeId;
            setTypeId(id);
            const eta = types.data.find((t) => t.ticket_type_id === id)?.eta;
            if (eta !== undefined && eta >= TICKET_LIMITS.etaMinDays) setDays(String(eta));
          }}
        >
          {types.data.map((t) => (
            <MenuItem key={t.ticket_type_id} value={t.ticket_type_id}>
              {t.ticket_type_id} · {t.ticket_type_name} (ETA {t.eta} days)
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="ETA (days)"
          type="number"
          value={days}
          slotProps={{ htmlInput: { min: TICKET_LIMITS.etaMinDays, max: TICKET_LIMITS.etaMaxDays, step: 1 } }}
          onChange={(e) => {
            const v = e.target.value;
            // The input refuses values below 1 (spec 03 section 5): they never reach the field.
            if (v === '' || Number(v) >= TICKET_LIMITS.etaMinDays) setDays(v);
          }}
        />
        {outcome && <Alert severity={outcome.severity}>{outcome.text}</Alert>}
      </Stack>
    </FormDialog>
  );
}
