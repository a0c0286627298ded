import { z } from 'zod';
import { name } from '../primitives';

/** Tickets: Invoice Header Upload (spec 03 sections 2, 5, 7, 9). */

export const INVOICE_CURRENCIES = ['USD', 'INR', 'EUR', 'GBP', 'AUD', 'AED', 'SAR'] as const;
export const INVOICE_VENDOR_MIN = 2;
export const INVOICE_VENDOR_DEBOUNCE_MS = 500;
export const invoiceHeader = z.object({
  warehouse_name: name(200).pipe(z.string().min(1)),
  currency_code: z.enum(INVOICE_CURRENCIES),
  vendor_name: name(200).pipe(z.string().min(1)),
  invoice_no: name(100).pipe(z.string().min(1)),
  invoice_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  invoice_value: z.coerce.number().nonnegative().max(1e12),
  invoice_units: z.coerce.number().int().positive().max(1e9),
  shipping_cost: z.coerce.number().nonnegative().max(1e12),
  other_costs: z.coerce.number().nonnegative().max(1e12),
  cbm: z.coerce.number().nonnegative().max(1e9),
});
export type InvoiceHeader = z.infer<typeof invoiceHeader>;
export const invoiceVendorQuery = z.object({ search: name(200).pipe(z.string().min(INVOICE_VENDOR_MIN)) });
export const invoiceVendorAnswer = z.object({ suggestions: z.array(z.object({ vendor_name: z.string() })) });
export const invoiceTemplateQuery = z.object({ warehouse_name: name(200).pipe(z.string().min(1)) });
export const invoiceUploadAnswer = z.object({ ticket_id: z.number().int(), detail: z.string() });
