import { CURRENCIES, type Currency, type CurrentUser } from '@marketdesk/contracts';
import { Autocomplete, Box, Button, MenuItem, TextField } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs from 'dayjs';
import type { DashboardFilters } from '../hooks/filters';
import { SkuPicker } from './SkuPicker';

interface Props {
  user: CurrentUser;
  filters: DashboardFilters;
  onChange: (patch: Partial<DashboardFilters>) => void;
  onReset: () => void;
  onGo: () => void;
}

type Mp = CurrentUser['marketplaces'][number];
type Brand = CurrentUser['brands'][number];

/** Start and end date, currency, the user's marketplaces and brands, SKUs, Reset and GO (spec 01 section 2.5). */
export function FiltersBar({ user, filters, onChange, onReset, onGo }: Props) {
  const today = dayjs();
  const mps = user.marketplaces.filter((m) => filters.marketplaceIds.includes(m.pk_mp_id));
  const brands = user.brands.filter((b) => filters.brandIds.includes(b.pk_brand_id));
  return (
    <Box
      component="form"
      aria-label="Dashboard filters"
      onSubmit={(e) => {
        e.preventDefault();
        onGo();
      }}
      sx={{
        display: 'grid',
        gap: 1.5,
        alignItems: 'center',
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, 1fr)',
          lg: '150px 150px 100px repeat(3, minmax(0, 1fr)) auto auto',
        },
      }}
    >
      <DatePicker
        label="Start Date"
        value={filters.start}
        maxDate={filters.end}
        onChange={(v) => v?.isValid() && onChange({ start: v })}
        slotProps={{ textField: { size: 'small' } }}
      />
      <DatePicker
        label="End Date"
        value={filters.end}
        minDate={filters.start}
        maxDate={today}
        onChange={(v) => v?.isValid() && onChange({ end: v })}
        slotProps={{ textField: { size: 'small' } }}
      />
      <TextField
        select
        size="small"
        label="Currency"
        value={filters.currency}
        onChange={(e) => onChange({ currency: e.target.value as Currency })}
      >
        {CURRENCIES.map((c) => (
          <MenuItem key={c} value={c}>
            {c}
          </MenuItem>
        ))}
      </TextField>
      <Autocomplete<Mp, true>
        multiple
        size="small"
        limitTags={2}
        options={user.marketplaces}
        value={mps}
        getOptionLabel={(m) => m.name}
        isOptionEqualToValue={(a, b) => a.pk_mp_id === b.pk_mp_id}
        onChange={(_e, v) => onChange({ marketplaceIds: v.map((m) => m.pk_mp_id) })}
        renderInput={(params) => <TextField {...params} label="Marketplaces" />}
      />
      <Autocomplete<Brand, true>
        multiple
        size="small"
        limitTags={2}
        options={user.brands}
        value={brands}
        getOptionLabel={(b) => b.brand_name}
        isOptionEqualToValue={(a, b) => a.pk_brand_id === b.pk_brand_id}
        onChange={(_e, v) => onChange({ brandIds: v.map((b) => b.pk_brand_id) })}
        renderInput={(params) => <TextField {...params} label="Brands" />}
      />
      <SkuPicker value={filters.skus} onChange={(skus) => onChange({ skus })} />
      <Button variant="outlined" onClick={onReset}>
        Reset
      </Button>
      <Button variant="contained" type="submit">
        GO
      </Button>
    </Box>
  );
}
