import { z } from 'zod';
import { isPriceColumn, type MarketplaceFamily } from './marketplace-registry';
import { DATA_AREAS, type DataArea } from './permissions';
import { idParam, text } from './primitives';

/**
 * The Data Vault's data types and their columns (spec 02 sections 2, 3, 5 and 7): one description per column
 * (kind, permission area, editability, upload rules) that the server grids, the upload pipeline, the
 * templates and the web grid all read. Column sets per marketplace family come from the registry.
 */

/** `data_type` of the template, upload and grid calls. */
export const DATA_TYPES = [
  'sku',
  'sku_cost',
  'products',
  'orders',
  'settlements',
  'fees',
  'returns',
  'purchase_orders',
] as const;
export type DataType = (typeof DATA_TYPES)[number];

/** The Data Vault's data type picker, in the spec's order (purchase orders have their own screen). */
export const DATA_VAULT_CHOICES: ReadonlyArray<{
  value: DataType;
  label: string;
  needsMarketplace: boolean;
}> = [
  { value: 'sku', label: 'SKU', needsMarketplace: false },
  { value: 'sku_cost', label: 'SKU Cost', needsMarketplace: false },
  { value: 'products', label: 'Product Data', needsMarketplace: true },
  { value: 'orders', label: 'Orders Data', needsMarketplace: true },
  { value: 'settlements', label: 'Settlement Data', needsMarketplace: true },
  { value: 'fees', label: 'Fee Data', needsMarketplace: true },
  { value: 'returns', label: 'Return Data', needsMarketplace: true },
];

/** The data type's name in template file names ('{marketplace name} {data type} Template.xlsx'). */
export const DATA_TYPE_LABELS: Record<DataType, string> = {
  sku: 'SKU',
  sku_cost: 'SKU Cost',
  products: 'Product Data',
  orders: 'Orders Data',
  settlements: 'Settlement Data',
  fees: 'Fee Data',
  returns: 'Return Data',
  purchase_orders: 'Purchase Orders Data',
};

/** How a column's values are typed, shown and parsed from a spreadsheet. */
export type ColumnKind =
  | 'key'
  | 'text'
  | 'integer'
  | 'number'
  | 'money'
  /** 0..1, shown as a percentage with 2 decimals. */
  | 'fraction'
  /** Shown with an 'x' (cost and RRP multiples). */
  | 'multiple'
  | 'date'
  | 'datetime'
  | 'boolean'
  /** A list of texts (keywords shown space-joined, bullet points one per line). */
  | 'list';

/** How a list column reads as one text: keywords space-separated, every other list (bullet points) one per line. */
export const listJoiner = (field: string): string => (field === 'keywords' ? ' ' : '\n');

/** The items of a list column's text, split as listJoiner joins them; blank items dropped. */
export function listItems(field: string, text: string): string[] {
  const parts = field === 'keywords' ? text.split(/\s+/) : text.split(/\r?\n/);
  return parts.map((p) => p.trim()).filter((p) => p !== '');
}

export interface DataColumn {
  field: string;
  /** Header text of the grid and the name used in validation messages. */
  label: string;
  kind: ColumnKind;
  /** The permission area whose UPDATE allows editing (spec 02 section 5, Grid editing permission). */
  area: DataArea;
  /** False for keys, identifiers, SKU codes, order ids, estimates and read-only fields. */
  editable: boolean;
  /** Part of the row identity: never editable, required in uploads. */
  identity: boolean;
  /** What the template's second sheet says about the column. */
  description: string;
  /** In upload templates and files (false: answered by the grid only, e.g. keys and brand_name). */
  uploadable: boolean;
}

const LABELS: Record<string, string> = {
  sku_code: 'SKU Code',
  sku_name: 'Name',
  sku_model: 'Model',
  upc_code: 'UPC',
  isbn: 'ISBN',
  hsn_code: 'HSN Code',
  product_description: 'Description',
  bullet_points: 'Bullet Points',
  brand_name: 'Brand',
  is_exclusive: 'Exclusive',
  is_eol: 'End of Life',
  length_cm: 'Length',
  width_cm: 'Width',
  height_cm: 'Height',
  weight_g: 'Weight',
  is_fragile: 'Fragile',
  is_hazardous: 'Hazardous',
  country_of_origin: 'Country of Origin',
  name: 'Warehouse',
  purchase_cost: 'Purchase Cost',
  shipping_cost: 'Shipping Cost',
  vendor_vat_rate: 'Vendor VAT Rate',
  vendor_rrp: 'Vendor RRP',
  additional_cost: 'Additional Cost',
  currency_code: 'Currency Code',
  mp_sku_code: 'Marketplace SKU',
  is_fba: 'FBA',
  focused_sku: 'Focused SKU',
  regular_price: 'Regular Price',
  sale_price: 'Sale Price',
  sale_start_date: 'Sale Start Date',
  sale_end_date: 'Sale End Date',
  min_price: 'Min Price',
  max_price: 'Max Price',
  back_margin: 'Back Margin',
  cost_multiple: 'Cost Multiple',
  rrp_multiple: 'RRP Multiple',
  mfn_shipping_price: 'MFN Shipping Price',
  vat_rate: 'VAT Rate',
  order_id: 'Order ID',
  order_item_id: 'Order Item ID',
  purchase_date: 'Purchase date',
  order_status: 'Order Status',
  order_type: 'Order Type',
  shipping_address: 'Shipping Address',
  quantity_ordered: 'Quantity ordered',
  quantity_shipped: 'Quantity shipped',
  quantity_confirmed: 'Quantity confirmed',
  item_price: 'Item price',
  amount_tax: 'Tax amount',
  amount_shipping: 'Shipping amount',
  amount_discount: 'Discount amount',
  buying_cost: 'Buying cost',
  last_update_date: 'Last update date',
  selling_price: 'Selling Price',
  fee_fixed: 'Fixed Fee',
  fee_variable_frac: 'Variable Fee',
  fee_return_frac: 'Return Fee',
  fee_shipping: 'Shipping Fee',
  acos_percent: 'ACOS Percent',
  estimate_total: 'Estimate Total',
  estimate_date: 'Estimate Date',
  box_id: 'Box ID',
  quantity: 'Quantity',
  item_condition: 'Item Condition',
  claim_id: 'Claim ID',
  claim_result: 'Claim Result',
  credit_note_num: 'Credit Note Number',
  price: 'Price',
  settlement_id: 'Settlement ID',
  start_date: 'Start Date',
  end_date: 'End Date',
  deposit_date: 'Deposit Date',
  amount_total: 'Total amount',
  transaction_type: 'Transaction Type',
  shipment_id: 'Shipment ID',
  amount_type: 'Amount Type',
  amount: 'Amount',
  po_id: 'Purchase Order ID',
  fk_vendor_id: 'Vendor ID',
  nin: 'NIN',
  amount_delivered: 'Delivered amount',
  fill_rate: 'Fill Rate',
  asin: 'ASIN',
  ean: 'EAN',
  item_number: 'Item Number',
  fsn: 'FSN',
  zsku: 'ZSKU',
  product_id: 'Product ID',
  barcode: 'Barcode',
};

const KINDS: Record<string, ColumnKind> = {
  pk_sku_id: 'key',
  id: 'key',
  bullet_points: 'list',
  keywords: 'list',
  is_exclusive: 'boolean',
  is_eol: 'boolean',
  is_fragile: 'boolean',
  is_hazardous: 'boolean',
  is_fba: 'boolean',
  focused_sku: 'boolean',
  length_cm: 'number',
  width_cm: 'number',
  height_cm: 'number',
  weight_g: 'number',
  purchase_cost: 'money',
  shipping_cost: 'money',
  vendor_vat_rate: 'fraction',
  vendor_rrp: 'money',
  additional_cost: 'money',
  regular_price: 'money',
  sale_price: 'money',
  sale_start_date: 'date',
  sale_end_date: 'date',
  min_price: 'money',
  max_price: 'money',
  back_margin: 'fraction',
  cost_multiple: 'multiple',
  rrp_multiple: 'multiple',
  mfn_shipping_price: 'money',
  vat_rate: 'fraction',
  purchase_date: 'date',
  quantity_ordered: 'integer',
  quantity_shipped: 'integer',
  quantity_confirmed: 'integer',
  item_price: 'money',
  amount_tax: 'money',
  amount_shipping: 'money',
  amount_discount: 'money',
  buying_cost: 'money',
  last_update_date: 'datetime',
  selling_price: 'money',
  fee_fixed: 'money',
  fee_variable_frac: 'fraction',
  fee_return_frac: 'fraction',
  fee_shipping: 'money',
  acos_percent: 'fraction',
  fill_rate: 'fraction',
  estimate_total: 'money',
  estimate_date: 'date',
  quantity: 'integer',
  price: 'money',
  start_date: 'date',
  end_date: 'date',
  deposit_date: 'date',
  amount_total: 'money',
  amount: 'money',
  amount_delivered: 'money',
};

/** Never editable whatever the permission (spec 02 section 5): keys, identifiers, SKU codes, order ids, estimates. */
const NEVER_EDITABLE = new Set([
  'pk_sku_id',
  'id',
  'sku_code',
  'brand_name',
  'name',
  'order_id',
  'order_item_id',
  'estimate_total',
  'estimate_date',
  'settlement_id',
  'po_id',
  // The order type decides which grid shows a line (orders vs purchase orders): changing it is not an edit.
  'order_type',
  // Identifiers of purchase-order lines (NN's NIN, AZ's vendor) are keys like the product identifier.
  'nin',
  'fk_vendor_id',
  // Computed from the PO's lines (shipped over ordered): never stored, so never edited or uploaded.
  'fill_rate',
  ...['asin', 'ean', 'item_number', 'fsn', 'zsku', 'product_id', 'barcode'],
]);

/** Row identity per data type, besides the marketplace (identifier stands for the family's identifier). */
const IDENTITY: Record<DataType, readonly string[]> = {
  sku: ['sku_code'],
  sku_cost: ['sku_code', 'name'],
  products: ['identifier', 'mp_sku_code'],
  orders: ['order_id', 'order_item_id'],
  fees: ['identifier'],
  returns: ['order_id', 'box_id'],
  settlements: ['settlement_id'],
  purchase_orders: ['po_id'],
};

/** Grid-only columns: answered, never uploaded. */
const NOT_UPLOADED = new Set(['pk_sku_id', 'id', 'brand_name', 'estimate_total', 'focused_sku', 'fill_rate']);

const AREA_OF: Record<DataType, DataArea> = {
  sku: 'SKU',
  sku_cost: 'SKU',
  products: 'PRODUCT',
  orders: 'ORDERS',
  settlements: 'SETTLEMENTS',
  fees: 'COMMISSIONS',
  returns: 'RETURNS',
  purchase_orders: 'PURCHASE_ORDERS',
};

export const SKU_FIELDS = [
  'pk_sku_id',
  'sku_code',
  'sku_name',
  'sku_model',
  'ean',
  'upc_code',
  'isbn',
  'hsn_code',
  'product_description',
  'bullet_points',
  'brand_name',
  'manufacturer',
  'category',
  'subcategory',
  'is_exclusive',
  'is_eol',
  'length_cm',
  'width_cm',
  'height_cm',
  'weight_g',
  'color',
  'size',
  'material',
  'is_fragile',
  'is_hazardous',
  'country_of_origin',
  'keywords',
] as const;

export const SKU_COST_FIELDS = [
  'id',
  'sku_code',
  'name',
  'purchase_cost',
  'shipping_cost',
  'vendor_vat_rate',
  'vendor_rrp',
  'additional_cost',
  'status',
  'currency_code',
] as const;

function describe(field: string, kind: ColumnKind, required: boolean): string {
  const what: Record<ColumnKind, string> = {
    key: 'Row key assigned by Marketdesk',
    text: 'Text',
    integer: 'Whole number',
    number: 'Number',
    money: 'Amount in the currency of the row, e.g. 12.50',
    fraction: 'Fraction from 0 to 1, e.g. 0.15 for 15%',
    multiple: 'Multiple, e.g. 1.8',
    date: 'Date (a spreadsheet date or YYYY-MM-DD)',
    datetime: 'Date and time (a spreadsheet date or ISO 8601)',
    boolean: 'true or false',
    list: field === 'keywords' ? 'Keywords separated by spaces' : 'One entry per line',
  };
  return `${what[kind]}${required ? ' (required)' : ''}`;
}

function column(dataType: DataType, field: string, family: MarketplaceFamily | null): DataColumn {
  const isIdentifier = family !== null && field === family.identifier;
  const kind: ColumnKind = KINDS[field] ?? 'text';
  const identity =
    IDENTITY[dataType].includes(field) || (isIdentifier && IDENTITY[dataType].includes('identifier'));
  const area: DataArea = dataType === 'products' && isPriceColumn(field) ? 'PRICE' : AREA_OF[dataType];
  const readOnlyType = dataType === 'purchase_orders' && family?.views.purchaseOrders?.editable === false;
  return {
    field,
    label: isIdentifier ? family.identifierLabel : (LABELS[field] ?? field),
    kind,
    area,
    editable: !readOnlyType && !NEVER_EDITABLE.has(field) && !identity && kind !== 'key',
    identity,
    description: describe(field, kind, identity),
    uploadable: !NOT_UPLOADED.has(field),
  };
}

/**
 * The columns of a data type, in the spec's order: SKU and SKU Cost are the client's own (no family); the
 * others take the family's column set from the registry. Null when the family has no such data (a family
 * without purchase orders).
 */
export function dataColumns(dataType: DataType, family: MarketplaceFamily | null): DataColumn[] | null {
  if (dataType === 'sku') return SKU_FIELDS.map((f) => column(dataType, f, null));
  if (dataType === 'sku_cost') return SKU_COST_FIELDS.map((f) => column(dataType, f, null));
  if (!family) return null;
  const fields = family.columns[dataType];
  if (!fields) return null;
  // Purchase orders also answer the fill rate of their PO (Purchase Order Management, spec 03), computed.
  const all = dataType === 'purchase_orders' ? [...fields, 'fill_rate'] : fields;
  return all.map((f) => column(dataType, f, family));
}

/** The codes that allow the template and upload of a data type: its area's CREATE (products: product or price). */
export function createCodes(dataType: DataType): string[] {
  if (dataType === 'products') return [DATA_AREAS.PRODUCT.CREATE, DATA_AREAS.PRICE.CREATE];
  return [DATA_AREAS[AREA_OF[dataType]].CREATE];
}

/** SKU Cost is not uploaded in the Data Vault: costs come in through invoices (spec 02 section 2). */
export const isUploadable = (dataType: DataType) => dataType !== 'sku_cost';

/** Every text the Data Vault shows (spec 02 sections 2, 5 and 8), exactly as written. */
export const DATA_VAULT_TEXT = {
  skuCostNote: 'We have removed the option to directly upload SKU Cost, please upload invoice.',
  notEditable: 'This table is not editable',
  selectMarketplaceView: 'Please select a marketplace.',
  selectDataType: 'Please select a DataType',
  selectMarketplace: 'Please select a Marketplace',
  templateFailed: 'Failed to download template',
  templateForbidden: 'You do not have permission to download template for this marketplace or datatype',
  uploadForbidden: 'You do not have permission to upload file for this marketplace or datatype',
  validationErrors: (n: number) => `Found ${n} validation errors`,
  uploaded: 'File uploaded successfully',
  uploadFailed: 'Failed upload failed',
  fetchFailed: (message: string) => `Failed to fetch data: ${message}`,
  saveFailed: 'Failed to save changes',
  saved: 'Changes saved successfully',
  editForbidden: (column: string) => `You do not have the permission to edit column ${column}`,
  viewData: 'View Data',
  uploadData: 'Upload Data',
  changeFile: 'Change File',
  downloadTemplate: 'Download Template',
  clearErrors: 'Clear Errors',
  saveChanges: 'Save Changes',
  discardChanges: 'Discard Changes',
} as const;

/**
 * Row errors of a grid save (422) and of an upload: `row` is the row's number as the user counts it (the
 * edited row's position in the PUT body from 1; the spreadsheet row in an upload), `type` 'text' (the message
 * is plain text) or 'json' (the message is a JSON list of {loc, msg}), `field` the column a grid save's
 * message is about.
 */
export const rowError = z.object({
  row: z.number().int(),
  type: z.enum(['text', 'json']),
  message: z.string(),
  /** Grid saves: the field of the column the message is about (absent when it names no column). */
  field: z.string().optional(),
});
export type RowError = z.infer<typeof rowError>;
export const rowErrorsAnswer = z.object({ detail: z.string(), errors: z.array(rowError) });
export type RowErrorsAnswer = z.infer<typeof rowErrorsAnswer>;

/** GET /data/product/suggestions (listing tracker's product search). */
export const productSuggestionsQuery = z.object({
  mp_id: idParam(),
  search_term: text(200).default(''),
});
export const productSuggestionsAnswer = z.object({
  suggestions: z.array(z.object({ product_id: z.number().int(), identifier: z.string(), title: z.string() })),
});
export type ProductSuggestionsAnswer = z.infer<typeof productSuggestionsAnswer>;
