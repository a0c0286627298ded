import { TICKET_TEXT, type Ticket, type TicketTypeEntry } from '@marketdesk/contracts/tickets';
import { Alert, Button, Paper, Stack, Step, StepLabel, Stepper, Typography } from '@mui/material';
import { useState } from 'react';
import { ApiError } from '../../../shared/api/errors';
import { detailText } from '../../../shared/feedback/failure-text';
import { useNotify } from '../../../shared/feedback/notify';
import { useSession } from '../../../shared/session/store';
import { useSaveTicket } from '../api/save-ticket';
import { submitRefusal, type TicketFormValues, ticketBody } from './form-model';
import { TicketFields } from './TicketFields';
import { TypeStep } from './TypeStep';

interface Props {
  /** The form types the user may raise (in edit mode, also the ticket's own type). */
  types: readonly TicketTypeEntry[];
  initial: TicketFormValues;
  /** Edit mode: the ticket being edited (null when its data is missing). */
  edit: { id: number; ticket: Ticket | null } | null;
  onDone(ids: number[]): void;
}

/** 'Operation failed: {detail}' (detail, else message, else 'An error occurred.'), else the fallback. */
export function saveFailureText(error: unknown, editing: boolean): string {
  if (error instanceof ApiError && error.status > 0)
    return TICKET_TEXT.operationFailed(
      detailText(error.detail) ?? (error.message || TICKET_TEXT.anErrorOccurred),
    );
  return editing ? TICKET_TEXT.updateFailed : TICKET_TEXT.createFailed;
}

/** The two steps of create and edit (spec 03 section 2), the rules of section 5 and the texts of section 8. */
export function TicketForm({ types, initial, edit, onDone }: Props) {
  const notify = useNotify();
  const { user, selectedClientId } = useSession();
  const [step, setStep] = useState(0);
  const [values, setValues] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveTicket(edit?.id ?? null);
  const patch = (next: Partial<TicketFormValues>) => setValues((v) => ({ ...v, ...next }));
  const type = types.find((t) => t.ticket_type_id === values.typeId);
  const locked = edit !== null;
  const stepOneDone = type !== undefined && values.creatorName.trim() !== '';

  const refuse = (text: string) => {
    setError(text);
    notify.error(text);
  };
  const submit = () => {
    setError(null);
    if (edit && !edit.ticket) return refuse(TICKET_TEXT.noInitialData);
    // The chosen type's settings (GET /tickets/types) drive the T2–T7 fields and whether a brand is needed.
    const refusal = submitRefusal(values, type);
    if (refusal) return refuse(refusal);
    const body = ticketBody(values, {
      userId: user?.id ?? 0,
      clientId: selectedClientId,
      initialComments: edit?.ticket?.comments,
      settings: type,
    });
    save.mutate(body, {
      onSuccess: (ids) => {
        if (edit) notify.success(TICKET_TEXT.ticketUpdated(ids[0] ?? edit.id));
        else if (ids.length === 0) return notify.warning(TICKET_TEXT.noneRaised);
        else notify.success(TICKET_TEXT.raised(ids));
        onDone(ids);
      },
      onError: (e) => refuse(saveFailureText(e, edit !== null)),
    });
  };

  return (
    <Paper sx={{ p: 3 }}>
      <Stepper activeStep={step} sx={{ mb: 3, maxWidth: 560 }}>
        <Step>
          <StepLabel>Ticket Type</StepLabel>
        </Step>
        <Step>
          <StepLabel>Details</StepLabel>
        </Step>
      </Stepper>
      {step === 0 || !type ? (
        <Stack spacing={3}>
          <TypeStep
            types={types}
            typeId={values.typeId}
            creatorName={values.creatorName}
            locked={locked}
            onType={(typeId) => patch({ typeId })}
          />
          <Stack direction="row" spacing={1}>
            <Button variant="contained" disabled={!stepOneDone} onClick={() => setStep(1)}>
              Next
            </Button>
          </Stack>
        </Stack>
      ) : (
        <Stack spacing={2}>
          <div>
            <Typography variant="h6" component="h2">
              {type.ticket_type_id} – {type.ticket_type_name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {type.ticket_type_description}
            </Typography>
          </div>
          <TicketFields type={type} values={values} patch={patch} />
          {error && (
            <Alert severity="error" data-testid="form-error">
              {error}
            </Alert>
          )}
          <Stack direction="row" spacing={1}>
            <Button onClick={() => setStep(0)} disabled={save.isPending}>
              Back
            </Button>
            <Button variant="contained" onClick={submit} loading={save.isPending}>
              {edit ? 'Update Ticket' : 'Create Ticket'}
            </Button>
          </Stack>
        </Stack>
      )}
    </Paper>
  );
}
