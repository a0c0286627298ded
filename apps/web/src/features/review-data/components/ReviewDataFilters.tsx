import type { Currency } from '@marketdesk/contracts';
import { REVIEW_DATA_TEXT } from '@marketdesk/contracts/review-data';
import { Box, Button, ButtonGroup, MenuItem, Stack, TextField, Typography } from '@mui/material';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { CurrencyPicker } from '../../../shared/filters/CurrencyPicker';
import { DateRangeFilter } from '../../../shared/filters/DateRangeFilter';
import {
  type DateRange,
  isQuickRange,
  previousPeriod,
  quickRangeOf,
  REVIEW_QUICK_RANGES,
} from '../../../shared/filters/date-ranges';
import type { MarketplaceOption, WarehouseOption } from '../../../shared/filters/options';
import { byName } from '../../../shared/filters/options';

/** What the form holds: the warehouse (none until chosen), the marketplace (null: All), currency and both periods. */
export interface ReviewDraft {
  warehouseId: number | null;
  mpId: number | null;
  currency: Currency;
  previous: DateRange;
  current: DateRange;
}

/** The defaults Reset restores: no warehouse, All marketplaces, USD, the last 30 days against the 30 before. */
export function defaultDraft(today = dayjs()): ReviewDraft {
  const current = quickRangeOf(REVIEW_QUICK_RANGES[1]!, today);
  return { warehouseId: null, mpId: null, currency: 'USD', previous: previousPeriod(current), current };
}

interface Props {
  draft: ReviewDraft;
  onChange(patch: Partial<ReviewDraft>): void;
  warehouses: readonly WarehouseOption[];
  marketplaces: readonly MarketplaceOption[];
  onGenerate(): void;
  onReset(): void;
  /** The download control (a background task), placed with the buttons. */
  download: ReactNode;
}

/**
 * Spec 03 section 2: Warehouse, Marketplace (All or one), Currency, a previous and a current period; the
 * shortcuts set the current period and the equal-length period immediately before it; Generate, Reset and the
 * CSV download.
 */
export function ReviewDataFilters({
  draft,
  onChange,
  warehouses,
  marketplaces,
  onGenerate,
  onReset,
  download,
}: Props) {
  const today = dayjs();
  return (
    <Box
      component="form"
      aria-label="Review data filters"
      onSubmit={(e) => {
        e.preventDefault();
        onGenerate();
      }}
    >
      <Stack
        direction="row"
        spacing={1.5}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 1.5 }}
      >
        <TextField
          select
          size="small"
          label="Warehouse"
          value={draft.warehouseId ?? ''}
          onChange={(e) => onChange({ warehouseId: Number(e.target.value) })}
          sx={{ minWidth: 200 }}
        >
          {byName(warehouses, (w) => w.name).map((w) => (
            <MenuItem key={w.pk_warehouse_id} value={w.pk_warehouse_id}>
              {w.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Marketplace"
          value={draft.mpId ?? 'all'}
          onChange={(e) => onChange({ mpId: e.target.value === 'all' ? null : Number(e.target.value) })}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="all">All</MenuItem>
          {byName(marketplaces, (m) => m.name).map((m) => (
            <MenuItem key={m.pk_mp_id} value={m.pk_mp_id}>
              {m.name}
            </MenuItem>
          ))}
        </TextField>
        <CurrencyPicker value={draft.currency} onChange={(currency) => onChange({ currency })} />
        <ButtonGroup size="small" aria-label="Period shortcuts">
          {REVIEW_QUICK_RANGES.map((q) => {
            const pressed = isQuickRange(draft.current, q, today);
            return (
              <Button
                key={q.label}
                variant={pressed ? 'contained' : 'outlined'}
                aria-pressed={pressed}
                onClick={() => {
                  const current = quickRangeOf(q, today);
                  onChange({ current, previous: previousPeriod(current) });
                }}
              >
                {q.label}
              </Button>
            );
          })}
        </ButtonGroup>
      </Stack>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography variant="subtitle2">Previous period</Typography>
        <DateRangeFilter
          start={draft.previous.start}
          end={draft.previous.end}
          onChange={(previous) => onChange({ previous })}
          startLabel="Previous Start"
          endLabel="Previous End"
        />
        <Typography variant="subtitle2">Current period</Typography>
        <DateRangeFilter
          start={draft.current.start}
          end={draft.current.end}
          onChange={(current) => onChange({ current })}
          startLabel="Current Start"
          endLabel="Current End"
        />
        <Button type="submit" variant="contained">
          {REVIEW_DATA_TEXT.generate}
        </Button>
        <Button variant="outlined" onClick={onReset}>
          {REVIEW_DATA_TEXT.reset}
        </Button>
        {download}
      </Stack>
    </Box>
  );
}
