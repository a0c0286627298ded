import EventIcon from '@mui/icons-material/Event';
import { Button, ButtonGroup, InputAdornment, TextField } from '@mui/material';
import dayjs, { type Dayjs } from 'dayjs';
import { lazy, Suspense } from 'react';
import { type DateRangeFilterProps, isQuickRange, quickRangeOf } from './date-ranges';

export type { DateRangeFilterProps, DateRangeOptions } from './date-ranges';

// The date pickers weigh about 50 kB gzipped: a report's first page paints without them, its fields held by
// look-alikes showing the dates, and they arrive right after (issue 30: first-page JavaScript).
const DatePickers = lazy(async () => ({ default: (await import('./DatePickers')).DatePickers }));

/** A small outlined field with the picker's label, date (as the picker writes it) and calendar icon, read-only. */
function PendingDateField({ label, value }: { label: string; value: Dayjs }) {
  return (
    <TextField
      size="small"
      label={label}
      value={value.format('MM/DD/YYYY')}
      slotProps={{
        input: {
          readOnly: true,
          endAdornment: (
            <InputAdornment position="end">
              <EventIcon color="action" sx={{ mr: '-2px' }} />
            </InputAdornment>
          ),
        },
        htmlInput: { 'aria-busy': true },
      }}
      // The picker's field: 182 px of date sections between the outline's padding and its calendar button.
      sx={{ width: 246 }}
    />
  );
}

/**
 * Start and end date (start never after end, end never after today) with optional quick ranges. It renders
 * its fields side by side without a wrapper, so a filter bar's grid lays them out like its other fields.
 */
export function DateRangeFilter({
  quickRanges = [],
  startLabel = 'Start Date',
  endLabel = 'End Date',
  ...pickers
}: DateRangeFilterProps) {
  const { start, end, onChange } = pickers;
  const today = dayjs();
  return (
    <>
      <Suspense
        fallback={
          <>
            <PendingDateField label={startLabel} value={start} />
            <PendingDateField label={endLabel} value={end} />
          </>
        }
      >
        <DatePickers startLabel={startLabel} endLabel={endLabel} {...pickers} />
      </Suspense>
      {quickRanges.length > 0 && (
        <ButtonGroup size="small" aria-label="Quick ranges">
          {quickRanges.map((q) => {
            const pressed = isQuickRange({ start, end }, q, today);
            return (
              <Button
                key={q.label}
                variant={pressed ? 'contained' : 'outlined'}
                aria-pressed={pressed}
                onClick={() => onChange(quickRangeOf(q, today))}
              >
                {q.label}
              </Button>
            );
          })}
        </ButtonGroup>
      )}
    </>
  );
}
