import { DF_COLUMNS } from '@marketdesk/contracts/vendor-orders';
import { type SQL, sql } from 'drizzle-orm';
import { type GridField, type GridSource, rowKeySql } from '../../platform/grid';

/** shipment_date lives in extras (db/facts writes it there); anything but an ISO day reads as empty. */
const SHIPMENT = sql`(case when o.extras ->> 'shipment_date' ~ '^\\d{4}-\\d{2}-\\d{2}$'
  then (o.extras ->> 'shipment_date')::date end)`;

const EXPR: Record<string, SQL> = {
  df_order_id: sql`o.order_id`,
  shipment_date: SHIPMENT,
  asin: sql`o.identifier`,
  mp_sku_code: sql`(o.extras ->> 'mp_sku_code')`,
  sku_code: sql`o.sku_code`,
  quantity_ordered: sql`o.quantity_ordered`,
  item_price: sql`o.item_price`,
  currency_code: sql`o.currency_code`,
  amount_tax: sql`o.amount_tax`,
  buying_cost: sql`o.buying_cost`,
};

const KIND: Record<string, GridField['kind']> = { date: 'date', integer: 'number', money: 'number' };
const NOT_NULL = new Set(['df_order_id', 'quantity_ordered', 'item_price', 'currency_code']);

const fields: Record<string, GridField> = Object.fromEntries(
  DF_COLUMNS.map((c) => [
    c.field,
    { expr: EXPR[c.field]!, kind: KIND[c.kind] ?? 'text', notNull: NOT_NULL.has(c.field) },
  ]),
);

const output = (field: string, kind: string): SQL =>
  kind === 'money'
    ? sql`${EXPR[field]}::float8`
    : kind === 'date'
      ? sql`to_char(${EXPR[field]}, 'YYYY-MM-DD')`
      : EXPR[field]!;

/**
 * The DF grid's select: the row key (`_key`, [df_order_id, asin] as the PO grid's), the spec's
 * pk_az_df_order_id and pk_az_df_order_item_id (the line's natural keys: DF orders have no surrogate ids
 * here) and the DF columns.
 */
const SELECT = sql.join(
  [
    sql`${rowKeySql([sql`o.order_id`, sql`o.order_item_id`])} as "_key"`,
    sql`o.order_id as pk_az_df_order_id`,
    sql`o.order_item_id as pk_az_df_order_item_id`,
    ...DF_COLUMNS.map((c) => sql`${output(c.field, c.kind)} as ${sql.identifier(c.field)}`),
  ],
  sql`, `,
);

/** The DF lines of one client and AZ marketplace (GET /az/dforders), newest order first. */
export function dfGridSource(clientId: number, mpId: number): GridSource {
  return {
    def: {
      fields,
      defaultSort: [sql`o.purchase_date desc`],
      tiebreaker: [sql`o.order_id`, sql`o.order_item_id`],
    },
    select: SELECT,
    from: sql`orders o`,
    scope: sql`o.client_id = ${clientId}::int and o.mp_id = ${mpId}::int and o.order_type = 'DF'`,
  };
}
