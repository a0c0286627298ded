import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';
import { type DateRangeFilterProps, EARLIEST_DATE, earliestStart } from './date-ranges';

/**
 * The two MUI date pickers of a DateRangeFilter (start never after end, end never after the latest day), the
 * only module that imports @mui/x-date-pickers: DateRangeFilter loads it after the first paint.
 */
export function DatePickers({
  start,
  end,
  onChange,
  minDate = EARLIEST_DATE,
  maxDate,
  startLabel,
  endLabel,
  minSpanDays = 0,
  maxSpanMonths,
}: Omit<DateRangeFilterProps, 'quickRanges'> & { startLabel: string; endLabel: string }) {
  const latest = maxDate ?? dayjs();
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
    </LocalizationProvider>
  );
}
