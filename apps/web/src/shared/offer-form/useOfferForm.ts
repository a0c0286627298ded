import { identifierLabelOf } from '@marketdesk/contracts/marketplace-registry';
import {
  type SkuComparisonParty,
  type SkuComparisonPartyForm,
  twoFieldIdentifier,
} from '@marketdesk/contracts/sku-comparison';
import { useState } from 'react';
import { useMarketplacePick } from '../filters/useMarketplacePick';

/** What every comparison form has: the marketplace and the client's and two competitors' offers. */
export interface OfferForm {
  mp_id: number | null;
  client: SkuComparisonPartyForm;
  comp1: SkuComparisonPartyForm;
  comp2: SkuComparisonPartyForm;
}

/** A form's rules, from contracts: `twoFields` is true on EB/OT marketplaces (retailer SKUs in two fields). */
export interface OfferFormRules<F extends OfferForm, B> {
  /** An empty form on the marketplace given. */
  empty(mpId: number | null): F;
  /** The text of the first rule the form breaks, or null. */
  problem(form: F, twoFields: boolean): string | null;
  /** The recording's body. */
  body(form: F, twoFields: boolean): B;
}

/** The recording call (a react-query mutation). */
export interface OfferFormRecorder<B> {
  mutate(
    variables: { mpId: number; body: B },
    callbacks: { onSuccess(): void; onError(error: unknown): void },
  ): void;
}

export interface OfferFormOutcome {
  /** A broken rule: its text, as a warning. */
  warning(text: string): void;
  /** Recorded: the success toast. */
  recorded(): void;
  /** The call failed. */
  failed(error: unknown): void;
}

const everyMarketplace = () => true;
/** The identifier field's label before a marketplace is chosen, or on one of no known family. */
export const RETAILER_SKU = 'Retailer SKU';

/**
 * A comparison form's state (SKU and search-term comparisons): the marketplace, whether it asks for two identifier
 * fields, and submit, which says the first rule broken as a warning and sends nothing until none is; once
 * recorded, the form empties but the marketplace stays chosen for the next one.
 */
export function useOfferForm<F extends OfferForm, B>(
  rules: OfferFormRules<F, B>,
  record: OfferFormRecorder<B>,
  outcome: OfferFormOutcome,
) {
  const pick = useMarketplacePick(everyMarketplace);
  const [form, setForm] = useState<F>(() => rules.empty(null));
  const mp = pick.find(form.mp_id);
  const twoFields = mp ? twoFieldIdentifier(mp) : null;
  // The one identifier field's label: the marketplace's (ASIN, EAN, ZSKU, …), else Retailer SKU.
  const identifierLabel = (mp && identifierLabelOf(mp.short_code)) ?? RETAILER_SKU;

  const patch = (p: Partial<F>) => setForm((f) => ({ ...f, ...p }));
  const patchOffer = (party: SkuComparisonParty) => (p: Partial<F[SkuComparisonParty]>) =>
    setForm((f) => ({ ...f, [party]: { ...f[party], ...p } }));

  const submit = () => {
    const problem = rules.problem(form, twoFields !== null);
    if (problem) {
      outcome.warning(problem);
      return;
    }
    record.mutate(
      { mpId: form.mp_id!, body: rules.body(form, twoFields !== null) },
      {
        onSuccess: () => {
          outcome.recorded();
          setForm(rules.empty(form.mp_id));
        },
        onError: outcome.failed,
      },
    );
  };

  return { pick, form, twoFields, identifierLabel, patch, patchOffer, submit };
}
