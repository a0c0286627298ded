import { z } from 'zod';
import { TICKET_TYPE_IDS } from './permissions';
import { id, idParam, ids, name, text, webLink } from './primitives';

/**
 * Tickets (spec 03 sections 2–9, DESIGN 9 "Tickets"). One contract for the server and the screens: the ticket
 * shape of the spec (`data.items`, `comments`, `ticket_type_info`), the calls of section 7, the tab rules, the
 * row-action catalogue and every text the spec quotes. Rules live here once; the server enforces them, the
 * screens only mirror them.
 */

export type TicketTypeId = (typeof TICKET_TYPE_IDS)[number];
export const ticketTypeId = z.enum(TICKET_TYPE_IDS);

export const TICKET_STATUSES = ['PENDING', 'INPROGRESS', 'RESOLVED', 'REVIEWED'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export const TICKET_STATUS_LABEL: Record<TicketStatus, string> = {
  PENDING: 'Pending',
  INPROGRESS: 'In Progress',
  RESOLVED: 'Resolved',
  REVIEWED: 'Reviewed',
};
/** Chip colours of section 4: amber, blue, green, teal. */
export const TICKET_STATUS_COLOR: Record<TicketStatus, string> = {
  PENDING: '#f59e0b',
  INPROGRESS: '#2563eb',
  RESOLVED: '#16a34a',
  REVIEWED: '#0d9488',
};

/** Section 9. */
export const TICKET_LIMITS = {
  itemsPerTicket: 20,
  pageSizes: [50, 75, 100, 250, 500] as const,
  defaultPageSize: 50,
  deepSearchMax: 300,
  deepSearchMin: 3,
  scrollFlashMs: 1500,
  etaMinDays: 1,
  etaMaxDays: 365,
  progressStep: 10,
  maxItemsPerCreate: 10_000,
  /** Upload limit of ticket and invoice files (bytes). */
  uploadMaxBytes: 10 * 1024 * 1024,
} as const;

/** N rows raise ceil(N/20) tickets; an empty list still raises one (types without items). */
export function ticketsForItems(n: number): number {
  return Math.max(1, Math.ceil(n / TICKET_LIMITS.itemsPerTicket));
}
/** The items split into tickets of at most 20, in order. */
export function splitItems<T>(items: readonly T[]): T[][] {
  if (items.length === 0) return [[]];
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += TICKET_LIMITS.itemsPerTicket)
    out.push(items.slice(i, i + TICKET_LIMITS.itemsPerTicket));
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Ticket types (section 3)

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
export const ticketTypeEntry = ticketTypeInfo.extend({
  brand: z.boolean(),
  required_fields: z.array(z.string()),
  form: z.boolean(),
});
export type TicketTypeEntry = z.infer<typeof ticketTypeEntry>;
export const ticketTypeList = z.array(ticketTypeEntry);

// ---------------------------------------------------------------------------------------------------------
// Comments blob (section 3, "Comment storage"). The literal markers are ours (the spec does not show them).

export const COMMENT_DELIMITER = '||||';
const ENTRY_MARK = '\u241e'; // ␞ record separator symbol: cannot be typed by accident
const DESC_OPEN = '<<ticket-description>>';
const DESC_CLOSE = '<</ticket-description>>';

export interface CommentEntry {
  text: string;
  email: string;
  full_name: string;
  /** ISO timestamp. */
  at: string;
}
export interface ParsedComments {
  description: string;
  entries: CommentEntry[];
}

/** Collapses runs of blank lines and trims: the description as stored (section 5). */
export function normalizeDescription(description: string): string {
  return description
    .replace(/\r\n?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The stored blob: the description block (left out when empty), then one marked entry per comment. */
export function formatComments(parsed: ParsedComments): string {
  const description = normalizeDescription(parsed.description);
  const head = description ? `${DESC_OPEN}${description}${DESC_CLOSE}` : '';
  const body = parsed.entries
    .map((e) =>
      [e.text.replaceAll(COMMENT_DELIMITER, '| | | |'), e.email, e.full_name, e.at].join(COMMENT_DELIMITER),
    )
    .map((e) => `${ENTRY_MARK}${e}`)
    .join('\n');
  return [head, body].filter(Boolean).join('\n');
}

/** Reads a blob written by formatComments; text outside the markers counts as the description (old data). */
export function parseComments(blob: string | null | undefined): ParsedComments {
  if (!blob) return { description: '', entries: [] };
  let rest = blob;
  let description = '';
  const open = rest.indexOf(DESC_OPEN);
  const close = rest.indexOf(DESC_CLOSE);
  if (open >= 0 && close > open) {
    description = rest.slice(open + DESC_OPEN.length, close);
    rest = rest.slice(0, open) + rest.slice(close + DESC_CLOSE.length);
  }
  const parts = rest.split(ENTRY_MARK);
  const loose = parts.shift()?.trim() ?? '';
  if (!description && loose) description = loose;
  const entries = parts.map((p) => {
    const [t = '', email = '', full_name = '', at = ''] = p.replace(/\n$/, '').split(COMMENT_DELIMITER);
    return { text: t, email, full_name, at };
  });
  return { description: normalizeDescription(description), entries };
}

// ---------------------------------------------------------------------------------------------------------
// The ticket (section 3)

/** One item: its keys and values (any JSON) plus the action fields the server keeps. */
export const ticketItem = z
  .object({
    /** Position of the item in its ticket (1-based); the row identity for actions besides the type's keys. */
    item_no: z.number().int().optional(),
    action_taken: z.string().nullable().optional(),
    result: z.unknown().optional(),
    comments: z.string().nullable().optional(),
    /**
     * T16 answers only: who uploaded the row's file (the stored file's creator, not kept on the item). Nobody
     * accepts their own upload (issue 16, four eyes); the screen disables Accept for them.
     */
    uploaded_by: z.number().int().nullable().optional(),
  })
  .catchall(z.unknown());
export type TicketItem = z.infer<typeof ticketItem>;

export const ticketHistoryEntry = z.object({
  at: z.string(),
  user_id: z.number().int().nullable(),
  user_name: z.string(),
  /** status, owner, percent_completion or eta. */
  field: z.enum(['status', 'owner', 'percent_completion', 'eta']),
  from: z.string().nullable(),
  to: z.string().nullable(),
});
export type TicketHistoryEntry = z.infer<typeof ticketHistoryEntry>;

export const ticketSchema = z.object({
  pk_ticket_id: z.number().int(),
  fk_ticket_type_id: ticketTypeId,
  fk_creator_id: z.number().int().nullable(),
  /** Blank for automated tickets: shown as System. */
  creator_name: z.string(),
  fk_owner_id: z.number().int().nullable(),
  owner_name: z.string().nullable(),
  status: z.enum(TICKET_STATUSES),
  percent_completion: z.number().int(),
  dt_creation: z.string(),
  dt_assign: z.string().nullable(),
  dt_completion: z.string().nullable(),
  fk_mp_id: z.number().int().nullable(),
  fk_brand_id: z.number().int().nullable(),
  brand_name: z.string().nullable(),
  marketplace_name: z.string().nullable(),
  num_items: z.number().int(),
  /** The comments blob (formatComments). */
  comments: z.string(),
  ticket_type_info: ticketTypeInfo,
  data: z.object({
    items: z.array(ticketItem),
    requested_content_type: z.array(z.string()),
    drive_link: z.string().nullable(),
  }),
});
export type Ticket = z.infer<typeof ticketSchema>;

/** GET /tickets/details?id=: the ticket plus its history and, for T16, signed links to its files. */
export const ticketDetail = ticketSchema.extend({
  history: z.array(ticketHistoryEntry),
  /** file_name → signed download path (T16). */
  file_links: z.record(z.string(), z.string()),
});
export type TicketDetail = z.infer<typeof ticketDetail>;

/** A list row: the ticket without its items (data.items is empty; num_items counts them). */
export const ticketRow = ticketSchema;
export type TicketRow = Ticket;

// ---------------------------------------------------------------------------------------------------------
// Tabs (section 2). One rule for the server's SQL and the web's filtering of deep-search results.

export const TICKET_TABS = {
  all: ['unassigned', 'assigned'],
  review: ['pending', 'reviewed'],
  unassigned: [],
  mine: ['pending', 'inprogress', 'resolved', 'reviewed'],
  raised: ['open', 'review', 'reviewed'],
} as const;
export type TicketTab = keyof typeof TICKET_TABS;
export const TICKET_TAB_LABEL: Record<TicketTab, string> = {
  all: 'All Tickets',
  review: 'Review Tickets',
  unassigned: 'Unassigned',
  mine: 'My Tickets',
  raised: 'Tickets I Raised',
};
export const TICKET_SUBTAB_LABEL: Record<string, string> = {
  'all.unassigned': 'Unassigned',
  'all.assigned': 'Assigned',
  'review.pending': 'Review Pending',
  'review.reviewed': 'Reviewed',
  'mine.pending': 'Pending',
  'mine.inprogress': 'In Progress',
  'mine.resolved': 'Resolved',
  'mine.reviewed': 'Reviewed',
  'raised.open': 'Pending / In Progress',
  'raised.review': 'Open to Review',
  'raised.reviewed': 'Reviewed',
};

export interface TicketRights {
  assigner: boolean;
  reviewer: boolean;
  eta: boolean;
  create: boolean;
}
/** The tabs a user sees, in order: All Tickets first (assigner), Review Tickets before My Tickets (reviewer). */
export function visibleTabs(r: Pick<TicketRights, 'assigner' | 'reviewer'>): TicketTab[] {
  const tabs: TicketTab[] = [];
  if (r.assigner) tabs.push('all');
  tabs.push('unassigned');
  if (r.reviewer) tabs.push('review');
  tabs.push('mine', 'raised');
  return tabs;
}

type TabTicket = Pick<Ticket, 'fk_owner_id' | 'fk_creator_id' | 'status'>;
/** Whether a ticket belongs to a tab/sub-tab for the user (sub-tab undefined: the tab's union). */
export function ticketInTab(t: TabTicket, userId: number, tab: TicketTab, sub?: string): boolean {
  const s = t.status;
  switch (tab) {
    case 'unassigned':
      return t.fk_owner_id === null;
    case 'all':
      return sub === 'unassigned'
        ? t.fk_owner_id === null
        : sub === 'assigned'
          ? t.fk_owner_id !== null
          : true;
    case 'review':
      return sub === 'reviewed'
        ? s === 'REVIEWED'
        : sub === 'pending'
          ? s === 'RESOLVED'
          : s === 'RESOLVED' || s === 'REVIEWED';
    case 'mine':
      return t.fk_owner_id === userId && (sub ? s === sub.toUpperCase() : true);
    case 'raised':
      if (t.fk_creator_id !== userId) return false;
      if (sub === 'open') return s === 'PENDING' || s === 'INPROGRESS';
      if (sub === 'review') return s === 'RESOLVED';
      if (sub === 'reviewed') return s === 'REVIEWED';
      return true;
  }
}

export const TICKET_ORDER_BY = [
  'pk_ticket_id',
  'fk_ticket_type_id',
  'creator_name',
  'owner_name',
  'status',
  'percent_completion',
  'dt_creation',
  'dt_assign',
  'dt_completion',
  'marketplace_name',
  'brand_name',
  'num_items',
  /** Time since creation: the reverse of dt_creation (the Age column). */
  'age',
] as const;

/** GET /tickets/all: one server page of a tab, plus the count of every tab and sub-tab the user sees. */
export const ticketListQuery = z.object({
  tab: z.enum(Object.keys(TICKET_TABS) as [TicketTab, ...TicketTab[]]).default('unassigned'),
  subTab: z.string().max(20).optional(),
  page: z.coerce.number().int().min(0).max(1_000_000).default(0),
  rpp: z.coerce
    .number()
    .int()
    .refine((n) => (TICKET_LIMITS.pageSizes as readonly number[]).includes(n), 'Unsupported page size')
    .default(TICKET_LIMITS.defaultPageSize),
  order: z.enum(['asc', 'desc']).default('desc'),
  orderBy: z.enum(TICKET_ORDER_BY).default('dt_creation'),
  /** Quick filter over the header fields (id, type, creator, owner, marketplace, brand). */
  s: name(200).optional(),
});
export type TicketListQuery = z.infer<typeof ticketListQuery>;
export const ticketListAnswer = z.object({
  tickets: z.array(ticketRow),
  total: z.number().int(),
  /** 'mine', 'mine.pending', …: every tab and sub-tab the user sees. */
  counts: z.record(z.string(), z.number().int()),
  rights: z.object({ assigner: z.boolean(), reviewer: z.boolean(), eta: z.boolean(), create: z.boolean() }),
});
export type TicketListAnswer = z.infer<typeof ticketListAnswer>;

export const ticketSearchQuery = z.object({ q: name(200).pipe(z.string().min(TICKET_LIMITS.deepSearchMin)) });
export const ticketSearchAnswer = z.array(ticketRow);
export const ticketDetailsQuery = z.object({ id: idParam() });
export const ticketIdParams = z.object({ id: idParam() });

// ---------------------------------------------------------------------------------------------------------
// Writes (section 7)

/** PATCH /tickets/update/{id}: only these fields; owner fields null unassign (ours: owner or assigner). */
export const ticketUpdateBody = z
  .object({
    status: z.enum(TICKET_STATUSES).optional(),
    comments: text(200_000).optional(),
    percent_completion: z.number().int().min(0).max(100).optional(),
    dt_completion: z.string().nullable().optional(),
    fk_owner_id: z.null().optional(),
    owner_name: z.null().optional(),
    dt_assign: z.null().optional(),
  })
  .strict();
export type TicketUpdateBody = z.infer<typeof ticketUpdateBody>;

export const ticketAssignParams = z.object({ id: idParam(), userId: idParam() });
export const ticketAssignQuery = z.object({ user_name: name(200).optional() });
/** The updated ticket; `detail` 'Ticket already assigned.' when it was (ticket unchanged). */
export const ticketAssignAnswer = ticketSchema.extend({ detail: z.string().optional() });

const itemValue = z.union([z.string().max(10_000), z.number(), z.boolean(), z.null()]);
export const ticketItemInput = z.record(z.string().max(100), itemValue);
export const ticketCreateBody = z.object({
  ticket_type_id: ticketTypeId,
  /** The comments blob; on create only its description is kept. */
  comments: text(100_000).default(''),
  /** Ignored: the creator is the caller. */
  fk_creator_id: z.number().int().nullable().optional(),
  /** Ignored (issue 15): the server records the signed-in user's own name; the spec's body still sends it. */
  creator_name: name(200).optional(),
  /**
   * Ours: the marketplace and brand (stamped on the items by the server). The spec's body has them only on the
   * items (`mp_id`, `brand_id`): without them here, the items' stamps are taken when every item agrees.
   */
  mp_id: id().nullable().optional(),
  brand_id: id().nullable().optional(),
  /** T15: the chosen owner. */
  fk_owner_id: id().nullable().optional(),
  owner_name: name(200).nullable().optional(),
  data: z
    .object({
      items: z.array(ticketItemInput).max(TICKET_LIMITS.maxItemsPerCreate).default([]),
      requested_content_type: z.array(z.enum(CONTENT_TYPES)).max(2).default([]),
      drive_link: webLink(2000).nullable().default(null),
    })
    .default({ items: [], requested_content_type: [], drive_link: null }),
});
export type TicketCreateBody = z.input<typeof ticketCreateBody>;
export const ticketCreateAnswer = z.array(z.number().int());

export const ticketEtaParams = z.object({ typeId: ticketTypeId });
export const ticketEtaQuery = z.object({
  n: z.coerce.number().int().min(TICKET_LIMITS.etaMinDays).max(TICKET_LIMITS.etaMaxDays),
});

export const ticketNotifyBody = z.object({
  user_ids: ids(50).min(1),
  comment: text(2000).pipe(z.string().trim().min(1)),
  ticket_id: id(),
});

// ---------------------------------------------------------------------------------------------------------
// Row actions (section 4)

/** Identifier keys per type for row updates (section 7). */
export const ACTION_KEYS: Partial<Record<TicketTypeId, readonly string[]>> = {
  T11: [
    'client_id',
    'mp_id',
    'profile_id',
    'item_type',
    'targeting_id',
    'campaign_id',
    'adgroup_id',
    'target_or_search_term',
  ],
  T12: ['client_id', 'mp_id', 'profile_id', 'ad_id', 'campaign_id', 'adgroup_id'],
  T14: ['item_id'],
  T16: ['client_id', 'data_type', 'file_name'],
};
export const ACTION_TYPES = Object.keys(ACTION_KEYS) as TicketTypeId[];

export const T11_ACTIONS = {
  addTarget: 'Add new target',
  doNothing: 'Do nothing',
  negative: 'Move to negative',
  negativeAndTarget: 'Move to negative and add new target',
  adjustBid: 'Adjust bid',
  pauseTarget: 'Pause target',
} as const;
export const T12_ACTIONS = { pause: 'Pause AdProduct', doNothing: 'Do Nothing' } as const;
export const T14_ACTIONS = [
  'Checked Relevance',
  'Fixed Inputs (Marketing/Retail)',
  'Added new targets',
  'Adjusted Bids',
  'Other (Mention in Comments with ASIN)',
  'Did nothing',
] as const;
export const T16_ACTIONS = { accept: 'Accept (Insert)', reject: 'Reject' } as const;

/** The actions a row may take (section 4, "Ticket row actions"). */
export function actionsFor(typeId: string, item: Record<string, unknown>): string[] {
  const A = T11_ACTIONS;
  switch (typeId) {
    case 'T11': {
      const term = item.item_type === 'searchterm';
      const good = item.action_type === 'good';
      if (term) return good ? [A.addTarget, A.doNothing] : [A.negative, A.negativeAndTarget, A.doNothing];
      return good ? [A.adjustBid, A.doNothing, A.pauseTarget] : [A.adjustBid, A.pauseTarget, A.doNothing];
    }
    case 'T12':
      return [T12_ACTIONS.pause, T12_ACTIONS.doNothing];
    case 'T14':
      return [...T14_ACTIONS];
    case 'T16':
      return [T16_ACTIONS.accept, T16_ACTIONS.reject];
    default:
      return [];
  }
}
/** T14 and T16 rows stay editable after save; T11 and T12 rows do not once acted on. */
export const EDITABLE_AFTER_SAVE: readonly string[] = ['T14', 'T16'];
/** The flag an action's success is reflected in. */
export const REFLECTED_FLAG: Partial<Record<TicketTypeId, 'reflected_on_ams' | 'reflected_on_db'>> = {
  T11: 'reflected_on_ams',
  T12: 'reflected_on_ams',
  T16: 'reflected_on_db',
};

/** T11 new bid (section 5): a number, not below min_bid, at most two decimals; null when valid. */
export function validateNewBid(value: unknown, minBid: unknown): string | null {
  const raw = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  const n = Number(raw);
  if (raw === '' || !Number.isFinite(n)) return TICKET_TEXT.mustBeNumber;
  const min = Number(minBid);
  if (Number.isFinite(min) && n < min) return TICKET_TEXT.bidBelowMin(min);
  if (!/^-?\d+(\.\d{1,2})?$/.test(raw)) return TICKET_TEXT.bidDecimals;
  return null;
}
/** Actions that need a new bid. */
export const BID_ACTIONS: readonly string[] = [
  T11_ACTIONS.adjustBid,
  T11_ACTIONS.addTarget,
  T11_ACTIONS.negativeAndTarget,
];

export const ticketActionUpdate = z
  .object({
    action: z.string().max(100),
    editable_fields: z.record(z.string().max(100), itemValue).default({}),
  })
  .catchall(itemValue);
export type TicketActionUpdate = z.input<typeof ticketActionUpdate>;
export const ticketActionBody = z.object({ updates: z.array(ticketActionUpdate).min(1).max(500) });
export type TicketActionBody = z.input<typeof ticketActionBody>;
export const ticketActionResult = z.object({
  item_no: z.number().int().nullable(),
  status: z.enum(['success', 'failed']),
  message: z.string(),
});
export const ticketActionAnswer = z.object({ results: z.array(ticketActionResult), ticket: ticketDetail });
export type TicketActionAnswer = z.infer<typeof ticketActionAnswer>;

// ---------------------------------------------------------------------------------------------------------
// Invoice Header Upload (spec 03 sections 2, 5, 7, 9)

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

// ---------------------------------------------------------------------------------------------------------
// Texts (sections 2, 5, 6, 8), exactly as written

export const TICKET_TEXT = {
  accessDenied:
    'Access Denied: You do not have permission to see the tickets. Contact administrator for more details',
  emptyView: 'No tickets found in this view.',
  emptySearch: (q: string) => `No tickets match your search for "${q}".`,
  notFoundTitle: 'Ticket Not Found',
  notFound: "We couldn't find the ticket you were looking for.",
  returnToList: 'Return to Ticket List',
  loadDetailsFailed: 'Failed to load ticket details.',
  noTicketId: 'No Ticket ID provided.',
  fetchFailed: 'Failed to fetch ticket',
  dashboardFailed: 'Failed to load ticket dashboard data',
  typesFailed: 'Failed to fetch ticket types',
  beFirst: 'Be the first to comment.',
  commentEmpty: 'Comment cannot be empty',
  nameMismatch: (full: string) => `Name does not match. Please type "${full}".`,
  etaInvalid: 'Please select a ticket type and enter a valid number of days (minimum 1).',
  etaUpdated: (type: string) => `ETA for ${type} updated successfully!`,
  etaFailed: 'Failed to update ETA. Please try again.',
  deleteConfirm: 'This ticket will be permanently deleted and cannot be undone.',
  deleted: 'Ticket deleted successfully.',
  deleteFailed: 'Failed to delete ticket.',
  assigned: 'Ticket successfully assigned',
  alreadyAssigned: 'Ticket already assigned.',
  assignFailed: 'Unexpected error assigning ticket.',
  operationFailed: (detail: string) => `Operation failed: ${detail}`,
  anErrorOccurred: 'An error occurred.',
  createFailed: 'An unexpected error occurred while creating the ticket.',
  updateFailed: 'Failed to update ticket.',
  updated: 'Ticket updated successfully',
  ticketUpdated: (id: number) => `Ticket #${id} has been updated.`,
  raised: (ids: number[]) => `Raised tickets: ${ids.join(', ')}`,
  noneRaised: 'No tickets were raised!',
  usersFailed: 'Failed to load users for owner selection',
  noItems: 'No items associated with this ticket.',
  noResult: 'No data result available for this ticket.',
  dataResult: 'Data Result',
  automatedNote: 'This is an automated analysis ticket. Please review the items below.',
  uploadedFiles: (n: number) => `Uploaded Files (${n})`,
  noUploadedFiles: 'No uploaded files attached to this ticket.',
  nonRetail: 'Non-Retail',
  system: 'System',
  // create and edit (section 2 and 5)
  createTitle: 'Create a New Ticket',
  editTitle: (id: number) => `Edit Ticket #${id}`,
  creatorHelper: "This name will be recorded as the ticket creator. (Can't be changed later)",
  willGenerate: (n: number, m: number) => `This upload of ${n} items will generate ${m} ticket(s)`,
  createdTitle: 'Tickets Created Successfully!',
  updatedTitle: 'Ticket Updated Successfully!',
  whatNext: 'What would you like to do next?',
  viewTicket: (id: number) => `View Ticket #${id}`,
  goToList: 'Go to Tickets List',
  selectMpBrand: 'Please select a marketplace and brand before uploading.',
  fileEmpty: 'The uploaded file is empty.',
  missingColumn: (col: string) =>
    `Missing required column in uploaded file: "${col}". Please download the template and try again.`,
  unexpectedColumn: (col: string) =>
    `Unexpected column found in uploaded file: "${col}". Please use the provided template.`,
  parseFailed: "Failed to parse the Excel file. Please ensure it's a valid format.",
  fillAll: 'Please fill all fields and upload data.',
  rowMissingSku: (n: number) => `Row ${n} is missing a value for the required field "retailer_sku".`,
  selectMp: 'Please select a marketplace before uploading.',
  selectMpAndUpload: 'Please select a marketplace and upload data.',
  missingSkuColumn: 'Uploaded file is missing the required "retailer_sku" column.',
  selectContent: 'Please select a content type and upload data before submitting.',
  provideDetails: 'Please provide details for the ticket.',
  selectOwner: 'Please select an owner for the ticket.',
  provideOwnerName: 'Please provide an owner name.',
  noInitialData: 'Cannot update ticket: initial data is missing.',
  // row actions (sections 4 and 5)
  mustBeNumber: 'Must be a number',
  bidBelowMin: (min: number) => `Must be a number above ${min}`,
  bidDecimals: 'Must be a valid number with up to two decimal places.',
  rejectNeedsReason: 'Rejection requires a non-empty reason. Add it to ticket comments.',
  invalidAction: 'Invalid action',
  noMatchingItem: 'Could not find a matching ticket item',
  // invoice upload (sections 5, 7, 8)
  invoiceIncomplete: 'Please complete all fields before upload',
  selectWarehouse: 'Please select warehouse',
  invoiceRaised: (id: number) => `Ticket #${id} created and sent for approval`,
  operationFailedPlain: 'Operation failed',
  templateDownloaded: 'Template downloaded',
} as const;

/** Server refusals of ours (the spec shows none for these rules). */
export const TICKET_REFUSAL = {
  notCreator: 'Only the creator may edit or delete this ticket.',
  assignedLocked: 'An assigned ticket can no longer be edited or deleted.',
  noSelfAssignOwn: 'You cannot assign your own ticket to yourself.',
  notOwner: 'Only the ticket owner may change its status.',
  reviewOnlyResolved: 'Only a resolved ticket can be marked reviewed.',
  notReviewer: 'Only a reviewer or the ticket creator may review or reopen a ticket.',
  progressNotAllowed:
    'Only the owner, or a reviewer or assigner of an assigned ticket, may change its progress.',
  unassignNotAllowed: 'Only the owner or an assigner may unassign a ticket.',
  assignNotAllowed: 'Only an assigner or the ticket owner may assign this ticket to someone else.',
  assigneeCannotWork: 'That user cannot work on tickets of this type in this client.',
  commentsAppendOnly: 'Comments can only be added, not changed or removed.',
  typeHasNoForm: 'Tickets of this type are not raised by hand.',
  tooManyItemsOnEdit: 'A ticket holds at most 20 items.',
  noActionRights: 'You may not act on the rows of this ticket.',
  notActionable: 'This ticket type has no row actions.',
  rowLocked: 'This row was already acted on and cannot be changed.',
  systemTicket: 'This ticket was raised by the system: nobody edits or deletes it.',
  ownUpload: 'You uploaded this file: another reviewer must accept it (nobody approves their own upload).',
  stampsDisagree: (key: string) =>
    `The items name different values of ${key}: raise one ticket per ${key === 'mp_id' ? 'marketplace' : 'brand'}, or send ${key} beside data.`,
  stampInvalid: (key: string) => `${key} on the items must be a positive whole number.`,
} as const;

// ---------------------------------------------------------------------------------------------------------
// Ticket files (section 5): the template, the rows of an uploaded file and the per-type column and row rules

/** GET /tickets/template?ticket_type_id=: `{ticket type name}_Template.xlsx` with retailer_sku and comments. */
export const ticketTemplateQuery = z.object({ ticket_type_id: ticketTypeId });
/** POST /tickets/file/rows[?ticket_type_id=]: without a type only the columns and rows are answered. */
export const ticketFileRowsQuery = z.object({ ticket_type_id: ticketTypeId.optional() });
export const ticketFileCell = z.union([z.string(), z.number(), z.null()]);
export type TicketFileCell = z.infer<typeof ticketFileCell>;
export const ticketFileRowsAnswer = z.object({
  columns: z.array(z.string()),
  rows: z.array(z.record(z.string(), ticketFileCell)),
});
export type TicketFileRows = z.infer<typeof ticketFileRowsAnswer>;

const blankCell = (v: unknown) => v === null || v === undefined || String(v).trim() === '';
const sameColumn = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The column and row rules of an uploaded ticket file (section 5), one place for the server, the form and the
 * create call: null when the file may be used, else the spec's text for the first problem. T1: exactly
 * retailer_sku and comments (missing first, then unexpected); T9 and T10: a retailer_sku column; every row of
 * those types needs a retailer_sku ('Row n': n is the data row, 1 for the first row under the header). Column
 * names compare trimmed and case-insensitively. Other types take no file: null.
 */
export function checkTicketRows(
  typeId: string,
  columns: readonly string[],
  rows: readonly Record<string, unknown>[],
): string | null {
  if (!['T1', 'T9', 'T10'].includes(typeId)) return null;
  if (rows.length === 0) return TICKET_TEXT.fileEmpty;
  const named = columns.filter((c) => c.trim() !== '');
  if (typeId === 'T1') {
    const missing = TICKET_TEMPLATE_COLUMNS.find((t) => !named.some((c) => sameColumn(c, t)));
    if (missing) return TICKET_TEXT.missingColumn(missing);
    const extra = named.find((c) => !TICKET_TEMPLATE_COLUMNS.some((t) => sameColumn(c, t)));
    if (extra) return TICKET_TEXT.unexpectedColumn(extra.trim());
  } else if (!named.some((c) => sameColumn(c, 'retailer_sku'))) return TICKET_TEXT.missingSkuColumn;
  const sku = named.find((c) => sameColumn(c, 'retailer_sku'))!;
  const i = rows.findIndex((r) => blankCell(r[sku] ?? r.retailer_sku));
  return i >= 0 ? TICKET_TEXT.rowMissingSku(i + 1) : null;
}

/** Invoice lines template columns (ours: the spec shows none). */
export const INVOICE_LINE_COLUMNS = ['sku_code', 'units', 'unit_cost', 'description'] as const;
export const invoiceTemplateFileName = (warehouse: string) => `${warehouse} Invoice Template.xlsx`;
/** Refusals of ours for the invoice upload (the spec shows none for these rules). */
export const INVOICE_TEXT = {
  warehouseNotFound: 'Warehouse not found',
  unitsMismatch: (lines: number, invoice: number) =>
    `The lines add up to ${lines} units but Invoice Units is ${invoice}. Correct the file or the field and upload again.`,
  alreadyAccepted: 'This invoice was already accepted: its SKU costs are in place.',
  rejectAccepted:
    'This invoice was already accepted and its SKU costs written; it can no longer be rejected.',
  accepted: (n: number) => `Invoice accepted: SKU costs of ${n} SKU(s) written.`,
  rejected: 'Invoice rejected.',
  notFound: 'The invoice of this file was not found.',
} as const;
