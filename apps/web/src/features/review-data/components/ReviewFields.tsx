import { REPORT_WINDOW_MONTHS } from '@marketdesk/contracts/report-window';
import { Button, ButtonGroup, MenuItem, TextField, Typography } from '@mui/material';
import dayjs from 'dayjs';
import { DateRangeFilter } from '../../../shared/filters/DateRangeFilter';
import {
  type DateRange,
  isQuickRange,
  previousPeriod,
  quickRangeOf,
  REVIEW_QUICK_RANGES,
} from '../../../shared/filters/date-ranges';
import { byName, type MarketplaceOption } from '../../../shared/filters/options';

/** Marketplace: All (null) or one, sorted by name (spec 03 section 2). */
export function MarketplaceAllOrOne({
  marketplaces,
  value,
  onChange,
}: {
  marketplaces: readonly MarketplaceOption[];
  value: number | null;
  onChange(mpId: number | null): void;
}) {
  return (
    <TextField
      select
      size="small"
      label="Marketplace"
      value={value ?? 'all'}
      onChange={(e) => onChange(e.target.value === 'all' ? null : Number(e.target.value))}
      sx={{ minWidth: 200 }}
    >
      <MenuItem value="all">All</MenuItem>
      {byName(marketplaces, (m) => m.name).map((m) => (
        <MenuItem key={m.pk_mp_id} value={m.pk_mp_id}>
          {m.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Last 7 Days, Last 30 Days, Last Month: each sets the current period and the equal-length one before it. */
export function PeriodShortcuts({
  current,
  onChange,
}: {
  current: DateRange;
  onChange(periods: { current: DateRange; previous: DateRange }): void;
}) {
  const today = dayjs();
  return (
    <ButtonGroup size="small" aria-label="Period shortcuts">
      {REVIEW_QUICK_RANGES.map((q) => {
        const pressed = isQuickRange(current, q, today);
        return (
          <Button
            key={q.label}
            variant={pressed ? 'contained' : 'outlined'}
            aria-pressed={pressed}
            onClick={() => {
              const next = quickRangeOf(q, today);
              onChange({ current: next, previous: previousPeriod(next) });
            }}
          >
            {q.label}
          </Button>
        );
      })}
    </ButtonGroup>
  );
}

/** The previous and the current period, each with its own start and end. */
export function ReviewPeriods({
  previous,
  current,
  onPrevious,
  onCurrent,
}: {
  previous: DateRange;
  current: DateRange;
  onPrevious(range: DateRange): void;
  onCurrent(range: DateRange): void;
}) {
  return (
    <>
      <Typography variant="subtitle2">Previous period</Typography>
      <DateRangeFilter
        start={previous.start}
        end={previous.end}
        onChange={onPrevious}
        startLabel="Previous Start"
        endLabel="Previous End"
        maxSpanMonths={REPORT_WINDOW_MONTHS.reviewData}
      />
      <Typography variant="subtitle2">Current period</Typography>
      <DateRangeFilter
        start={current.start}
        end={current.end}
        onChange={onCurrent}
        startLabel="Current Start"
        endLabel="Current End"
        maxSpanMonths={REPORT_WINDOW_MONTHS.reviewData}
      />
    </>
  );
}
