import type { INVOICE_CURRENCIES } from '@marketdesk/contracts/tickets';

/** The ten fields of the invoice header (spec 03 section 2), as typed: every one required before upload. */
export interface InvoiceHeaderValues {
  warehouse_name: string;
  currency_code: (typeof INVOICE_CURRENCIES)[number] | '';
  vendor_name: string;
  invoice_no: string;
  invoice_date: string;
  invoice_value: string;
  invoice_units: string;
  shipping_cost: string;
  other_costs: string;
  cbm: string;
}

export const EMPTY_HEADER: InvoiceHeaderValues = {
  warehouse_name: '',
  currency_code: '',
  vendor_name: '',
  invoice_no: '',
  invoice_date: '',
  invoice_value: '',
  invoice_units: '',
  shipping_cost: '',
  other_costs: '',
  cbm: '',
};

/** Labels in the spec's order. */
export const NUMBER_FIELDS: readonly { key: keyof InvoiceHeaderValues; label: string; integer?: boolean }[] =
  [
    { key: 'invoice_value', label: 'Invoice Value' },
    { key: 'invoice_units', label: 'Invoice Units', integer: true },
    { key: 'shipping_cost', label: 'Shipping Cost' },
    { key: 'other_costs', label: 'Other Cost' },
    { key: 'cbm', label: 'CBM' },
  ];

/** True when every field is filled ('Please complete all fields before upload' otherwise). */
export const headerComplete = (v: InvoiceHeaderValues): boolean =>
  Object.values(v).every((x) => x.trim() !== '');

/** The multipart fields sent with the file, trimmed. */
export const headerFields = (v: InvoiceHeaderValues): Record<string, string> =>
  Object.fromEntries(Object.entries(v).map(([k, x]) => [k, x.trim()]));
