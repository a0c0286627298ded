import { isoDate } from './primitives';

/**
 * The hand-raised form of the ticket types T2–T7 (issue 16): one form driven by each type's settings of
 * spec 03 section 3 (its required fields and whether a brand is needed, `GET /tickets/types`). Each field
 * label of the settings becomes one input and one key of the ticket's item; the kinds below say how a label
 * is read and checked (a label not listed is a required text). One rule for the form and the server.
 */

export const TICKET_FIELD_KINDS = ['text', 'long', 'money', 'count', 'date', 'email'] as const;
export type TicketFieldKind = (typeof TICKET_FIELD_KINDS)[number];

export interface TicketFormField {
  /** The item key the value is stored under (the spec's common key retailer_sku for a SKU). */
  key: string;
  /** The label as the form shows it. */
  label: string;
  kind: TicketFieldKind;
  required: boolean;
  /** Needed once this other key has a value (a sale's dates with its sale price). */
  requiredWith?: string;
  /** Must not be before this other (date) key. */
  notBefore?: string;
}

type Known = Omit<TicketFormField, 'label'> & { label?: string };

/** How the labels of the spec's settings table read (section 3). */
const KNOWN: Record<string, Known> = {
  SKU: { key: 'retailer_sku', kind: 'text', required: true },
  'New Price': { key: 'new_price', kind: 'money', required: true },
  // "optional Sale Price, Sale Start Date, Sale End Date": a sale is optional; with a price it needs its dates.
  'optional Sale Price': { key: 'sale_price', label: 'Sale Price', kind: 'money', required: false },
  'Sale Start Date': { key: 'sale_start_date', kind: 'date', required: false, requiredWith: 'sale_price' },
  'Sale End Date': {
    key: 'sale_end_date',
    kind: 'date',
    required: false,
    requiredWith: 'sale_price',
    notBefore: 'sale_start_date',
  },
  'Product Name': { key: 'product_name', kind: 'text', required: true },
  Quantity: { key: 'quantity', kind: 'count', required: true },
  'Target Price': { key: 'target_price', kind: 'money', required: true },
  'Additional Notes': { key: 'additional_notes', kind: 'long', required: true },
  'Question / Inquiry Details': { key: 'inquiry_details', kind: 'long', required: true },
  'Relevant SKU if any': { key: 'retailer_sku', label: 'Relevant SKU', kind: 'text', required: false },
  'Warehouse ID': { key: 'warehouse_id', kind: 'text', required: true },
  'New Quantity': { key: 'new_quantity', kind: 'count', required: true },
  'Page Name': { key: 'page_name', kind: 'text', required: true },
  'Section to Update': { key: 'section_to_update', kind: 'text', required: true },
  'New Content / Asset URL': { key: 'new_content', kind: 'long', required: true },
  Instructions: { key: 'instructions', kind: 'long', required: true },
  'Order ID': { key: 'order_id', kind: 'text', required: true },
  'Customer Email': { key: 'customer_email', kind: 'email', required: true },
  'Rebate Code': { key: 'rebate_code', kind: 'text', required: true },
};

/** The types raised through this form (the others have forms of their own or none). */
export const FIELD_FORM_TYPES: readonly string[] = ['T2', 'T3', 'T4', 'T5', 'T6', 'T7'];
export const takesFields = (typeId: string) => FIELD_FORM_TYPES.includes(typeId);

const keyOf = (label: string) =>
  label
    .toLowerCase()
    .replace(/^optional\s+/, '')
    .replace(/\s+if any$/, '')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

/** A label in snake case, as a caller of the API would write it: 'Question / Inquiry Details' → question_inquiry_details. */
const snake = (label: string) =>
  label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

/**
 * The other keys a field is accepted under on create (issue 29 item 6): its setting's label and its shown label
 * in snake case ('Relevant SKU if any' → relevant_sku_if_any, relevant_sku), where they differ from the key.
 */
export function fieldAliases(setting: string, field: TicketFormField): string[] {
  return [...new Set([snake(setting), snake(field.label), keyOf(setting)])].filter((k) => k !== field.key);
}

/** The inputs of a type's form, in the order of its settings. */
export function ticketFormFields(requiredFields: readonly string[]): TicketFormField[] {
  return requiredFields.map((label) => {
    const known = KNOWN[label];
    if (known) return { ...known, label: known.label ?? label };
    const optional = /^optional\s+/i.test(label) || /\s+if any$/i.test(label);
    return { key: keyOf(label), label, kind: 'text', required: !optional };
  });
}

/** Refusals of the form and the create call (ours: the spec shows none for these types). */
export const TICKET_FIELD_TEXT = {
  required: (label: string) => `Please fill in "${label}".`,
  requiredWith: (label: string, other: string) => `Please fill in "${label}" as well as "${other}".`,
  money: (label: string) => `"${label}" must be a number of 0 or more with at most two decimals.`,
  count: (label: string) => `"${label}" must be a whole number of 0 or more.`,
  date: (label: string) => `"${label}" must be a date written YYYY-MM-DD.`,
  email: (label: string) => `"${label}" must be an email address.`,
  notBefore: (label: string, other: string) => `"${label}" must not be before "${other}".`,
  selectBrand: 'Please select a brand.',
  row: (n: number, text: string) => `Row ${n}: ${text}`,
  sentTwice: (label: string, key: string, alias: string) =>
    `"${label}" is sent twice with different values, as ${key} and as ${alias}.`,
} as const;

const blank = (v: unknown) => v === null || v === undefined || String(v).trim() === '';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function valueRefusal(f: TicketFormField, raw: unknown): string | null {
  const v = String(raw).trim();
  const T = TICKET_FIELD_TEXT;
  switch (f.kind) {
    case 'money':
      return /^\d+(\.\d{1,2})?$/.test(v) && Number(v) <= 1e12 ? null : T.money(f.label);
    case 'count':
      return /^\d{1,9}$/.test(v) ? null : T.count(f.label);
    case 'date':
      return isoDate().safeParse(v).success ? null : T.date(f.label);
    case 'email':
      return EMAIL.test(v) ? null : T.email(f.label);
    default:
      return null;
  }
}

/** The first problem of one item against the fields (in the form's order), or null. */
export function fieldsRefusal(
  fields: readonly TicketFormField[],
  item: Readonly<Record<string, unknown>>,
): string | null {
  const label = (key: string) => fields.find((f) => f.key === key)?.label ?? key;
  for (const f of fields) {
    const v = item[f.key];
    if (blank(v)) {
      if (f.required) return TICKET_FIELD_TEXT.required(f.label);
      if (f.requiredWith && !blank(item[f.requiredWith]))
        return TICKET_FIELD_TEXT.requiredWith(f.label, label(f.requiredWith));
      continue;
    }
    const bad = valueRefusal(f, v);
    if (bad) return bad;
    const before = f.notBefore ? item[f.notBefore] : undefined;
    if (f.notBefore && !blank(before) && String(v).trim() < String(before).trim())
      return TICKET_FIELD_TEXT.notBefore(f.label, label(f.notBefore));
  }
  return null;
}

/**
 * The refusal of a T2–T7 ticket's items (no items reads as one empty item): every item against the type's
 * fields, `Row n:` in front when there are several. Null when they may be raised.
 */
export function fieldItemsRefusal(
  requiredFields: readonly string[],
  items: readonly Readonly<Record<string, unknown>>[],
): string | null {
  const fields = ticketFormFields(requiredFields);
  const list = items.length === 0 ? [{}] : items;
  for (const [i, item] of list.entries()) {
    const bad = fieldsRefusal(fields, item);
    if (bad) return list.length > 1 ? TICKET_FIELD_TEXT.row(i + 1, bad) : bad;
  }
  return null;
}

/**
 * A T2–T7 item with each field under its key: a value sent under the label's snake case (fieldAliases) moves to
 * the key. The same field sent twice with different values is refused rather than one of them dropped.
 */
export function itemUnderKeys(
  requiredFields: readonly string[],
  item: Readonly<Record<string, unknown>>,
): { item: Record<string, unknown> } | { refusal: string } {
  const out: Record<string, unknown> = { ...item };
  const fields = ticketFormFields(requiredFields);
  for (const [i, field] of fields.entries()) {
    for (const alias of fieldAliases(requiredFields[i]!, field)) {
      if (!(alias in out)) continue;
      const value = out[alias];
      delete out[alias];
      if (blank(value)) continue;
      const own = out[field.key];
      if (!blank(own) && String(own).trim() !== String(value).trim())
        return { refusal: TICKET_FIELD_TEXT.sentTwice(field.label, field.key, alias) };
      out[field.key] = own === undefined || blank(own) ? value : own;
    }
  }
  return { item: out };
}
