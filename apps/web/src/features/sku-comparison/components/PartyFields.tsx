import {
  SKU_COMPARISON_PARTY_LABELS,
  SKU_PRICE_STEP,
  type SkuComparisonParty,
  type SkuComparisonPartyForm,
  type TwoFieldIdentifier,
} from '@marketdesk/contracts/sku-comparison';
import { Stack, TextField, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface Props {
  party: SkuComparisonParty;
  value: SkuComparisonPartyForm;
  onChange(patch: Partial<SkuComparisonPartyForm>): void;
  /** EB/OT: the two identifier fields; else one Retailer SKU. */
  twoFields: TwoFieldIdentifier | null;
  /** Fields only the client's offer has (ranking, review). */
  children?: ReactNode;
}

/** A required number from 0: prices step 0.01, days and ranking whole numbers (spec 02 section 5). */
export function NumberField(p: { label: string; value: string; onChange(v: string): void; step?: number }) {
  return (
    <TextField
      size="small"
      required
      type="number"
      label={p.label}
      value={p.value}
      onChange={(e) => p.onChange(e.target.value)}
      slotProps={{ htmlInput: { min: 0, step: p.step ?? 1 } }}
    />
  );
}

/**
 * One offer of the comparison: its retailer SKU (on EB/OT two fields, the second enabled once the first is
 * filled), price (min 0, step 0.01) and delivery days (min 0).
 */
export function PartyFields({ party, value, onChange, twoFields, children }: Props) {
  const label = SKU_COMPARISON_PARTY_LABELS[party];
  return (
    <Stack component="section" aria-label={label} spacing={1.5} sx={{ flex: 1, minWidth: 240 }}>
      <Typography variant="subtitle1" component="h2">
        {label}
      </Typography>
      {twoFields ? (
        <>
          <TextField
            size="small"
            required
            label={`${label} ${twoFields.first}`}
            value={value.retailer_sku}
            onChange={(e) => onChange({ retailer_sku: e.target.value })}
          />
          <TextField
            size="small"
            required
            label={`${label} ${twoFields.second}`}
            value={value.variation_id}
            disabled={value.retailer_sku.trim() === ''}
            onChange={(e) => onChange({ variation_id: e.target.value })}
          />
        </>
      ) : (
        <TextField
          size="small"
          required
          label={`${label} Retailer SKU`}
          value={value.retailer_sku}
          onChange={(e) => onChange({ retailer_sku: e.target.value })}
        />
      )}
      <NumberField
        label={`${label} Price`}
        value={value.price}
        step={SKU_PRICE_STEP}
        onChange={(price) => onChange({ price })}
      />
      <NumberField
        label={`${label} Delivery Days`}
        value={value.delivery_days}
        onChange={(delivery_days) => onChange({ delivery_days })}
      />
      {children}
    </Stack>
  );
}
