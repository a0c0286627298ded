import type { BrandRecord } from '@marketdesk/contracts';
import { AMS_TEXT, type AmsSeller, brandsLabel } from '@marketdesk/contracts/ams-view';
import {
  Autocomplete,
  Box,
  Button,
  Checkbox,
  Divider,
  FormControl,
  InputLabel,
  ListItemText,
  MenuItem,
  Select,
  Stack,
  TextField,
} from '@mui/material';
import type { Dayjs } from 'dayjs';
import { DateRangeFilter } from '../../../shared/filters/DateRangeFilter';
import { QUICK_RANGES_SHORT } from '../../../shared/filters/date-ranges';
import { byName, countryFlag } from '../../../shared/filters/options';

/** The filter form of the AMS view (spec 03 section 2). */
export interface AmsFilters {
  sellerId: string | null;
  /** Null: every brand (All Brands); a list: those brands (empty: No Brands Selected). */
  brandIds: number[] | null;
  start: Dayjs;
  end: Dayjs;
}

interface Props {
  filters: AmsFilters;
  onChange(patch: Partial<AmsFilters>): void;
  sellers: readonly AmsSeller[];
  brands: readonly BrandRecord[];
  /** The earliest start (90 days back). */
  minDate: Dayjs;
  onReset(): void;
  onApply(): void;
}

const sellerLabel = (s: AmsSeller) => `${s.seller_name} (${s.seller_id})`;

/** Sellers grouped by marketplace (sorted by name), each option with its country flag, name and id. */
function SellerPicker({
  sellers,
  value,
  onChange,
}: {
  sellers: readonly AmsSeller[];
  value: string | null;
  onChange(id: string | null): void;
}) {
  const sorted = byName(sellers, (s) => `${s.mp_name}\u0000${s.seller_name}`);
  return (
    <Autocomplete<AmsSeller, false>
      size="small"
      options={sorted}
      groupBy={(s) => s.mp_name}
      value={sorted.find((s) => s.seller_id === value) ?? null}
      getOptionLabel={sellerLabel}
      isOptionEqualToValue={(a, b) => a.seller_id === b.seller_id}
      onChange={(_e, s) => onChange(s?.seller_id ?? null)}
      renderOption={(props, s) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <Box component="li" key={key} {...rest} sx={{ gap: 1 }}>
            <Box component="span" aria-hidden="true" sx={{ width: '1.5em', flexShrink: 0 }}>
              {countryFlag(s.country_code)}
            </Box>
            {sellerLabel(s)}
          </Box>
        );
      }}
      renderInput={(params) => <TextField {...params} label={AMS_TEXT.seller} />}
      sx={{ minWidth: 260 }}
    />
  );
}

/** Brands with Select All and Unselect All; the field reads All Brands, No Brands Selected or two names plus '...'. */
export function BrandsSelect({
  brands,
  value,
  onChange,
}: {
  brands: readonly BrandRecord[];
  value: number[] | null;
  onChange(ids: number[] | null): void;
}) {
  const sorted = byName(brands, (b) => b.brand_name);
  const chosen = value === null ? sorted.map((b) => b.pk_brand_id) : value;
  const names = sorted.filter((b) => chosen.includes(b.pk_brand_id)).map((b) => b.brand_name);
  const label = value === null ? AMS_TEXT.allBrands : brandsLabel(names, sorted.length);
  const toggle = (id: number) => {
    const next = chosen.includes(id) ? chosen.filter((x) => x !== id) : [...chosen, id];
    onChange(next.length === sorted.length && sorted.length > 0 ? null : next);
  };
  return (
    <FormControl size="small" sx={{ minWidth: 200 }} data-testid="ams-brands">
      <InputLabel id="ams-brands-label">{AMS_TEXT.brands}</InputLabel>
      <Select<string[]>
        multiple
        labelId="ams-brands-label"
        label={AMS_TEXT.brands}
        value={chosen.map(String)}
        renderValue={() => label}
        displayEmpty
      >
        <MenuItem onClick={() => onChange(null)}>{AMS_TEXT.selectAll}</MenuItem>
        <MenuItem onClick={() => onChange([])}>{AMS_TEXT.unselectAll}</MenuItem>
        <Divider />
        {sorted.map((b) => (
          <MenuItem key={b.pk_brand_id} value={String(b.pk_brand_id)} onClick={() => toggle(b.pk_brand_id)}>
            <Checkbox size="small" checked={chosen.includes(b.pk_brand_id)} />
            <ListItemText primary={b.brand_name} />
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}

/** Seller, brands, Start and End Date (90 days back at most) with 7D/15D/30D, RESET and APPLY. */
export function AmsFilterBar({ filters, onChange, sellers, brands, minDate, onReset, onApply }: Props) {
  return (
    <Stack
      component="form"
      aria-label="AMS view filters"
      direction="row"
      useFlexGap
      sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}
      onSubmit={(e) => {
        e.preventDefault();
        onApply();
      }}
    >
      <SellerPicker
        sellers={sellers}
        value={filters.sellerId}
        onChange={(sellerId) => onChange({ sellerId })}
      />
      <BrandsSelect
        brands={brands}
        value={filters.brandIds}
        onChange={(brandIds) => onChange({ brandIds })}
      />
      <DateRangeFilter
        start={filters.start}
        end={filters.end}
        minDate={minDate}
        quickRanges={QUICK_RANGES_SHORT}
        onChange={(r) => onChange({ start: r.start, end: r.end })}
      />
      <Button variant="outlined" onClick={onReset}>
        {AMS_TEXT.reset}
      </Button>
      <Button variant="contained" type="submit">
        {AMS_TEXT.apply}
      </Button>
    </Stack>
  );
}
