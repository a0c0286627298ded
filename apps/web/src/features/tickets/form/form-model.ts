import {
  fieldsRefusal,
  TICKET_FIELD_TEXT,
  takesFields,
  ticketFormFields,
} from '@marketdesk/contracts/ticket-fields';
import {
  type CONTENT_TYPES,
  checkTicketRows,
  formatComments,
  parseComments,
  TICKET_TEMPLATE_COLUMNS,
  TICKET_TEXT,
  type Ticket,
  type TicketCreateBody,
  type TicketFileCell,
  type TicketTypeEntry,
  type TicketTypeId,
  ticketTypeDef,
} from '@marketdesk/contracts/tickets';

/**
 * The ticket form's values and rules (spec 03 sections 2 and 5), apart from the screen: what each form type
 * asks, the texts it refuses with, and the create/update body it sends.
 */

/** One preview row: the file's cells by column (the server's reader answers strings, numbers or null). */
export type ItemRow = Record<string, TicketFileCell>;

export interface TicketFormValues {
  typeId: TicketTypeId | '';
  creatorName: string;
  mpId: number | null;
  brandId: number | null;
  /** Main Description (T1, T9, T10) or Details (T8, T15). */
  description: string;
  contentTypes: string[];
  driveLink: string;
  ownerId: number | null;
  ownerName: string;
  /** T2–T7: the values of the type's fields (its settings' required fields), by item key. */
  fields: Record<string, string>;
  /** Columns of the preview, in order. */
  columns: string[];
  rows: ItemRow[];
}

/** A type's form settings (section 3), as GET /tickets/types answers them: whether a brand is needed, the fields. */
export type TypeSettings = Pick<TicketTypeEntry, 'brand' | 'required_fields'>;
/** The settings of the chosen type: the server's answer, else the contract's defaults. */
const settingsOf = (typeId: string, settings?: TypeSettings): TypeSettings =>
  settings ?? ticketTypeDef(typeId) ?? { brand: false, required_fields: [] };

export const emptyValues = (creatorName: string): TicketFormValues => ({
  typeId: '',
  creatorName,
  mpId: null,
  brandId: null,
  description: '',
  contentTypes: [],
  driveLink: '',
  ownerId: null,
  ownerName: '',
  fields: {},
  columns: [],
  rows: [],
});

type ContentType = (typeof CONTENT_TYPES)[number];

/** The types whose form takes a file of SKUs. */
export const FILE_TYPES: readonly string[] = ['T1', 'T9', 'T10'];
export const takesFile = (typeId: string) => FILE_TYPES.includes(typeId);
/** Types whose form picks a marketplace (T10 and T2–T7: optional). */
export const takesMarketplace = (typeId: string) => FILE_TYPES.includes(typeId) || takesFields(typeId);
/** Types whose form picks a brand: T1, and T2–T7 whose settings need one (T3, T6, T7). */
export const takesBrand = (typeId: string, settings?: TypeSettings) =>
  typeId === 'T1' || (takesFields(typeId) && settingsOf(typeId, settings).brand);
/** T10's drive link and T8's optional link to screenshots (its view shows it as Screenshots). */
export const takesDriveLink = (typeId: string) => typeId === 'T8' || typeId === 'T10';

/** Keys the server stamps or keeps on an item: not columns of the preview. */
const STAMPED = new Set(['mp_id', 'brand_id', 'client_id', 'item_no', 'action_taken', 'result']);

/** The file's columns, with a template column written in another case or spacing named as the template does. */
export function canonicalColumns(columns: readonly string[]): string[] {
  const named = columns.filter((c) => c.trim() !== '');
  return named.map((c) => TICKET_TEMPLATE_COLUMNS.find((t) => t === c.trim().toLowerCase()) ?? c.trim());
}

/** The rows keyed by the canonical column names, blank-named columns left out. */
export function canonicalRows(columns: readonly string[], rows: readonly ItemRow[]): ItemRow[] {
  const named = columns.filter((c) => c.trim() !== '');
  const canon = canonicalColumns(named);
  return rows.map((r) => Object.fromEntries(named.map((c, i) => [canon[i]!, r[c] ?? null])));
}

/** Refusal before the file is chosen (section 5): T1 needs marketplace and brand, T9 a marketplace. */
export function uploadRefusal(v: TicketFormValues): string | null {
  if (v.typeId === 'T1' && (v.mpId === null || v.brandId === null)) return TICKET_TEXT.selectMpBrand;
  if (v.typeId === 'T9' && v.mpId === null) return TICKET_TEXT.selectMp;
  return null;
}

const blank = (s: string) => s.trim() === '';

/** The rows' rule on submit: every row needs a retailer_sku (the preview's cells may have been edited). */
function rowsRefusal(v: TicketFormValues): string | null {
  return checkTicketRows(v.typeId, v.columns, v.rows);
}

/** Refusal on Create or Update (section 5), in the spec's order; null when the ticket may be sent. */
export function submitRefusal(v: TicketFormValues, settings?: TypeSettings): string | null {
  if (takesFields(v.typeId)) {
    const s = settingsOf(v.typeId, settings);
    if (s.brand && v.brandId === null) return TICKET_FIELD_TEXT.selectBrand;
    return fieldsRefusal(ticketFormFields(s.required_fields), v.fields);
  }
  switch (v.typeId) {
    case 'T1':
      if (v.mpId === null || v.brandId === null || v.rows.length === 0) return TICKET_TEXT.fillAll;
      return rowsRefusal(v);
    case 'T9':
      if (v.mpId === null || v.rows.length === 0) return TICKET_TEXT.selectMpAndUpload;
      return rowsRefusal(v);
    case 'T10':
      if (v.contentTypes.length === 0 || v.rows.length === 0) return TICKET_TEXT.selectContent;
      return rowsRefusal(v);
    case 'T8':
      return blank(v.description) ? TICKET_TEXT.provideDetails : null;
    case 'T15':
      if (blank(v.description)) return TICKET_TEXT.provideDetails;
      if (v.ownerId === null) return TICKET_TEXT.selectOwner;
      return blank(v.ownerName) ? TICKET_TEXT.provideOwnerName : null;
    default:
      return null;
  }
}

/**
 * The body of POST /tickets/create and PATCH /tickets/created/{id}: the description in the comments blob (the
 * comment thread of an edited ticket kept), the marketplace and brand, every row stamped with them and the
 * selected client, an empty drive link as null. Fields a type does not ask for are sent empty.
 */
export function ticketBody(
  v: TicketFormValues,
  ctx: { userId: number; clientId: number | null; initialComments?: string; settings?: TypeSettings },
): TicketCreateBody {
  const type = v.typeId as TicketTypeId;
  const mpId = takesMarketplace(type) ? v.mpId : null;
  const brandId = takesBrand(type, ctx.settings) ? v.brandId : null;
  const entries = parseComments(ctx.initialComments).entries;
  // The rows as the file had them (after the preview's edits), stamped with mp_id, brand_id and the selected
  // client (spec 03 section 5). The server checks the file's columns without the stamps and stamps again itself.
  const stamp = { mp_id: mpId, brand_id: brandId, client_id: ctx.clientId };
  const rows = takesFields(type)
    ? fieldRows(v, settingsOf(type, ctx.settings))
    : takesFile(type)
      ? v.rows
      : [];
  const items = rows.map((r) => ({ ...r, ...stamp }));
  return {
    ticket_type_id: type,
    comments: formatComments({ description: v.description, entries }),
    fk_creator_id: ctx.userId,
    creator_name: v.creatorName.trim(),
    mp_id: mpId,
    brand_id: brandId,
    fk_owner_id: type === 'T15' ? v.ownerId : null,
    owner_name: type === 'T15' ? v.ownerName.trim() : null,
    data: {
      items,
      requested_content_type: type === 'T10' ? (v.contentTypes as ContentType[]) : [],
      drive_link: takesDriveLink(type) && v.driveLink.trim() ? v.driveLink.trim() : null,
    },
  };
}

/**
 * T2–T7: the form's fields as the ticket's item (blank fields left out). An edited ticket keeps what its
 * items held besides the fields, and any further items, as they were.
 */
function fieldRows(v: TicketFormValues, settings: TypeSettings): ItemRow[] {
  const keys = new Set(ticketFormFields(settings.required_fields).map((f) => f.key));
  const [first = {}, ...rest] = v.rows;
  const kept = Object.entries(first).filter(([k]) => !keys.has(k));
  const filled = Object.entries(v.fields)
    .filter(([k]) => keys.has(k))
    .map(([k, x]) => [k, x.trim()] as const)
    .filter(([, x]) => x !== '');
  return [Object.fromEntries([...kept, ...filled]), ...rest];
}

const cell = (value: unknown): TicketFileCell =>
  value === null || value === undefined
    ? null
    : typeof value === 'number' || typeof value === 'string'
      ? value
      : String(value);

/** The form of an existing ticket (edit mode): its type, creator, marketplace, brand, description, items. */
export function valuesOf(ticket: Ticket): TicketFormValues {
  const items = ticket.data.items;
  const keys = [...new Set(items.flatMap((i) => Object.keys(i)))].filter(
    (k) => !STAMPED.has(k) && !(k === 'comments' && !items.some((i) => i.comments)),
  );
  const columns = keys.includes('retailer_sku')
    ? ['retailer_sku', ...keys.filter((k) => k !== 'retailer_sku')]
    : keys;
  if (ticket.fk_ticket_type_id === 'T1')
    for (const c of TICKET_TEMPLATE_COLUMNS) if (!columns.includes(c)) columns.push(c);
  const rows = items.map((i) => Object.fromEntries(columns.map((c) => [c, cell(i[c])])));
  const fieldList = ticketFormFields(ticketTypeDef(ticket.fk_ticket_type_id)?.required_fields ?? []);
  const fields = takesFields(ticket.fk_ticket_type_id)
    ? Object.fromEntries(fieldList.map((f) => [f.key, String(cell(items[0]?.[f.key]) ?? '')]))
    : {};
  return {
    typeId: ticket.fk_ticket_type_id,
    creatorName: ticket.creator_name,
    mpId: ticket.fk_mp_id,
    brandId: ticket.fk_brand_id,
    description: parseComments(ticket.comments).description,
    contentTypes: [...ticket.data.requested_content_type],
    driveLink: ticket.data.drive_link ?? '',
    ownerId: ticket.fk_owner_id,
    ownerName: ticket.owner_name ?? '',
    fields,
    columns,
    rows,
  };
}
