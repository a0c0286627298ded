import { Button, ButtonGroup } from '@mui/material';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';
import { type DateRange, EARLIEST_DATE, isQuickRange, type QuickRange, quickRangeOf } from './date-ranges';

/** The screen's quick ranges, labels and the limits its GO checks (a report bar passes them through). */
export interface DateRangeOptions {
  /** Quick buttons (QUICK_RANGES_SHORT, _LONG or _WITH_MONTH, as the screen's spec words them); none by default. */
  quickRanges?: readonly QuickRange[];
  /** Earliest selectable start; 2000-01-01 unless the screen's window is shorter. */
  minDate?: Dayjs;
  /** Latest selectable end; today unless the screen allows later. */
  maxDate?: Dayjs;
  startLabel?: string;
  endLabel?: string;
  /** The end lies at least this many days after the start (Partner View: 1, the end after the start). */
  minSpanDays?: number;
  /** The window spans at most this many months (Reconciliation: 3); the pickers offer no day beyond it. */
  maxSpanMonths?: number;
}

interface Props extends DateRangeOptions {
  start: Dayjs;
  end: Dayjs;
  onChange(range: DateRange): void;
}

/**
 * The earliest start whose window of `months` reaches `end`, by the reports' rule (contracts' addMonths: the same
 * day `months` later, or that month's last day): 3 months before 31 May is 28 February, whose window ends on
 * 28 May, so the earliest start is 1 March.
 */
export function earliestStart(end: Dayjs, months: number): Dayjs {
  const start = end.subtract(months, 'month');
  return start.add(months, 'month').isBefore(end, 'day') ? start.add(1, 'day') : start;
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
  minSpanDays = 0,
  maxSpanMonths,
}: Props) {
  const today = dayjs();
  const latest = maxDate ?? today;
  // The pickers refuse what the report's GO would refuse, so a wrong window cannot be chosen in the first place.
  const later = (a: Dayjs, b: Dayjs) => (a.isAfter(b) ? a : b);
  const earlier = (a: Dayjs, b: Dayjs) => (a.isBefore(b) ? a : b);
  const startMin = maxSpanMonths ? later(minDate, earliestStart(end, maxSpanMonths)) : minDate;
  const startMax = end.subtract(minSpanDays, 'day');
  const endMin = start.add(minSpanDays, 'day');
  const endMax = maxSpanMonths ? earlier(latest, start.add(maxSpanMonths, 'month')) : latest;
  // A day typed beyond the screen's span limits is refused as the calendar refuses it (without limits, a typed
  // day is taken and the screen's GO names what is wrong with it).
  const spans = minSpanDays > 0 || maxSpanMonths !== undefined;
  const outside = (v: Dayjs, min: Dayjs, max: Dayjs) =>
    spans && (v.isBefore(min, 'day') || v.isAfter(max, 'day'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label={startLabel}
        value={start}
        minDate={startMin}
        maxDate={startMax}
        onChange={(v) => v?.isValid() && !outside(v, startMin, startMax) && onChange({ start: v, end })}
        slotProps={{ textField: { size: 'small' } }}
      />
      <DatePicker
        label={endLabel}
        value={end}
        minDate={endMin}
        maxDate={endMax}
        onChange={(v) => v?.isValid() && !outside(v, endMin, endMax) && onChange({ start, end: v })}
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
