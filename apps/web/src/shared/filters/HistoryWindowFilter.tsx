import { Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { DateRangeFilter } from './DateRangeFilter';
import { type DateRange, tomorrow } from './date-ranges';

interface Props {
  range: DateRange;
  onChange(range: DateRange): void;
  /** Filters after the dates (a marketplace). */
  children?: ReactNode;
}

/** A comparison history's filter row: start and end date (up to tomorrow), then any other filter. */
export function HistoryWindowFilter({ range, onChange, children }: Props) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
      <DateRangeFilter start={range.start} end={range.end} onChange={onChange} maxDate={tomorrow()} />
      {children}
    </Stack>
  );
}
