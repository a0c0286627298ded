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
  type TicketTypeId,
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
  /** Columns of the preview, in order. */
  columns: string[];
  rows: ItemRow[];
}

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
  columns: [],
  rows: [],
});

type ContentType = (typeof CONTENT_TYPES)[number];

/** The types whose form takes a file of SKUs. */
export const FILE_TYPES: readonly string[] = ['T1', 'T9', 'T10'];
export const takesFile = (typeId: string) => FILE_TYPES.includes(typeId);
/** Types whose form picks a marketplace (T10: optional) and a brand (T1). */
export const takesMarketplace = (typeId: string) => FILE_TYPES.includes(typeId);
export const takesBrand = (typeId: string) => typeId === 'T1';

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
export function submitRefusal(v: TicketFormValues): string | null {
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
  ctx: { userId: number; clientId: number | null; initialComments?: string },
): TicketCreateBody {
  const type = v.typeId as TicketTypeId;
  const mpId = takesMarketplace(type) ? v.mpId : null;
  const brandId = takesBrand(type) ? v.brandId : null;
  const entries = parseComments(ctx.initialComments).entries;
  // The rows as the file had them (after the preview's edits), stamped with mp_id, brand_id and the selected
  // client (spec 03 section 5). The server checks the file's columns without the stamps and stamps again itself.
  const stamp = { mp_id: mpId, brand_id: brandId, client_id: ctx.clientId };
  const items = takesFile(type) ? v.rows.map((r) => ({ ...r, ...stamp })) : [];
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
      drive_link: type === 'T10' && v.driveLink.trim() ? v.driveLink.trim() : null,
    },
  };
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
    columns,
    rows,
  };
}
