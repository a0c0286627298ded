import { Button, ButtonGroup } from '@mui/material';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';
import { type DateRange, EARLIEST_DATE, isQuickRange, type QuickRange, quickRangeOf } from './date-ranges';

interface Props {
  start: Dayjs;
  end: Dayjs;
  onChange(range: DateRange): void;
  /** Quick buttons (QUICK_RANGES_SHORT, _LONG or _WITH_MONTH, as the screen's spec words them); none by default. */
  quickRanges?: readonly QuickRange[];
  /** Earliest selectable start; 2000-01-01 unless the screen's window is shorter. */
  minDate?: Dayjs;
  /** Latest selectable end; today unless the screen allows later. */
  maxDate?: Dayjs;
  startLabel?: string;
  endLabel?: string;
}

/**
 * Start and end date (start never after end, end never after today) with optional quick ranges. It renders
 * its fields side by side without a wrapper, so a filter bar's grid lays them out like its other fields.
 */
export function DateRangeFilter({
  start,
  end,
  onChange,
  quickRanges = [],
  minDate = EARLIEST_DATE,
  maxDate,
  startLabel = 'Start Date',
  endLabel = 'End Date',
}: Props) {
  const today = dayjs();
  const latest = maxDate ?? today;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label={startLabel}
        value={start}
        minDate={minDate}
        maxDate={end}
        onChange={(v) => v?.isValid() && onChange({ start: v, end })}
        slotProps={{ textField: { size: 'small' } }}
      />
      <DatePicker
        label={endLabel}
        value={end}
        minDate={start}
        maxDate={latest}
        onChange={(v) => v?.isValid() && onChange({ start, end: v })}
        slotProps={{ textField: { size: 'small' } }}
      />
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
    </LocalizationProvider>
  );
}
