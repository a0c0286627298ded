import { Box, Button } from '@mui/material';
import type { Dayjs } from 'dayjs';
import { DateRangeFilter } from './DateRangeFilter';
import type { DateRange, QuickRange } from './date-ranges';
import { MarketplaceSelect } from './MarketplacePicker';
import type { MarketplaceOption } from './options';

interface Props {
  /** The form's accessible name, e.g. "Reconciliation filters". */
  label: string;
  marketplaces: readonly MarketplaceOption[];
  marketplaceId: number | null;
  onMarketplace(id: number | null): void;
  start: Dayjs;
  end: Dayjs;
  onRange(range: Partial<DateRange>): void;
  quickRanges?: readonly QuickRange[];
  /** The screen's window limits for the pickers (business view: 3 months from either side). */
  minDate?: Dayjs;
  maxDate?: Dayjs;
  startLabel?: string;
  endLabel?: string;
  /** The submit button's text (Generate Report). */
  submitLabel: string;
  onSubmit(): void;
  /** The submit button is locked (a report is being generated). */
  busy?: boolean;
}

/**
 * The one-marketplace report form (business view, payment reconciliation: spec 02 section 2): the marketplace
 * (sorted by name, with its flag), the start and end dates with the screen's quick ranges, and the submit button.
 */
export function MarketplaceRangeForm({
  label,
  marketplaces,
  marketplaceId,
  onMarketplace,
  start,
  end,
  onRange,
  quickRanges,
  minDate,
  maxDate,
  startLabel,
  endLabel,
  submitLabel,
  onSubmit,
  busy,
}: Props) {
  return (
    <Box
      component="form"
      aria-label={label}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
      sx={{
        display: 'grid',
        gap: 1.5,
        alignItems: 'center',
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, 1fr)',
          lg: 'minmax(220px, 1fr) 150px 150px auto auto',
        },
      }}
    >
      <MarketplaceSelect options={marketplaces} value={marketplaceId} onChange={onMarketplace} />
      <DateRangeFilter
        start={start}
        end={end}
        onChange={onRange}
        quickRanges={quickRanges}
        minDate={minDate}
        maxDate={maxDate}
        startLabel={startLabel}
        endLabel={endLabel}
      />
      <Button variant="contained" type="submit" disabled={busy}>
        {submitLabel}
      </Button>
    </Box>
  );
}
