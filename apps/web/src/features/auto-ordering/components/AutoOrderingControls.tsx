import {
  AUTO_ORDERING_MAX_COVERAGE_DAYS,
  AUTO_ORDERING_MIN_COVERAGE_DAYS,
  AUTO_ORDERING_TEXT as TX,
} from '@marketdesk/contracts/auto-ordering';
import { Box, Button, MenuItem, TextField } from '@mui/material';
import type { Dayjs } from 'dayjs';
import { DateRangeFilter } from '../../../shared/filters/DateRangeFilter';
import type { WarehouseOption } from '../../../shared/filters/options';

export interface ControlsState {
  warehouseId: number | null;
  start: Dayjs;
  end: Dayjs;
  /** As typed; checked before a fetch. */
  coverage: string;
}

interface Props {
  state: ControlsState;
  onChange(patch: Partial<ControlsState>): void;
  warehouses: readonly WarehouseOption[];
  /** The coverage days' rule broken, if any (shown under the field). */
  coverageError: string | null;
  onFetch(): void;
  onDownload(): void;
  canFetch: boolean;
  canDownload: boolean;
}

/** Warehouse, start and end dates, coverage days (at least 1), Fetch Report and Download (spec 03 section 2). */
export function AutoOrderingControls(p: Props) {
  return (
    <Box
      component="form"
      aria-label="Auto ordering filters"
      onSubmit={(e) => {
        e.preventDefault();
        p.onFetch();
      }}
      sx={{
        display: 'grid',
        gap: 1.5,
        alignItems: 'start',
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, 1fr)',
          lg: 'minmax(180px, 1fr) 160px 160px 140px auto auto',
        },
      }}
    >
      <TextField
        select
        size="small"
        label={TX.warehouse}
        value={p.state.warehouseId ?? ''}
        onChange={(e) => p.onChange({ warehouseId: Number(e.target.value) })}
      >
        {p.warehouses.map((w) => (
          <MenuItem key={w.pk_warehouse_id} value={w.pk_warehouse_id}>
            {w.name}
          </MenuItem>
        ))}
      </TextField>
      <DateRangeFilter
        start={p.state.start}
        end={p.state.end}
        onChange={(r) => p.onChange({ start: r.start, end: r.end })}
        startLabel={TX.startDate}
        endLabel={TX.endDate}
      />
      <TextField
        size="small"
        type="number"
        label={TX.coverageDays}
        value={p.state.coverage}
        onChange={(e) => p.onChange({ coverage: e.target.value })}
        error={p.coverageError !== null}
        helperText={p.coverageError ?? undefined}
        slotProps={{
          htmlInput: { min: AUTO_ORDERING_MIN_COVERAGE_DAYS, max: AUTO_ORDERING_MAX_COVERAGE_DAYS, step: 1 },
        }}
      />
      <Button variant="contained" type="submit" disabled={!p.canFetch}>
        {TX.fetch}
      </Button>
      <Button variant="outlined" onClick={p.onDownload} disabled={!p.canDownload}>
        {TX.download}
      </Button>
    </Box>
  );
}
