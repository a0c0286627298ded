import {
  OFFER_LABELS,
  type Offer,
  type SearchTermOfferForm,
  SLOT_LABELS,
  SLOTS,
  type Slot,
} from '@marketdesk/contracts/search-term-comparison';
import { SKU_PRICE_STEP, type TwoFieldIdentifier } from '@marketdesk/contracts/sku-comparison';
import { Stack, TextField, Typography } from '@mui/material';

interface Props {
  offer: Offer;
  value: SearchTermOfferForm;
  onChange(patch: Partial<SearchTermOfferForm>): void;
  /** EB/OT: the two identifier fields; else one Retailer SKU. */
  twoFields: TwoFieldIdentifier | null;
}

/**
 * One offer for the search term: its retailer SKU (on EB/OT two fields, the second enabled once the first is
 * filled), price (min 0, step 0.01), delivery days (min 0) and slot.
 */
export function OfferFields({ offer, value, onChange, twoFields }: Props) {
  const label = OFFER_LABELS[offer];
  const field = (key: 'retailer_sku' | 'variation_id', text: string, disabled = false) => (
    <TextField
      size="small"
      required
      label={`${label} ${text}`}
      value={value[key]}
      disabled={disabled}
      onChange={(e) => onChange({ [key]: e.target.value })}
    />
  );
  return (
    <Stack component="section" aria-label={label} spacing={1.5} sx={{ flex: 1, minWidth: 240 }}>
      <Typography variant="subtitle1" component="h2">
        {label}
      </Typography>
      {twoFields ? (
        <>
          {field('retailer_sku', twoFields.first)}
          {field('variation_id', twoFields.second, value.retailer_sku.trim() === '')}
        </>
      ) : (
        field('retailer_sku', 'Retailer SKU')
      )}
      <TextField
        size="small"
        required
        type="number"
        label={`${label} Price`}
        value={value.price}
        onChange={(e) => onChange({ price: e.target.value })}
        slotProps={{ htmlInput: { min: 0, step: SKU_PRICE_STEP } }}
      />
      <TextField
        size="small"
        required
        type="number"
        label={`${label} Delivery Days`}
        value={value.delivery_days}
        onChange={(e) => onChange({ delivery_days: e.target.value })}
        slotProps={{ htmlInput: { min: 0, step: 1 } }}
      />
      <TextField
        select
        size="small"
        required
        label={`${label} Slot`}
        value={value.slot}
        onChange={(e) => onChange({ slot: e.target.value as Slot })}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="" disabled />
        {SLOTS.map((s) => (
          <option key={s} value={s}>
            {SLOT_LABELS[s]}
          </option>
        ))}
      </TextField>
    </Stack>
  );
}
