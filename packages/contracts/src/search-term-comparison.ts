import { z } from 'zod';
import { idParam, isoDate, requiredText } from './primitives';
import {
  joinIdentifier,
  SKU_COMPARISON_PARTIES,
  SKU_PRICE_MAX,
  type SkuComparisonParty,
  type SkuComparisonPartyForm,
} from './sku-comparison';

/**
 * Focused Search Term Comparison (spec 02 sections 2–5, 7, 8; issue 19 item 6): for a search term, the
 * client's and two competitors' offers (retailer SKU, price, delivery days, slot) and the bid action taken;
 * and "Your Search Term History", the caller's own records over a date range.
 */

/** Spec 02 section 4: the slot an offer shows in. */
export const SLOTS = ['organic', 'tos', 'ros', 'ba'] as const;
export type Slot = (typeof SLOTS)[number];
/** The choices' labels (the spec names the values only: these spell out the usual advertising terms). */
export const SLOT_LABELS: Record<Slot, string> = {
  organic: 'Organic',
  tos: 'Top of Search (TOS)',
  ros: 'Rest of Search (ROS)',
  ba: 'Brand Ad (BA)',
};

/** Spec 02 section 4: the bid action and its label. */
export const BID_ACTIONS = ['bid_inc', 'bid_dec', 'pause', 'no_action'] as const;
export type BidAction = (typeof BID_ACTIONS)[number];
export const BID_ACTION_LABELS: Record<BidAction, string> = {
  bid_inc: 'Increased Bid',
  bid_dec: 'Decreased Bid',
  pause: 'Paused Bid',
  no_action: 'No Action',
};

/** Every text of the search-term screens, as spec 02 sections 5 and 8 write it. */
export const SEARCH_TERM_TEXT = {
  // section 5
  searchTermRequired: 'Search term is required',
  bidActionRequired: 'Please select a bid action',
  fillAllRequired: 'Please fill in all required fields',
  marketplaceRequired: 'Marketplace is required.',
  // section 8
  uploadFailed: 'Upload failed',
  uploaded: 'Search Term Data uploaded successfully!',
  historyFailed: 'Failed to load your history data',
  // section 2 and the screens' own words
  title: 'Focused Search Term Comparison',
  historyTitle: 'Your Search Term History',
  viewHistory: 'View History',
  submit: 'Submit',
  noHistory: 'No search term records in this period.',
  /** Nonnegative numbers: price min 0 step 0.01, days min 0 (spec 02 section 5). */
  priceInvalid: 'Price must be 0 or more, with at most 2 decimals',
  daysInvalid: 'Delivery days must be a whole number, 0 or more',
} as const;

/** The three offers of a record (client, comp1, comp2) and their labels: SKU_COMPARISON_PARTIES (the same three). */
export {
  SKU_COMPARISON_PARTIES as OFFERS,
  SKU_COMPARISON_PARTY_LABELS as OFFER_LABELS,
} from './sku-comparison';
export type Offer = SkuComparisonParty;

const T = SEARCH_TERM_TEXT;
const required = (max: number) => requiredText(T.fillAllRequired, max);
const price = z
  .number({ error: T.fillAllRequired })
  .min(0, T.priceInvalid)
  .max(SKU_PRICE_MAX, T.priceInvalid)
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, T.priceInvalid);
const days = z.number({ error: T.fillAllRequired }).int(T.daysInvalid).min(0, T.daysInvalid).max(3650);
const slot = z.enum(SLOTS, { error: T.fillAllRequired });

/** Spec 02 section 3 "Search term record": every field required (section 5). */
export const searchTermRecord = z.object({
  search_term: requiredText(T.searchTermRequired, 500),
  client_retailer_sku: required(200),
  client_price: price,
  client_delivery_days: days,
  client_slot: slot,
  comp1_retailer_sku: required(200),
  comp1_price: price,
  comp1_delivery_days: days,
  comp1_slot: slot,
  comp2_retailer_sku: required(200),
  comp2_price: price,
  comp2_delivery_days: days,
  comp2_slot: slot,
  bid_actions: z.enum(BID_ACTIONS, { error: T.bidActionRequired }),
});
export type SearchTermRecord = z.infer<typeof searchTermRecord>;

/** POST /channelreports/search-term-data?mp_id= (spec 02 section 7). */
export const searchTermDataQuery = z.object({ mp_id: idParam().describe('The marketplace of the record') });

/** Spec 02 section 3 "Search-term history row" (bid_actions beside it: the record's choice). */
export const searchTermHistoryRow = z.object({
  pk_id: z.number().int(),
  fk_mp_id: z.number().int(),
  fk_client_id: z.number().int(),
  dt_create: z.string().describe('When it was recorded (ISO 8601 instant)'),
  search_term: z.string(),
  client_retailer_sku: z.string(),
  client_price: z.number(),
  client_delivery_days: z.number().int(),
  client_slot: z.enum(SLOTS),
  comp1_retailer_sku: z.string(),
  comp1_price: z.number(),
  comp1_delivery_days: z.number().int(),
  comp1_slot: z.enum(SLOTS),
  comp2_retailer_sku: z.string(),
  comp2_price: z.number(),
  comp2_delivery_days: z.number().int(),
  comp2_slot: z.enum(SLOTS),
  bid_actions: z.enum(BID_ACTIONS),
});
export type SearchTermHistoryRow = z.infer<typeof searchTermHistoryRow>;

/** GET /channelreports/search-term-data/user-history?start_date&end_date (inclusive, by UTC date). */
export const searchTermHistoryQuery = z.object({
  start_date: isoDate().describe('First day (YYYY-MM-DD)'),
  end_date: isoDate().describe('Last day (YYYY-MM-DD), inclusive'),
});

/** The caller's own records in the client, newest first. */
export const searchTermHistoryAnswer = z.array(searchTermHistoryRow);

/** Spec 02 section 9: the history's default range is the last 30 days through tomorrow. */
export const HISTORY_DEFAULT_DAYS = 30;

// ---- the form (web): its state and the first rule it breaks ----

/** One offer as typed: the SKU comparison form's fields (retailer SKU, Variation ID on EB/OT, price, days) and a slot. */
export interface SearchTermOfferForm extends SkuComparisonPartyForm {
  slot: Slot | '';
}

export interface SearchTermForm {
  mp_id: number | null;
  search_term: string;
  client: SearchTermOfferForm;
  comp1: SearchTermOfferForm;
  comp2: SearchTermOfferForm;
  bid_actions: BidAction | '';
}

const emptyOffer = (): SearchTermOfferForm => ({
  retailer_sku: '',
  variation_id: '',
  price: '',
  delivery_days: '',
  slot: '',
});

export const emptySearchTermForm = (mp_id: number | null = null): SearchTermForm => ({
  mp_id,
  search_term: '',
  client: emptyOffer(),
  comp1: emptyOffer(),
  comp2: emptyOffer(),
  bid_actions: '',
});

/** A number field is filled when it holds a number of 0 or more. */
const filled = (v: string) => v.trim() !== '' && Number.isFinite(Number(v)) && Number(v) >= 0;

/** The retailer SKU typed: on EB/OT both fields joined with '|' (empty until both are filled). */
const retailerSkuOf = (o: SearchTermOfferForm, twoFields: boolean) =>
  twoFields
    ? o.retailer_sku.trim() && o.variation_id.trim()
      ? joinIdentifier(o.retailer_sku, o.variation_id)
      : ''
    : o.retailer_sku.trim();

/**
 * The first rule of spec 02 section 5 the form breaks, as the warning it shows, or null: the search term, the
 * bid action, then every offer's retailer SKU (both fields on EB/OT), price, delivery days and slot, and
 * last the extra check of the marketplace.
 */
export function searchTermProblem(form: SearchTermForm, twoFields: boolean): string | null {
  if (form.search_term.trim() === '') return T.searchTermRequired;
  if (form.bid_actions === '') return T.bidActionRequired;
  for (const offer of SKU_COMPARISON_PARTIES) {
    const o = form[offer];
    if (!retailerSkuOf(o, twoFields) || !filled(o.price) || !filled(o.delivery_days) || o.slot === '')
      return T.fillAllRequired;
  }
  if (form.mp_id === null) return T.marketplaceRequired;
  return null;
}

/** The record the form sends (call only when `searchTermProblem` is null). */
export function searchTermBody(form: SearchTermForm, twoFields: boolean): SearchTermRecord {
  const offer = (o: SearchTermOfferForm) => ({
    retailer_sku: retailerSkuOf(o, twoFields),
    price: Number(o.price),
    delivery_days: Number(o.delivery_days),
    slot: o.slot as Slot,
  });
  const [c, one, two] = SKU_COMPARISON_PARTIES.map((p) => offer(form[p]));
  return {
    search_term: form.search_term.trim(),
    client_retailer_sku: c!.retailer_sku,
    client_price: c!.price,
    client_delivery_days: c!.delivery_days,
    client_slot: c!.slot,
    comp1_retailer_sku: one!.retailer_sku,
    comp1_price: one!.price,
    comp1_delivery_days: one!.delivery_days,
    comp1_slot: one!.slot,
    comp2_retailer_sku: two!.retailer_sku,
    comp2_price: two!.price,
    comp2_delivery_days: two!.delivery_days,
    comp2_slot: two!.slot,
    bid_actions: form.bid_actions as BidAction,
  };
}
