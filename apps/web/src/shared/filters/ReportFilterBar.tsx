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
import { WarehouseSelect } from './WarehouseSelect';

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
  /** One warehouse instead of several (filters.warehouseIds holds at most one): the report reads one. */
  singleWarehouse?: boolean;
  /** The submit button's text (the screen's own, e.g. 'Generate Report'); GO unless given. */
  goLabel?: string;
}

/**
 * The one report filter bar (DESIGN 9 "Report scope"): date range, currency, marketplaces, brands, SKUs and
 * warehouses (several, or one with `singleWarehouse`), each shown only when the report asks for it, then Reset and
 * GO (GO, or the screen's `goLabel`, submits the form).
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
  singleWarehouse,
  goLabel = 'GO',
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
      {warehouses && singleWarehouse && (
        <WarehouseSelect
          options={warehouses}
          value={filters.warehouseIds[0] ?? null}
          onChange={(id) => onChange({ warehouseIds: [id] })}
        />
      )}
      {warehouses && !singleWarehouse && (
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
        {goLabel}
      </Button>
    </Box>
  );
}
