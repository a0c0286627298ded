import type { CurrentUser } from '@marketdesk/contracts';
import { Box, Button } from '@mui/material';
import { BrandPicker } from '../../../shared/filters/BrandPicker';
import { CurrencyPicker } from '../../../shared/filters/CurrencyPicker';
import { DateRangeFilter } from '../../../shared/filters/DateRangeFilter';
import { MarketplacePicker } from '../../../shared/filters/MarketplacePicker';
import type { DashboardFilters } from '../hooks/filters';
import { SkuPicker } from './SkuPicker';

interface Props {
  user: CurrentUser;
  filters: DashboardFilters;
  onChange: (patch: Partial<DashboardFilters>) => void;
  onReset: () => void;
  onGo: () => void;
}

/** Start and end date, currency, the user's marketplaces and brands, SKUs, Reset and GO (spec 01 section 2.5). */
export function FiltersBar({ user, filters, onChange, onReset, onGo }: Props) {
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
      {/* The shared report filters (shared/filters); the dashboard has no quick ranges (spec 01 section 2.5). */}
      <DateRangeFilter start={filters.start} end={filters.end} onChange={onChange} />
      <CurrencyPicker value={filters.currency} onChange={(currency) => onChange({ currency })} />
      <MarketplacePicker
        options={user.marketplaces}
        value={filters.marketplaceIds}
        onChange={(marketplaceIds) => onChange({ marketplaceIds })}
      />
      <BrandPicker
        options={user.brands}
        value={filters.brandIds}
        onChange={(brandIds) => onChange({ brandIds })}
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
