import { z } from 'zod';
import { idParam, requiredText } from './primitives';

/**
 * Warehouses of the selected client (spec 02 sections 3 and 5, "Warehouse"). The same schema validates the
 * Add/Edit dialog and the POST/PUT body, so a missing field and an empty one both answer the spec's text.
 */
const required = (message: string) => requiredText(message, 200);

export const WAREHOUSE_MESSAGES = {
  name: 'Warehouse name is required',
  address: 'Address is required',
  city: 'City is required',
  state: 'State is required',
  country: 'Country is required',
  zip_code: 'ZIP is required',
  email_id: 'email is required',
  poc_name: 'POC name is required',
  poc_number: 'POC number is required',
} as const;

/** Not quoted by the spec; the same text the spec uses for the other email fields. */
export const WAREHOUSE_INVALID_EMAIL = 'Invalid email';

export const warehouseForm = z.object({
  name: required(WAREHOUSE_MESSAGES.name),
  address: required(WAREHOUSE_MESSAGES.address),
  city: required(WAREHOUSE_MESSAGES.city),
  state: required(WAREHOUSE_MESSAGES.state),
  country: required(WAREHOUSE_MESSAGES.country),
  zip_code: required(WAREHOUSE_MESSAGES.zip_code),
  email_id: required(WAREHOUSE_MESSAGES.email_id).pipe(z.email(WAREHOUSE_INVALID_EMAIL)),
  poc_name: required(WAREHOUSE_MESSAGES.poc_name),
  poc_number: required(WAREHOUSE_MESSAGES.poc_number),
});
export type WarehouseForm = z.infer<typeof warehouseForm>;
/** What the dialog edits before validation (every field a string). */
export type WarehouseFormInput = z.input<typeof warehouseForm>;

/** A stored warehouse as answered (plain strings: answers are not re-validated against form rules). */
export const warehouseSchema = z.object({
  pk_warehouse_id: z.number().int(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  zip_code: z.string(),
  email_id: z.string(),
  poc_name: z.string(),
  poc_number: z.string(),
});
export type Warehouse = z.infer<typeof warehouseSchema>;

/** Answer of GET /warehouses/all: the selected client's warehouses by id. */
export const warehouseList = z.array(warehouseSchema);

/** Query of PUT /warehouses?warehouse_id=. */
export const warehouseIdQuery = z.object({ warehouse_id: idParam() });
