import {
  SKU_COMPARISON_PARTIES,
  SKU_COMPARISON_PARTY_LABELS,
  SKU_PRICE_STEP,
  type SkuComparisonParty,
  type SkuComparisonPartyForm,
  type TwoFieldIdentifier,
} from '@marketdesk/contracts/sku-comparison';
import { Stack, TextField, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { NumberField } from '../ui/NumberField';
import { type OfferForm, RETAILER_SKU } from './useOfferForm';

interface Props {
  /** Whose offer: the client's or a competitor's; its label names the section and starts every field's label. */
  party: SkuComparisonParty;
  value: SkuComparisonPartyForm;
  onChange(patch: Partial<SkuComparisonPartyForm>): void;
  /** EB/OT: the two identifier fields; else one, labelled `identifierLabel`. */
  twoFields: TwoFieldIdentifier | null;
  /** The one identifier field's label: the marketplace's (ASIN, EAN, ZSKU, Barcode, …); Retailer SKU without. */
  identifierLabel?: string;
  /** Fields after the delivery days that only this form or offer has (ranking, review, slot). */
  children?: ReactNode;
}

/**
 * One offer of a comparison form (SKU and search-term comparisons): its retailer SKU (on EB/OT two fields, the
 * second enabled once the first is filled), price (min 0, step 0.01) and delivery days (min 0).
 */
export function OfferFields({
  party,
  value,
  onChange,
  twoFields,
  identifierLabel = RETAILER_SKU,
  children,
}: Props) {
  const label = SKU_COMPARISON_PARTY_LABELS[party];
  const idField = (key: 'retailer_sku' | 'variation_id', text: string, disabled = false) => (
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
          {idField('retailer_sku', twoFields.first)}
          {idField('variation_id', twoFields.second, value.retailer_sku.trim() === '')}
        </>
      ) : (
        idField('retailer_sku', identifierLabel)
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

interface RowProps<F extends OfferForm> {
  form: F;
  /** The patch of one party's offer (useOfferForm's patchOffer). */
  onChange(party: SkuComparisonParty): (patch: Partial<SkuComparisonPartyForm>) => void;
  twoFields: TwoFieldIdentifier | null;
  identifierLabel?: string;
  /** The fields an offer has after its delivery days, if any. */
  extra?(party: SkuComparisonParty): ReactNode;
}

/** The client's and the two competitors' offers side by side (wrapping on narrow screens). */
export function OffersRow<F extends OfferForm>({
  form,
  onChange,
  twoFields,
  identifierLabel,
  extra,
}: RowProps<F>) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 3 }}>
      {SKU_COMPARISON_PARTIES.map((party) => (
        <OfferFields
          key={party}
          party={party}
          value={form[party]}
          onChange={onChange(party)}
          twoFields={twoFields}
          identifierLabel={identifierLabel}
        >
          {extra?.(party)}
        </OfferFields>
      ))}
    </Stack>
  );
}
