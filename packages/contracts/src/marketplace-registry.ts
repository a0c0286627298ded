/**
 * The marketplace registry (DESIGN section 3, Marketplaces): one entry per marketplace family, keyed by the
 * short-code prefix (the letters before the first underscore, e.g. AZ of AZ_US). Server routes per prefix, the
 * Data Vault grids, uploads, validation and the demo generator all read it; nothing else decides per family.
 */

/** Each Amazon marketplace's Sponsored Products bid limits (the table the advertising analyses clamp to). */
export { AD_BID_LIMITS, type BidLimits, bidLimitsFor, DEFAULT_BID_LIMITS } from './ad-analyses';
/** Each Amazon marketplace's domain (the sales channel its reports name), by country. */
export { AMAZON_DOMAINS, amazonDomain, channelKey, NON_AMAZON_CHANNEL } from './amazon-domains';

export const MARKETPLACE_PREFIXES = ['AZ', 'BO', 'DT', 'EB', 'FK', 'NN', 'OT', 'TD', 'FL', 'SP'] as const;
export type MarketplacePrefix = (typeof MARKETPLACE_PREFIXES)[number];

/** Field names of the product identifier (spec 02 section 3, reconciliation entries). */
export const PRODUCT_IDENTIFIERS = [
  'asin',
  'ean',
  'item_number',
  'fsn',
  'zsku',
  'product_id',
  'barcode',
] as const;
export type ProductIdentifier = (typeof PRODUCT_IDENTIFIERS)[number];

export const IDENTIFIER_LABELS: Record<ProductIdentifier, string> = {
  asin: 'ASIN',
  ean: 'EAN',
  item_number: 'Item Number',
  fsn: 'FSN',
  zsku: 'ZSKU',
  product_id: 'Product ID',
  barcode: 'Barcode',
};

/** Data types of the Data Vault grids with a marketplace (spec 02 section 2) plus PO and DF orders (spec 03). */
export type MarketplaceDataType =
  | 'products'
  | 'orders'
  | 'fees'
  | 'returns'
  | 'settlements'
  | 'purchase_orders'
  | 'df_orders';

/** Grid path suffix per data type: `/{apiPrefix}/data/{suffix}` (spec 02 section 7). */
export const GRID_PATHS: Record<'products' | 'orders' | 'fees' | 'returns' | 'settlements', string> = {
  products: 'productprice',
  orders: 'orders',
  fees: 'commission',
  returns: 'returns',
  settlements: 'settlements',
};

export interface MarketplaceFamily {
  prefix: MarketplacePrefix;
  /** What the family is, as the spec describes it. */
  description: string;
  /** Path prefix of the family's routes, e.g. `/az/data/orders`. */
  apiPrefix: string;
  /** Product identifier field and its column label. */
  identifier: ProductIdentifier;
  identifierLabel: string;
  /** The label the row-validation messages use (TD validates its barcode column as 'EAN'). */
  validationLabel: string;
  /**
   * A second field joined to the identifier with '|' to form the retailer SKU on the SKU comparison form
   * (spec 02 section 4: Item Number + Variation ID on EB, Product ID + Variation ID on OT).
   */
  variationField: 'variation_id' | null;
  /** Listings may be fulfilled by the marketplace (is_fba column: AZ only). */
  hasFba: boolean;
  views: {
    /** Purchase Orders tab and /purchase-orders/view; `editable` allows upload and template (NN). */
    purchaseOrders: { path: string; editable: boolean } | null;
    /** DF Orders Management (/df-orders). */
    dfOrders: { path: string } | null;
    /** Inventory Upload (/inventory-upload). */
    inventoryUpload: boolean;
    /** Advertising profiles, AMS view and ad-group master data. */
    advertising: boolean;
    /** Business view channel columns: full (sales, buy box, rank, rating), sales_only, or basic (quantity and amount). */
    businessView: 'full' | 'sales_only' | 'basic';
  };
  /** Column sets per data type (identifier already substituted). */
  columns: Record<MarketplaceDataType, readonly string[] | null>;
  /** Row-validation messages that name the identifier (spec 02 section 5). */
  messages: { productIdentifierRequired: string; orderIdentifierRequired: string };
  /** The public product page of an identifier, given the marketplace's website_url. */
  productUrl(websiteUrl: string, identifier: string): string;
}

const PRODUCT_COLUMNS = [
  'sku_code',
  'mp_sku_code',
  'condition',
  'title',
  'manufacturer',
  'category',
  'subcategory',
  'description',
  'focused_sku',
] as const;

/**
 * The price fields of a product: stored in `prices` (one row per product), not `products`, and edited under the
 * PRICE area's codes. The product data type's columns hold them after the product's own.
 */
export const PRICE_COLUMNS = [
  'regular_price',
  'sale_price',
  'sale_start_date',
  'sale_end_date',
  'min_price',
  'max_price',
  'back_margin',
  'cost_multiple',
  'rrp_multiple',
  'mfn_shipping_price',
  'vat_rate',
] as const;
const PRICE_FIELD_SET: ReadonlySet<string> = new Set(PRICE_COLUMNS);
/** Whether a product field is one of its price fields (PRICE_COLUMNS). */
export const isPriceColumn = (field: string): boolean => PRICE_FIELD_SET.has(field);

const ORDER_COLUMNS = [
  'order_id',
  'order_item_id',
  'sku_code',
  'purchase_date',
  'order_status',
  'order_type',
  'shipping_address',
  'quantity_ordered',
  'quantity_shipped',
  'item_price',
  'amount_tax',
  'amount_shipping',
  'amount_discount',
  'buying_cost',
  'currency_code',
] as const;
const FEE_COLUMNS = [
  'selling_price',
  'fee_fixed',
  'fee_variable_frac',
  'fee_return_frac',
  'fee_shipping',
  'acos_percent',
  'estimate_total',
  'currency_code',
] as const;
const RETURN_COLUMNS = [
  'order_id',
  'sku_code',
  'box_id',
  'quantity',
  'item_condition',
  'claim_id',
  'claim_result',
  'credit_note_num',
  'price',
] as const;
const SETTLEMENT_COLUMNS = [
  'settlement_id',
  'start_date',
  'end_date',
  'deposit_date',
  'amount_total',
  'order_id',
  'sku_code',
  'order_item_id',
  'transaction_type',
  'shipment_id',
  'amount_type',
  'amount',
] as const;
const AZ_PO_COLUMNS = [
  'po_id',
  'fk_vendor_id',
  'asin',
  'sku_code',
  'purchase_date',
  'shipping_address',
  'quantity_ordered',
  'quantity_confirmed',
  'quantity_shipped',
  'item_price',
  'amount_tax',
] as const;
const NN_PO_COLUMNS = [
  'po_id',
  'nin',
  'purchase_date',
  'quantity_ordered',
  'quantity_shipped',
  'item_price',
  'amount_tax',
  'amount_delivered',
  'buying_cost',
  'currency_code',
] as const;
const DF_COLUMNS = [
  'df_order_id',
  'shipment_date',
  'asin',
  'mp_sku_code',
  'sku_code',
  'quantity_ordered',
  'item_price',
  'currency_code',
  'amount_tax',
  'buying_cost',
] as const;

interface FamilyInput {
  description: string;
  apiPrefix: string;
  identifier: ProductIdentifier;
  validationLabel?: string;
  variationField?: 'variation_id';
  hasFba?: boolean;
  purchaseOrders?: { path: string; editable: boolean };
  dfOrders?: { path: string };
  inventoryUpload?: boolean;
  advertising?: boolean;
  businessView?: 'full' | 'sales_only' | 'basic';
  settlementColumns?: readonly string[];
  productUrl: (base: string, id: string) => string;
}

const trim = (url: string) => url.replace(/\/+$/, '');

function family(prefix: MarketplacePrefix, f: FamilyInput): MarketplaceFamily {
  const id = f.identifier;
  const label = IDENTIFIER_LABELS[id];
  const validationLabel = f.validationLabel ?? label;
  return {
    prefix,
    description: f.description,
    apiPrefix: f.apiPrefix,
    identifier: id,
    identifierLabel: label,
    validationLabel,
    variationField: f.variationField ?? null,
    hasFba: f.hasFba ?? false,
    views: {
      purchaseOrders: f.purchaseOrders ?? null,
      dfOrders: f.dfOrders ?? null,
      inventoryUpload: f.inventoryUpload ?? false,
      advertising: f.advertising ?? false,
      businessView: f.businessView ?? 'basic',
    },
    columns: {
      products: [id, ...PRODUCT_COLUMNS, ...PRICE_COLUMNS, ...(f.hasFba ? ['is_fba'] : [])],
      orders: [
        ...ORDER_COLUMNS.slice(0, 2),
        id,
        ...ORDER_COLUMNS.slice(2),
        ...(f.hasFba ? ['last_update_date', 'is_fba'] : []),
      ],
      fees: [id, ...FEE_COLUMNS, ...(prefix === 'AZ' ? ['estimate_date'] : [])],
      returns: [...RETURN_COLUMNS],
      settlements: f.settlementColumns ?? [
        ...SETTLEMENT_COLUMNS.slice(0, 8),
        id,
        ...SETTLEMENT_COLUMNS.slice(8),
      ],
      purchase_orders: f.purchaseOrders ? (prefix === 'NN' ? NN_PO_COLUMNS : AZ_PO_COLUMNS) : null,
      df_orders: f.dfOrders ? DF_COLUMNS : null,
    },
    messages: {
      productIdentifierRequired: `${validationLabel} is required`,
      orderIdentifierRequired: `${validationLabel} is required.`,
    },
    productUrl: (base, value) => f.productUrl(trim(base), encodeURIComponent(value)),
  };
}

export const MARKETPLACE_REGISTRY: Readonly<Record<MarketplacePrefix, MarketplaceFamily>> = {
  AZ: family('AZ', {
    description: 'Amazon-style marketplace',
    apiPrefix: '/az',
    identifier: 'asin',
    hasFba: true,
    purchaseOrders: { path: '/az/purchaseorders', editable: false },
    dfOrders: { path: '/az/dforders' },
    inventoryUpload: true,
    advertising: true,
    businessView: 'full',
    productUrl: (base, id) => `${base}/dp/${id}`,
  }),
  BO: family('BO', {
    description: 'Dutch marketplace',
    apiPrefix: '/bol',
    identifier: 'ean',
    inventoryUpload: true,
    productUrl: (base, id) => `${base}/s/?searchtext=${id}`,
  }),
  DT: family('DT', {
    description: 'Sports-retailer marketplace',
    apiPrefix: '/dc',
    identifier: 'ean',
    productUrl: (base, id) => `${base}/search?Ntt=${id}`,
  }),
  EB: family('EB', {
    description: 'Auction marketplace',
    apiPrefix: '/ebay',
    identifier: 'item_number',
    variationField: 'variation_id',
    productUrl: (base, id) => `${base}/itm/${id}`,
  }),
  FK: family('FK', {
    description: 'Indian marketplace',
    apiPrefix: '/fp',
    identifier: 'fsn',
    productUrl: (base, id) => `${base}/product/p/itm?pid=${id}`,
  }),
  NN: family('NN', {
    description: 'Middle-East marketplace',
    apiPrefix: '/noon',
    identifier: 'zsku',
    purchaseOrders: { path: '/noon/purchase-order', editable: true },
    advertising: true,
    businessView: 'sales_only',
    productUrl: (base, id) => `${base}/${id}/p/`,
  }),
  OT: family('OT', {
    description: 'German marketplace',
    apiPrefix: '/otto',
    identifier: 'product_id',
    variationField: 'variation_id',
    inventoryUpload: true,
    settlementColumns: [
      'settlement_id',
      'deposit_date',
      'transaction_type',
      'amount_total',
      'order_id',
      'sku_code',
      'product_id',
    ],
    productUrl: (base, id) => `${base}/p/${id}/`,
  }),
  TD: family('TD', {
    description: 'Turkish marketplace',
    apiPrefix: '/trendyol',
    identifier: 'barcode',
    validationLabel: 'EAN',
    productUrl: (base, id) => `${base}/sr?q=${id}`,
  }),
  FL: family('FL', {
    description: 'Latin-American marketplace',
    apiPrefix: '/falabella',
    identifier: 'product_id',
    productUrl: (base, id) => `${base}/product/${id}`,
  }),
  SP: family('SP', {
    description: 'Own web shop',
    apiPrefix: '/shop',
    identifier: 'product_id',
    inventoryUpload: true,
    productUrl: (base, id) => `${base}/products/${id}`,
  }),
};

/** The family prefix of a short code: 'AZ_US' → 'AZ'; null when the code names no known family. */
export function prefixOf(shortCode: string): MarketplacePrefix | null {
  const head = shortCode.trim().toUpperCase().split('_')[0] ?? '';
  const prefix = head.slice(0, 2);
  return (MARKETPLACE_PREFIXES as readonly string[]).includes(prefix) ? (prefix as MarketplacePrefix) : null;
}

/** The registry entry of a short code; throws for an unknown family (use prefixOf to test first). */
export function familyOf(shortCode: string): MarketplaceFamily {
  const prefix = prefixOf(shortCode);
  if (!prefix) throw new Error(`No marketplace family for short code "${shortCode}"`);
  return MARKETPLACE_REGISTRY[prefix];
}

/**
 * The label of a marketplace's product identifier, by its short code (spec 02 section 9: AZ ASIN, OT Product ID,
 * NN ZSKU, TD Barcode, BO EAN; the others their family's); null for a short code of no known family.
 */
export function identifierLabelOf(shortCode: string): string | null {
  const prefix = prefixOf(shortCode);
  return prefix ? MARKETPLACE_REGISTRY[prefix].identifierLabel : null;
}

/** The family served under an API prefix such as '/az' or 'noon'. */
export function familyByApiPrefix(apiPrefix: string): MarketplaceFamily | null {
  const path = `/${apiPrefix.replace(/^\/+/, '').split('/')[0]}`;
  return Object.values(MARKETPLACE_REGISTRY).find((f) => f.apiPrefix === path) ?? null;
}

/** Marketplaces whose family offers a view, e.g. `marketplacesWith(list, 'inventoryUpload')`. */
export function marketplacesWith<T extends { short_code: string }>(
  marketplaces: readonly T[],
  view: 'purchaseOrders' | 'dfOrders' | 'inventoryUpload' | 'advertising',
): T[] {
  return marketplaces.filter((m) => {
    const prefix = prefixOf(m.short_code);
    return prefix !== null && Boolean(MARKETPLACE_REGISTRY[prefix].views[view]);
  });
}
