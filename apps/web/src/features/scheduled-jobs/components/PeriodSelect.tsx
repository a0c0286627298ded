import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { PERIODS, type Period } from '../error-log';

/** Last 7, 30 or 90 days: the `days` of the log. */
export function PeriodSelect({ value, onChange }: { value: Period; onChange(p: Period): void }) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={value}
      aria-label="Period"
      // A click on the pressed button would unselect it: a period is always chosen.
      onChange={(_, p: Period | null) => p !== null && onChange(p)}
    >
      {PERIODS.map((p) => (
        <ToggleButton key={p} value={p}>
          Last {p} days
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
