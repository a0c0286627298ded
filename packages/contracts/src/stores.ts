import { z } from 'zod';
import { INT4_MAX, id, idParam, name, requiredText, text } from './primitives';

/**
 * Marketplaces and Credentials of a client admin (spec 02 sections 2-8, "Store credential"): the client's stores
 * on each marketplace with their API tokens, and the order in which the client's warehouses serve a marketplace.
 */

export const ACCOUNT_TYPES = ['seller', 'vendor'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const STORE_MESSAGES = {
  seller_id: 'Seller ID is required',
  store_name: 'Store Name is required',
  account_type: 'Account Type is required',
  ranks: 'Warehouse priorities must be ranked 1 to N without gaps',
  token_expiry: 'Token expiry must be a date and time',
} as const;

/** The seller id label of the credentials dialog: vendor accounts have a vendor id. */
export const sellerIdLabel = (accountType: string | null | undefined): string =>
  accountType === 'vendor' ? 'Vendor ID' : 'Seller ID';

const required = (message: string) => requiredText(message, 200);

/** A secret as the form sends it: left out keeps the stored value; an empty value (or null) clears it. */
const secretInput = text(4000).nullish();

/** Ranks of a priority map must be exactly 1..n (no gaps, no ties). */
export function ranksAreContiguous(ranks: number[]): boolean {
  const sorted = [...ranks].sort((a, b) => a - b);
  return sorted.every((rank, i) => rank === i + 1);
}

/** Ranks in list order: the first warehouse of the list gets 1. */
export const ranksFromOrder = (warehouseIds: number[]): Record<string, number> =>
  Object.fromEntries(warehouseIds.map((id, i) => [String(id), i + 1]));

export const warehousePriorityMap = z
  .record(
    z
      .string()
      .regex(/^\d{1,10}$/, 'Warehouse id must be a number')
      .refine((k) => Number(k) <= INT4_MAX, 'Warehouse id must be a number'),
    z.number().int(),
  )
  .refine((map) => ranksAreContiguous(Object.values(map)), STORE_MESSAGES.ranks);

/**
 * Body of POST /marketplaces/admin/secrets?mp_id=: a new store (no pk_store_id) or an existing one. For an
 * existing store seller_id and account_type are locked and must be sent unchanged. `warehouse_priorities`
 * replaces the client's ranks for the marketplace; leaving it out keeps them.
 */
export const storeForm = z.object({
  pk_store_id: id().nullish(),
  seller_id: required(STORE_MESSAGES.seller_id),
  store_name: required(STORE_MESSAGES.store_name),
  account_type: required(STORE_MESSAGES.account_type).pipe(z.enum(ACCOUNT_TYPES)),
  token_client_id: name(500).nullish(),
  token_client_secret: secretInput,
  token_auth: secretInput,
  token_refresh: secretInput,
  /** Left out: kept; empty or null: cleared. */
  token_expiry: z
    .union([z.iso.datetime({ offset: true, error: STORE_MESSAGES.token_expiry }), z.literal('')])
    .nullish(),
  api_enabled: z.boolean().default(false),
  /**
   * The Amazon Ads API connection of the store's advertising profiles (issue 21): the Login with Amazon client
   * registered for the Ads API, its secret and the seller's refresh token (write-only, as the SP-API tokens:
   * left out keeps, empty or null clears, answered masked), and whether the pipeline may use it (left out: kept).
   */
  ads_client_id: name(500).nullish(),
  ads_client_secret: secretInput,
  ads_refresh_token: secretInput,
  ads_enabled: z.boolean().optional(),
  warehouse_priorities: warehousePriorityMap.optional(),
});
export type StoreForm = z.infer<typeof storeForm>;
export type StoreFormInput = z.input<typeof storeForm>;

/** A store without its secrets: GET /marketplaces/admin/stores. */
export const storeSummary = z.object({
  pk_store_id: z.number().int(),
  mp_id: z.number().int(),
  seller_id: z.string(),
  store_name: z.string(),
  account_type: z.string(),
  api_enabled: z.boolean(),
  token_client_id: z.string().nullable(),
  token_expiry: z.string().nullable(),
  ads_enabled: z.boolean(),
  ads_client_id: z.string().nullable(),
});
export type StoreSummary = z.infer<typeof storeSummary>;

/** The selected client's stores grouped by marketplace id (keys are mp ids). */
export const storesByMarketplace = z.record(z.string(), z.array(storeSummary));
export type StoresByMarketplace = z.infer<typeof storesByMarketplace>;

/** A store with its secrets masked ('****' + last 4, or null when none is stored): GET/POST secrets. */
export const storeSecrets = storeSummary.extend({
  token_client_secret: z.string().nullable(),
  token_auth: z.string().nullable(),
  token_refresh: z.string().nullable(),
  ads_client_secret: z.string().nullable(),
  ads_refresh_token: z.string().nullable(),
});
export type StoreSecrets = z.infer<typeof storeSecrets>;
export const storeSecretsList = z.array(storeSecrets);

/** Logos exist for these eleven marketplaces (spec 01 section 9); any other falls back to text. */
export const MARKETPLACE_LOGOS = [
  'amazon',
  'bol',
  'decathlon',
  'ebay',
  'flipkart',
  'noon',
  'otto',
  'trendyol',
  'falabella',
  'shopify',
  'walmart',
] as const;
export type MarketplaceLogo = (typeof MARKETPLACE_LOGOS)[number];

const LOGO_BY_PREFIX: Record<string, MarketplaceLogo> = {
  AZ: 'amazon',
  BO: 'bol',
  DT: 'decathlon',
  EB: 'ebay',
  FK: 'flipkart',
  NN: 'noon',
  OT: 'otto',
  TD: 'trendyol',
  FL: 'falabella',
  SP: 'shopify',
  WM: 'walmart',
};

/** The logo of a marketplace by its name, else by its short-code family; null means text. */
export function marketplaceLogo(mp: { name: string; short_code: string }): MarketplaceLogo | null {
  const name = mp.name.toLowerCase();
  return (
    MARKETPLACE_LOGOS.find((logo) => name.includes(logo)) ??
    LOGO_BY_PREFIX[mp.short_code.slice(0, 2).toUpperCase()] ??
    null
  );
}

/** GET /marketplaces/admin/me: every marketplace, and whether the selected client has a store on it. */
export const adminMarketplace = z.object({
  pk_mp_id: z.number().int(),
  name: z.string(),
  short_code: z.string(),
  website_url: z.string(),
  country_code: z.string(),
  currency_code: z.string(),
  enabled: z.boolean(),
  logo: z.enum(MARKETPLACE_LOGOS).nullable(),
});
export type AdminMarketplace = z.infer<typeof adminMarketplace>;
export const adminMarketplaceList = z.array(adminMarketplace);

/** GET /marketplaces/admin/warehouse_priorities?mp_id=: ranks from 1. */
export const warehousePriorityRow = z.object({
  fk_warehouse_id: z.number().int(),
  priority: z.number().int(),
});
export const warehousePriorityList = z.array(warehousePriorityRow);
export type WarehousePriorityRow = z.infer<typeof warehousePriorityRow>;

/** GET /marketplaces/admin/seller-ids?mp_id= (inventory upload): the client's seller ids there. */
export const sellerIdList = z.array(
  z.object({ seller_id: z.string(), store_name: z.string(), account_type: z.string() }),
);

export const storeMpQuery = z.object({ mp_id: idParam() });
