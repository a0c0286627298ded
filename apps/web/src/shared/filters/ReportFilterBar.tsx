import { Box, Button } from '@mui/material';
import type { Dayjs } from 'dayjs';
import { BrandPicker } from './BrandPicker';
import { CurrencyPicker } from './CurrencyPicker';
import { DateRangeFilter } from './DateRangeFilter';
import type { QuickRange } from './date-ranges';
import { MarketplacePicker } from './MarketplacePicker';
import type { BrandOption, MarketplaceOption, WarehouseOption } from './options';
import type { ReportFilters } from './report-filters';
import { SkuPicker, type SkuSearch } from './SkuPicker';
import { WarehousePicker } from './WarehousePicker';

interface Props {
  /** The form's accessible name, e.g. "Dashboard filters". */
  label: string;
  filters: ReportFilters;
  onChange(patch: Partial<ReportFilters>): void;
  onReset(): void;
  onGo(): void;
  /** Start and end date, with the screen's quick ranges and earliest date if it has them. */
  dates?: boolean | { quickRanges?: readonly QuickRange[]; minDate?: Dayjs };
  currency?: boolean;
  /** The marketplaces to choose from (shown sorted by name with their flag); no picker without them. */
  marketplaces?: readonly MarketplaceOption[];
  brands?: readonly BrandOption[];
  warehouses?: readonly WarehouseOption[];
  /** The report's SKU search hook; no SKU field without it. */
  skuSearch?: () => SkuSearch;
}

/**
 * The one report filter bar (DESIGN 9 "Report scope"): date range, currency, marketplaces, brands, SKUs and
 * warehouses, each shown only when the report asks for it, then Reset and GO (GO submits the form).
 */
export function ReportFilterBar({
  label,
  filters,
  onChange,
  onReset,
  onGo,
  dates,
  currency,
  marketplaces,
  brands,
  warehouses,
  skuSearch,
}: Props) {
  const range = typeof dates === 'object' ? dates : {};
  const columns = [
    ...(dates ? ['150px', '150px'] : []),
    ...(dates && range.quickRanges?.length ? ['auto'] : []),
    ...(currency ? ['100px'] : []),
    ...[marketplaces, brands, skuSearch, warehouses].filter(Boolean).map(() => 'minmax(0, 1fr)'),
    'auto',
    'auto',
  ];
  return (
    <Box
      component="form"
      aria-label={label}
      onSubmit={(e) => {
        e.preventDefault();
        onGo();
      }}
      sx={{
        display: 'grid',
        gap: 1.5,
        alignItems: 'center',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: columns.join(' ') },
      }}
    >
      {dates && (
        <DateRangeFilter
          start={filters.start}
          end={filters.end}
          onChange={onChange}
          quickRanges={range.quickRanges}
          minDate={range.minDate}
        />
      )}
      {currency && <CurrencyPicker value={filters.currency} onChange={(c) => onChange({ currency: c })} />}
      {marketplaces && (
        <MarketplacePicker
          options={marketplaces}
          value={filters.marketplaceIds}
          onChange={(marketplaceIds) => onChange({ marketplaceIds })}
        />
      )}
      {brands && (
        <BrandPicker
          options={brands}
          value={filters.brandIds}
          onChange={(brandIds) => onChange({ brandIds })}
        />
      )}
      {skuSearch && (
        <SkuPicker value={filters.skus} onChange={(skus) => onChange({ skus })} useSearch={skuSearch} />
      )}
      {warehouses && (
        <WarehousePicker
          options={warehouses}
          value={filters.warehouseIds}
          onChange={(warehouseIds) => onChange({ warehouseIds })}
        />
      )}
      <Button variant="outlined" onClick={onReset}>
        Reset
      </Button>
      <Button variant="contained" type="submit">
        GO
      </Button>
    </Box>
  );
}
