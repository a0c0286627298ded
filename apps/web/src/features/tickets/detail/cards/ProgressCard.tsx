import { TICKET_LIMITS, TICKET_TEXT } from '@marketdesk/contracts/tickets';
import {
  Button,
  Card,
  CardContent,
  LinearProgress,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useNotify } from '../../../../shared/feedback/notify';
import { useUpdateTicket } from '../../api/update-ticket';

const STEPS = Array.from(
  { length: 100 / TICKET_LIMITS.progressStep + 1 },
  (_, i) => i * TICKET_LIMITS.progressStep,
);

/** Progress 0–100 in steps of 10; editable by the owner, or a reviewer or assigner once an owner exists. */
export function ProgressCard({ id, percent, editable }: { id: number; percent: number; editable: boolean }) {
  const notify = useNotify();
  const update = useUpdateTicket(id);
  const [value, setValue] = useState(percent);
  const [base, setBase] = useState(percent);
  if (base !== percent) {
    // The ticket was reloaded with another figure: show it.
    setBase(percent);
    setValue(percent);
  }
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" gutterBottom>
          Progress
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <LinearProgress
            variant="determinate"
            aria-label="Progress"
            value={percent}
            sx={{ flex: 1, height: 8, borderRadius: 4 }}
          />
          <Typography variant="body2" data-testid="progress-value">{`${percent}%`}</Typography>
        </Stack>
        {editable && (
          <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
            <TextField
              select
              size="small"
              label="Completion"
              value={value}
              onChange={(e) => setValue(Number(e.target.value))}
              sx={{ minWidth: 140 }}
            >
              {STEPS.map((s) => (
                <MenuItem key={s} value={s}>{`${s}%`}</MenuItem>
              ))}
            </TextField>
            <Button
              variant="contained"
              disabled={value === percent || update.isPending}
              onClick={() =>
                update.mutate(
                  { percent_completion: value },
                  notify.outcome(TICKET_TEXT.updated, TICKET_TEXT.updateFailed),
                )
              }
            >
              Save Progress
            </Button>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
