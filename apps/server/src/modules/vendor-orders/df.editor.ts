import type { DataColumn } from '@marketdesk/contracts/data-vault';
import { DF_COLUMNS } from '@marketdesk/contracts/vendor-orders';
import { sql } from 'drizzle-orm';
import type { OrderLineInput } from '../../db/facts';
import { writeOrderLines } from '../../db/facts';
import { rowsOf } from '../../db/facts/executor';
import type { GridEditor } from '../../platform/grid';
import { type PlainValue, parseValue } from '../../platform/grid';
import { lineKey } from './delete-rows';
import { dfGridSource } from './df.grid';
import { checkDfLine, dfLine } from './df.rows';
import type { Scoped } from './scope';

const keyColumn = (field: string, label: string): DataColumn => ({
  field,
  label,
  kind: 'text',
  area: 'DF_ORDERS',
  editable: false,
  identity: true,
  description: '',
  uploadable: false,
});

/** What the DF grid answers besides `_key`: the spec's line keys (never editable) and the DF columns. */
const ANSWERED: readonly DataColumn[] = [
  keyColumn('pk_az_df_order_id', 'DF Order ID'),
  keyColumn('pk_az_df_order_item_id', 'DF Order Item ID'),
  ...DF_COLUMNS,
];

/**
 * The DF grid for the platform's applyGridEdits: rows compared as the grid answers them, the upload's rules
 * (checkDfLine) on the line with its changes, lines rewritten whole through db/facts so the rollups follow.
 */
export function dfEditor(s: Scoped): GridEditor<OrderLineInput> {
  const source = dfGridSource(s.clientId, s.mp.pk_mp_id);
  const stored = new Map<string, OrderLineInput>();
  return {
    columns: ANSWERED,
    parse: (column, value) => parseValue(column, value as PlainValue),
    async read(tx, key) {
      const k = lineKey(key);
      if (!k) return null;
      const where = sql`${source.scope} and o.order_id = ${k.order_id} and o.order_item_id = ${k.order_item_id}`;
      const [row] = await rowsOf<Record<string, unknown>>(
        tx,
        sql`select ${source.select} from ${source.from} where ${where}`,
      );
      const [line] = await rowsOf<OrderLineInput>(
        tx,
        sql`select mp_id, order_id, order_item_id, order_type, profile_id, identifier, sku_code,
          purchase_date::text as purchase_date, order_status, shipping_address, quantity_ordered, quantity_shipped,
          quantity_confirmed, item_price, amount_tax, amount_shipping, amount_discount, buying_cost, currency_code,
          last_update_date, is_fba, extras from orders o where ${where}`,
      );
      if (!row || !line) return null;
      stored.set(key, line);
      return row;
    },
    check(row) {
      const checked = checkDfLine(row.merged as Record<string, PlainValue>);
      const base = stored.get(row.key)!;
      return {
        messages: checked.messages.map((m) => ({ fields: m.loc.map(String), message: m.msg })),
        edit: {
          ...dfLine(s.mp.pk_mp_id, checked.values, base),
          order_id: base.order_id,
          order_item_id: base.order_item_id,
        },
      };
    },
    async write(tx, lines) {
      await writeOrderLines(tx, s.clientId, lines);
    },
  };
}
