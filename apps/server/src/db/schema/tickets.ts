import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { files } from './files';
import { clients, users } from './identity';
import { brands, marketplaces, warehouses } from './reference';

/**
 * Tickets (spec 03, DESIGN 9 "Tickets"). Types are global (T1–T16, names and form settings from
 * contracts/tickets); a client may change a type's ETA (`ticket_type_etas`). Tenant tables lead with
 * `client_id`. `search_doc` is the deep-search text (ticket fields, items and comments), rebuilt by the
 * repository on every write and trigram-indexed (pg_trgm on both databases).
 */

const instant = (name: string) => timestamp(name, { withTimezone: true });

export const ticketTypes = pgTable('ticket_types', {
  ticket_type_id: text('ticket_type_id').primaryKey(),
  ticket_type_name: text('ticket_type_name').notNull(),
  ticket_type_description: text('ticket_type_description').notNull(),
  /** Default ETA in days. */
  eta: integer('eta').notNull(),
  /** { brand, required_fields, form, columns } as in contracts TICKET_TYPES. */
  form_settings: jsonb('form_settings').notNull(),
});

/** A client's own ETA of a type (PATCH /tickets/types/{typeId}/edit/eta). */
export const ticketTypeEtas = pgTable(
  'ticket_type_etas',
  {
    client_id: integer('client_id')
      .notNull()
      .references(() => clients.pk_client_id, { onDelete: 'cascade' }),
    ticket_type_id: text('ticket_type_id')
      .notNull()
      .references(() => ticketTypes.ticket_type_id),
    eta: integer('eta').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.client_id, t.ticket_type_id] }),
    check('ticket_type_etas_eta', sql`${t.eta} >= 1`),
  ],
);

export const tickets = pgTable(
  'tickets',
  {
    client_id: integer('client_id')
      .notNull()
      .references(() => clients.pk_client_id, { onDelete: 'cascade' }),
    pk_ticket_id: serial('pk_ticket_id').notNull(),
    fk_ticket_type_id: text('fk_ticket_type_id')
      .notNull()
      .references(() => ticketTypes.ticket_type_id),
    /** Null for automated tickets (blank creator_name, shown as System). */
    fk_creator_id: integer('fk_creator_id').references(() => users.id, { onDelete: 'set null' }),
    creator_name: text('creator_name').notNull().default(''),
    fk_owner_id: integer('fk_owner_id').references(() => users.id, { onDelete: 'set null' }),
    owner_name: text('owner_name'),
    status: text('status').notNull().default('PENDING'),
    percent_completion: integer('percent_completion').notNull().default(0),
    dt_creation: instant('dt_creation').notNull().defaultNow(),
    dt_assign: instant('dt_assign'),
    dt_completion: instant('dt_completion'),
    fk_mp_id: integer('fk_mp_id').references(() => marketplaces.pk_mp_id),
    fk_brand_id: integer('fk_brand_id').references(() => brands.pk_brand_id),
    /** The main description (shown in the comments-by-creator card); comment entries are ticket_comments. */
    description: text('description').notNull().default(''),
    requested_content_type: jsonb('requested_content_type').notNull().default(sql`'[]'::jsonb`),
    drive_link: text('drive_link'),
    num_items: integer('num_items').notNull().default(0),
    /** Lower-cased deep-search text: ticket fields, item values and comments. */
    search_doc: text('search_doc').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.client_id, t.pk_ticket_id] }),
    uniqueIndex('tickets_id_uq').on(t.pk_ticket_id),
    index('tickets_client_created_idx').on(t.client_id, t.dt_creation),
    index('tickets_client_owner_status_idx').on(t.client_id, t.fk_owner_id, t.status, t.dt_creation),
    index('tickets_client_creator_status_idx').on(t.client_id, t.fk_creator_id, t.status, t.dt_creation),
    index('tickets_client_status_idx').on(t.client_id, t.status, t.dt_creation),
    // The tab counts of the dashboard read only these columns: an index-only scan instead of the whole heap
    // (each row carries its search_doc), measured by `npm run bench -- tickets`.
    index('tickets_client_counts_idx').on(
      t.client_id,
      t.fk_ticket_type_id,
      t.status,
      t.fk_owner_id,
      t.fk_creator_id,
    ),
    index('tickets_search_trgm_idx').using('gin', sql`${t.search_doc} gin_trgm_ops`),
    check('tickets_status', sql`${t.status} in ('PENDING', 'INPROGRESS', 'RESOLVED', 'REVIEWED')`),
    check('tickets_percent', sql`${t.percent_completion} between 0 and 100`),
  ],
);

const ticketRef = (t: { client_id: AnyPgColumn; ticket_id: AnyPgColumn }) =>
  foreignKey({
    columns: [t.client_id, t.ticket_id],
    foreignColumns: [tickets.client_id, tickets.pk_ticket_id],
  }).onDelete('cascade');

/** One item of a ticket: its keys and values, the chosen action, its editable fields and result. */
export const ticketItems = pgTable(
  'ticket_items',
  {
    client_id: integer('client_id').notNull(),
    ticket_id: integer('ticket_id').notNull(),
    /** 1-based position in the ticket. */
    item_no: integer('item_no').notNull(),
    data: jsonb('data').notNull(),
    action_taken: text('action_taken'),
    editable_fields: jsonb('editable_fields'),
    result: jsonb('result'),
    /** reflected_on_ams (T11, T12) or reflected_on_db (T16); null until acted on. */
    reflected: boolean('reflected'),
    acted_by: integer('acted_by').references(() => users.id, { onDelete: 'set null' }),
    dt_action: instant('dt_action'),
  },
  (t) => [primaryKey({ columns: [t.client_id, t.ticket_id, t.item_no] }), ticketRef(t)],
);

/** One comment entry (author, text, time); the description is on the ticket. */
export const ticketComments = pgTable(
  'ticket_comments',
  {
    client_id: integer('client_id').notNull(),
    id: serial('id').notNull(),
    ticket_id: integer('ticket_id').notNull(),
    author_id: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    full_name: text('full_name').notNull(),
    body: text('body').notNull(),
    created_at: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.client_id, t.id] }),
    index('ticket_comments_ticket_idx').on(t.client_id, t.ticket_id, t.created_at),
    ticketRef(t),
  ],
);

/** Every change of status, owner, progress (ticket_id set) or a type's ETA (ticket_id null): who, when, from, to. */
export const ticketHistory = pgTable(
  'ticket_history',
  {
    client_id: integer('client_id')
      .notNull()
      .references(() => clients.pk_client_id, { onDelete: 'cascade' }),
    id: serial('id').notNull(),
    ticket_id: integer('ticket_id'),
    ticket_type_id: text('ticket_type_id').notNull(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    user_name: text('user_name').notNull(),
    field: text('field').notNull(),
    from_value: text('from_value'),
    to_value: text('to_value'),
    at: instant('at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.client_id, t.id] }),
    index('ticket_history_ticket_idx').on(t.client_id, t.ticket_id, t.at),
    index('ticket_history_type_idx').on(t.client_id, t.ticket_type_id, t.at),
    ticketRef(t),
    check('ticket_history_field', sql`${t.field} in ('status', 'owner', 'percent_completion', 'eta')`),
  ],
);

/**
 * An invoice header (Invoice Header Upload): the ten fields, the stored lines file and the T16 ticket that
 * waits for its approval. Vendor suggestions read earlier invoices of the client.
 */
export const invoices = pgTable(
  'invoices',
  {
    client_id: integer('client_id')
      .notNull()
      .references(() => clients.pk_client_id, { onDelete: 'cascade' }),
    id: serial('id').notNull(),
    fk_warehouse_id: integer('fk_warehouse_id')
      .notNull()
      .references(() => warehouses.pk_warehouse_id),
    currency_code: text('currency_code').notNull(),
    vendor_name: text('vendor_name').notNull(),
    invoice_no: text('invoice_no').notNull(),
    invoice_date: text('invoice_date').notNull(),
    invoice_value: numeric('invoice_value', { precision: 16, scale: 2 }).notNull(),
    invoice_units: integer('invoice_units').notNull(),
    shipping_cost: numeric('shipping_cost', { precision: 16, scale: 2 }).notNull(),
    other_costs: numeric('other_costs', { precision: 16, scale: 2 }).notNull(),
    cbm: numeric('cbm', { precision: 14, scale: 4 }).notNull(),
    file_id: integer('file_id').notNull(),
    /** The T16 ticket its approval waits in (set in the upload's transaction, right after the invoice). */
    ticket_id: integer('ticket_id'),
    /** pending until the T16 row is accepted or rejected. */
    status: text('status').notNull().default('pending'),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.client_id, t.id] }),
    index('invoices_client_vendor_idx').on(t.client_id, t.vendor_name),
    foreignKey({ columns: [t.client_id, t.file_id], foreignColumns: [files.client_id, files.id] }),
    // NO ACTION: nobody deletes a system ticket (issue 16); a client deleted cascades through both at once.
    foreignKey({
      name: 'invoices_ticket_fk',
      columns: [t.client_id, t.ticket_id],
      foreignColumns: [tickets.client_id, tickets.pk_ticket_id],
    }),
    index('invoices_client_ticket_idx').on(t.client_id, t.ticket_id),
    check('invoices_status', sql`${t.status} in ('pending', 'accepted', 'rejected')`),
  ],
);
