import { z } from 'zod';
import { TICKET_FIELD_KINDS, takesFields, ticketFormFields } from '../ticket-fields';
import { type TicketTypeId, ticketTypeId } from './model';

/** Tickets: Ticket types (section 3). */

export interface TicketTypeDef {
  id: TicketTypeId;
  name: string;
  description: string;
  /** Default ETA in days (a client may change it with edit:tickets:eta). */
  eta: number;
  brand: boolean;
  required_fields: string[];
  /**
   * Types raised by hand: section 2's forms (T1, T8, T9, T10, T15) and, from their settings (required fields
   * and brand), T2–T7 (issue 16: contracts/ticket-fields).
   */
  form: boolean;
  /** Item column order of the generic items table (T1–T7), or of the special view. */
  columns: string[];
}

const others = ['Task Details'];
/** The sixteen types in use (T13 is not). Names and descriptions are ours where the spec gives none. */
export const TICKET_TYPES: readonly TicketTypeDef[] = [
  {
    id: 'T1',
    name: 'Listing Content Update',
    description:
      'Update listing content (title, description, bullet points, search terms) of the SKUs listed.',
    eta: 5,
    brand: true,
    required_fields: [
      'SKU',
      'ASIN',
      'Title',
      'Description',
      'Bullet Point 1',
      'Bullet Point 2',
      'Search Terms',
    ],
    form: true,
    columns: ['retailer_sku', 'idq_score', 'missing_attributes'],
  },
  {
    id: 'T2',
    name: 'Price Change',
    description: 'Change the selling price of the SKUs listed, optionally with a sale period.',
    eta: 2,
    brand: false,
    required_fields: ['SKU', 'New Price', 'optional Sale Price', 'Sale Start Date', 'Sale End Date'],
    form: true,
    columns: ['retailer_sku', 'our_selling_price', 'competitor_selling_price'],
  },
  {
    id: 'T3',
    name: 'New Product Sourcing',
    description: 'Source a new product at a target price.',
    eta: 10,
    brand: true,
    required_fields: ['Product Name', 'Quantity', 'Target Price', 'Additional Notes'],
    form: true,
    columns: ['ops_sku_code'],
  },
  {
    id: 'T4',
    name: 'Marketplace Inquiry',
    description: 'A question to the marketplace about the SKUs listed.',
    eta: 3,
    brand: false,
    required_fields: ['Question / Inquiry Details', 'Relevant SKU if any'],
    form: true,
    columns: ['retailer_sku', 'marketplace_sku'],
  },
  {
    id: 'T5',
    name: 'Stock Update',
    description: 'Stock coverage is low: replenish or correct the stock of the SKUs listed.',
    eta: 3,
    brand: false,
    required_fields: ['SKU', 'Warehouse ID', 'New Quantity'],
    form: true,
    columns: ['retailer_sku', 'warehouse_stock', 'fba_stock', 'total_warehouse_sales', 'current_coverage'],
  },
  {
    id: 'T6',
    name: 'Store Page Update',
    description: 'Update a brand store page section.',
    eta: 5,
    brand: true,
    required_fields: ['Page Name', 'Section to Update', 'New Content / Asset URL', 'Instructions'],
    form: true,
    columns: ['ops_sku', 'available_stock'],
  },
  {
    id: 'T7',
    name: 'Customer Rebate',
    description: 'Review the margin of the SKUs listed and issue rebates where needed.',
    eta: 2,
    brand: true,
    required_fields: ['SKU', 'Order ID', 'Customer Email', 'Rebate Code'],
    form: true,
    columns: ['retailer_sku', 'selling_price', 'net_margin'],
  },
  {
    id: 'T8',
    name: 'Bug / Issue Report',
    description: 'Report a problem: what happened and where.',
    eta: 2,
    brand: false,
    required_fields: others,
    form: true,
    columns: [],
  },
  {
    id: 'T9',
    name: 'SKU Analysis Request',
    description: 'Analyse the SKUs listed on one marketplace.',
    eta: 5,
    brand: false,
    required_fields: others,
    form: true,
    columns: ['retailer_sku', 'comments'],
  },
  {
    id: 'T10',
    name: 'Content Creation',
    description: 'Create images or A+ content for the SKUs listed.',
    eta: 10,
    brand: false,
    required_fields: others,
    form: true,
    columns: ['retailer_sku', 'comments'],
  },
  {
    id: 'T11',
    name: 'Search Terms & Targets Analysis',
    description:
      'Automated advertising analysis: act on search terms and targets that perform well or badly.',
    eta: 3,
    brand: false,
    required_fields: others,
    form: false,
    columns: [
      'adgroup_name',
      'target_or_search_term',
      'item_type',
      'existing_bid',
      'impressions',
      'clicks',
      'ctr',
      'units',
      'conversion',
      'spend',
      'cpc',
      'sales',
      'acos',
      'action_type',
      'new_bid',
    ],
  },
  {
    id: 'T12',
    name: 'Ad Products Out of Stock',
    description: 'Automated advertising analysis: advertised products without stock or buy box.',
    eta: 2,
    brand: false,
    required_fields: others,
    form: false,
    columns: ['mp_sku_code', 'asin', 'warehouse_stock', 'fba_stock', 'buybox_win_percentage'],
  },
  {
    id: 'T14',
    name: 'Rank Tracking',
    description: 'Automated analysis: products whose search rank dropped since last week.',
    eta: 5,
    brand: false,
    required_fields: others,
    form: false,
    columns: ['item_id', 'ad_group_name', 'asin', 'product_title', 'previous_week_rank', 'new_rank'],
  },
  {
    id: 'T15',
    name: 'General Ticket',
    description: 'Any task for a chosen owner.',
    eta: 3,
    brand: false,
    required_fields: others,
    form: true,
    columns: [],
  },
  {
    id: 'T16',
    name: 'Upload Approval',
    description: 'An uploaded file waits for approval before its data lands.',
    eta: 2,
    brand: false,
    required_fields: others,
    form: false,
    columns: ['data_type', 'file_name', 'reflected_on_db', 'metadata', 'mp_id', 'brand_id', 'client_id'],
  },
];
export const ticketTypeDef = (typeId: string): TicketTypeDef | undefined =>
  TICKET_TYPES.find((t) => t.id === typeId);
export const FORM_TICKET_TYPES = TICKET_TYPES.filter((t) => t.form).map((t) => t.id);
/** Types raised by analyses and uploads: blank creator, shown as System. */
export const AUTOMATED_TICKET_TYPES: readonly TicketTypeId[] = ['T11', 'T12', 'T14', 'T16'];
/** Hidden keys of the T11 view (section 2). */
export const T11_HIDDEN_KEYS = [
  'client_id',
  'mp_id',
  'profile_id',
  'action_taken',
  'targeting_id',
  'campaign_id',
  'adgroup_id',
  'reflected_on_ams',
  'min_bid',
  'result',
  'brand_id',
  'seller_name',
] as const;
export const CONTENT_TYPES = ['Images', 'A+'] as const;
export const TICKET_TEMPLATE_COLUMNS = ['retailer_sku', 'comments'] as const;
export const ticketTemplateFileName = (typeName: string) => `${typeName}_Template.xlsx`;

/** GET /tickets/types: one entry per type visible to the user, with the client's ETA. */
export const ticketTypeInfo = z.object({
  ticket_type_id: ticketTypeId,
  ticket_type_name: z.string(),
  ticket_type_description: z.string(),
  eta: z.number().int(),
});
export type TicketTypeInfo = z.infer<typeof ticketTypeInfo>;
/** One input of a T2–T7 form: the item key POST /tickets/create stores it under (the label's snake case is taken too). */
export const ticketFieldInfo = z.object({
  key: z.string().describe('The item key of POST /tickets/create (the label in snake case is accepted too)'),
  label: z.string(),
  kind: z
    .enum(TICKET_FIELD_KINDS)
    .describe('How the value is checked: text, long (text), money, count, date, email'),
  required: z.boolean(),
});
export type TicketFieldInfo = z.infer<typeof ticketFieldInfo>;

/** The fields of a type's items on create: T2–T7 from their settings; none for types with forms of their own. */
export const ticketFieldsOf = (def: Pick<TicketTypeDef, 'id' | 'required_fields'>): TicketFieldInfo[] =>
  takesFields(def.id)
    ? ticketFormFields(def.required_fields).map(({ key, label, kind, required }) => ({
        key,
        label,
        kind,
        required,
      }))
    : [];

export const ticketTypeEntry = ticketTypeInfo.extend({
  brand: z.boolean(),
  required_fields: z.array(z.string()),
  /** Issue 29 item 6: what a caller sends for each of required_fields (T2–T7; empty for the others). */
  fields: z
    .array(ticketFieldInfo)
    .default([])
    .describe(
      'T2–T7: each of required_fields as the item key POST /tickets/create takes; empty for the other types',
    ),
  form: z.boolean(),
});
export type TicketTypeEntry = z.infer<typeof ticketTypeEntry>;
export const ticketTypeList = z.array(ticketTypeEntry);
