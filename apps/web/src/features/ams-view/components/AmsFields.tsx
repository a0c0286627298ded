import type { BrandRecord } from '@marketdesk/contracts';
import { AMS_TEXT, type AmsSeller, brandsLabel } from '@marketdesk/contracts/ams-view';
import {
  Autocomplete,
  Box,
  Checkbox,
  Divider,
  FormControl,
  InputLabel,
  ListItemText,
  MenuItem,
  Select,
  TextField,
} from '@mui/material';
import type { Dayjs } from 'dayjs';
import { byName, countryFlag } from '../../../shared/filters/options';

/** The filters of the AMS view (spec 03 section 2); its seller and brands fields sit in the shared report bar. */
export interface AmsFilters {
  sellerId: string | null;
  /** Null: every brand (All Brands); a list: those brands (empty: No Brands Selected). */
  brandIds: number[] | null;
  start: Dayjs;
  end: Dayjs;
}

const sellerLabel = (s: AmsSeller) => `${s.seller_name} (${s.seller_id})`;

/** Sellers grouped by marketplace (sorted by name), each option with its country flag, name and id. */
export function SellerPicker({
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
