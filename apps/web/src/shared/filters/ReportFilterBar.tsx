import { Box, Button } from '@mui/material';
import type { ReactNode } from 'react';
import { BrandPicker } from './BrandPicker';
import { CurrencyPicker } from './CurrencyPicker';
import { DateRangeFilter, type DateRangeOptions } from './DateRangeFilter';
import type { DateRange } from './date-ranges';
import { MarketplacePicker, MarketplaceSelect } from './MarketplacePicker';
import type { BrandOption, MarketplaceOption, WarehouseOption } from './options';
import type { ReportFilters } from './report-filters';
import { SkuPicker, type SkuSearch } from './SkuPicker';
import { WarehousePicker } from './WarehousePicker';
import { WarehouseSelect } from './WarehouseSelect';

/** The date range of a bar: the screen's quick ranges, labels and the limits its GO checks. */
export type DatesOptions = DateRangeOptions;

/** The parts of ReportFilters a bar edits; a screen with filters of its own maps its state to these. */
type BarFilters = Partial<Pick<ReportFilters, keyof ReportFilters>>;

interface Props {
  /** The form's accessible name, e.g. "Dashboard filters". */
  label: string;
  filters: BarFilters;
  onChange(patch: Partial<ReportFilters>): void;
  /** No Reset button without it. */
  onReset?(): void;
  onGo(): void;
  /** Start and end date (filters.start and filters.end), with the screen's quick ranges and limits. */
  dates?: boolean | DatesOptions;
  currency?: boolean;
  /** The marketplaces to choose from (shown sorted by name with their flag); no picker without them. */
  marketplaces?: readonly MarketplaceOption[];
  /** One marketplace instead of several (filters.marketplaceIds holds at most one). */
  singleMarketplace?: boolean;
  brands?: readonly BrandOption[];
  warehouses?: readonly WarehouseOption[];
  /** One warehouse instead of several (filters.warehouseIds holds at most one): the report reads one. */
  singleWarehouse?: boolean;
  /** The report's SKU search hook; no SKU field without it. */
  skuSearch?: () => SkuSearch;
  /** The screen's own fields before the shared ones (a seller or profile picker). */
  leading?: ReactNode;
  /** The screen's own fields after the shared ones (a second period, report types, coverage days). */
  trailing?: ReactNode;
  /** Controls after the buttons (a download). */
  actions?: ReactNode;
  /** The submit button's text (the screen's own, e.g. 'Generate Report'); GO unless given. */
  goLabel?: string;
  resetLabel?: string;
  /** Reset after the submit button (a screen whose spec orders them Generate, Reset); before it unless set. */
  resetAfterGo?: boolean;
  /** The submit button is locked (a report is being made). */
  busy?: boolean;
}

const WIDE = { minWidth: 220, flex: '1 1 220px', maxWidth: 420 };

/**
 * The one report filter bar (DESIGN 9 "Report scope"): the screen's own leading fields, date range, currency,
 * marketplaces (several or one), brands, SKUs, warehouses (several or one), its trailing fields, then Reset,
 * GO (or the screen's `goLabel`; it submits the form) and the screen's actions. Each part shows only when the
 * screen asks for it.
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
  singleMarketplace,
  brands,
  warehouses,
  singleWarehouse,
  skuSearch,
  leading,
  trailing,
  actions,
  goLabel = 'GO',
  resetLabel = 'Reset',
  resetAfterGo = false,
  busy,
}: Props) {
  const range: DatesOptions = typeof dates === 'object' ? dates : {};
  const resetButton = onReset && (
    <Button variant="outlined" onClick={onReset}>
      {resetLabel}
    </Button>
  );
  return (
    <Box
      component="form"
      aria-label={label}
      onSubmit={(e) => {
        e.preventDefault();
        onGo();
      }}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}
    >
      {leading}
      {marketplaces && singleMarketplace && (
        <Box sx={WIDE}>
          <MarketplaceSelect
            options={marketplaces}
            value={filters.marketplaceIds?.[0] ?? null}
            onChange={(id) => onChange({ marketplaceIds: id === null ? [] : [id] })}
          />
        </Box>
      )}
      {dates && filters.start && filters.end && (
        <DateRangeFilter
          start={filters.start}
          end={filters.end}
          onChange={(r: DateRange) => onChange(r)}
          {...range}
        />
      )}
      {currency && filters.currency && (
        <CurrencyPicker value={filters.currency} onChange={(c) => onChange({ currency: c })} />
      )}
      {marketplaces && !singleMarketplace && (
        <Box sx={WIDE}>
          <MarketplacePicker
            options={marketplaces}
            value={filters.marketplaceIds ?? []}
            onChange={(marketplaceIds) => onChange({ marketplaceIds })}
          />
        </Box>
      )}
      {brands && (
        <Box sx={WIDE}>
          <BrandPicker
            options={brands}
            value={filters.brandIds ?? []}
            onChange={(brandIds) => onChange({ brandIds })}
          />
        </Box>
      )}
      {skuSearch && (
        <Box sx={WIDE}>
          <SkuPicker
            value={filters.skus ?? []}
            onChange={(skus) => onChange({ skus })}
            useSearch={skuSearch}
          />
        </Box>
      )}
      {warehouses && (
        <Box sx={WIDE}>
          {singleWarehouse ? (
            <WarehouseSelect
              options={warehouses}
              value={filters.warehouseIds?.[0] ?? null}
              onChange={(id) => onChange({ warehouseIds: [id] })}
            />
          ) : (
            <WarehousePicker
              options={warehouses}
              value={filters.warehouseIds ?? []}
              onChange={(warehouseIds) => onChange({ warehouseIds })}
            />
          )}
        </Box>
      )}
      {trailing}
      {!resetAfterGo && resetButton}
      <Button variant="contained" type="submit" disabled={busy}>
        {goLabel}
      </Button>
      {resetAfterGo && resetButton}
      {actions}
    </Box>
  );
}
