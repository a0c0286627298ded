import { type DataType, dataColumns } from '@marketdesk/contracts/data-vault';
import { isPriceColumn, type MarketplaceFamily } from '@marketdesk/contracts/marketplace-registry';
import { type SQL, sql } from 'drizzle-orm';
import { withinBrands } from '../../../platform/report-scope';
import { type DataGrid, dataGrid, type GridScope, type GridSpec } from './build';

export type { DataGrid, GridScope } from './build';

/** `alias.field` for every field, then the overrides (fields stored under another name). */
const columnsOf = (alias: string, fields: readonly string[], overrides: Record<string, SQL> = {}) =>
  Object.fromEntries(fields.map((f) => [f, overrides[f] ?? sql.raw(`${alias}.${f}`)])) as Record<string, SQL>;

const fieldsOf = (dataType: DataType, family: MarketplaceFamily | null) =>
  (dataColumns(dataType, family) ?? []).map((c) => c.field);

const inMarketplace = (alias: string) => (s: GridScope) =>
  sql`${sql.raw(alias)}.client_id = ${s.clientId}::int and ${sql.raw(alias)}.mp_id = ${s.mpId}::int`;

/** SKUs within the caller's brand limit (platform/report-scope: the one brand rule of reads and writes). */
const ofBrands = (alias: string, s: GridScope) =>
  withinBrands(sql.raw(`${alias}.fk_brand_id`), s.brandIds ?? null);

/** The SQL of each data type (db/schema/commerce.ts); the family's identifier column is `identifier`. */
function specOf(dataType: DataType, family: MarketplaceFamily | null): GridSpec {
  const fields = fieldsOf(dataType, family);
  const id = family?.identifier ?? '';
  switch (dataType) {
    case 'sku':
      return {
        exprs: columnsOf('s', fields, { brand_name: sql`b.brand_name` }),
        from: sql`skus s left join brands b on b.pk_brand_id = s.fk_brand_id`,
        scope: (s) => sql`s.client_id = ${s.clientId}::int and ${ofBrands('s', s)}`,
        key: [{ expr: sql`s.pk_sku_id`, type: 'int' }],
        defaultSort: [sql`s.sku_code asc`],
        notNull: ['sku_code', 'sku_name'],
      };
    case 'sku_cost':
      return {
        exprs: columnsOf('c', fields, { sku_code: sql`s.sku_code`, name: sql`w.name` }),
        from: sql`sku_costs c join skus s on s.client_id = c.client_id and s.pk_sku_id = c.fk_sku_id
          join warehouses w on w.client_id = c.client_id and w.pk_warehouse_id = c.fk_warehouse_id`,
        // The brand limit as its own subquery: the scope also guards the UPDATE of sku_costs, which has no join.
        scope: (s) =>
          s.brandIds == null
            ? sql`c.client_id = ${s.clientId}::int`
            : sql`c.client_id = ${s.clientId}::int and exists (select 1 from skus bs where bs.client_id = c.client_id
                and bs.pk_sku_id = c.fk_sku_id and ${ofBrands('bs', s)})`,
        key: [{ expr: sql`c.id`, type: 'int' }],
        defaultSort: [sql`s.sku_code asc`, sql`w.name asc`],
      };
    case 'products':
      return {
        exprs: Object.fromEntries(
          fields.map((f) => [
            f,
            f === id ? sql`p.identifier` : isPriceColumn(f) ? sql.raw(`pr.${f}`) : sql.raw(`p.${f}`),
          ]),
        ),
        from: sql`products p left join prices pr on pr.client_id = p.client_id and pr.fk_product_id = p.pk_product_id`,
        scope: inMarketplace('p'),
        key: [{ expr: sql`p.pk_product_id`, type: 'int' }],
        defaultSort: [sql`p.sku_code asc`],
        notNull: ['sku_code', id],
      };
    case 'orders':
    case 'purchase_orders': {
      const po = dataType === 'purchase_orders';
      return {
        exprs: columnsOf('o', fields, {
          [id]: sql`o.identifier`,
          po_id: sql`o.order_id`,
          fk_vendor_id: sql`o.profile_id`,
          asin: sql`o.identifier`,
          nin: sql`o.identifier`,
          // Written only by the fact writers as a number; anything else reads as empty rather than failing.
          amount_delivered: sql`(case when jsonb_typeof(o.extras -> 'amount_delivered') = 'number'
            then (o.extras ->> 'amount_delivered')::numeric end)`,
          // Fill rate of the whole PO (every line of its po_id on the marketplace), shown on each of its lines:
          // units shipped (none yet counts 0) over units ordered; empty when nothing was ordered.
          fill_rate: sql`(select sum(coalesce(f.quantity_shipped, 0))::numeric / nullif(sum(f.quantity_ordered), 0)
            from orders f where f.client_id = o.client_id and f.mp_id = o.mp_id and f.order_id = o.order_id
              and f.order_type = 'PO')`,
        }),
        from: sql`orders o`,
        // Purchase orders have their own grid; the orders grid holds regular and direct-fulfilment lines.
        scope: (s) => sql`${inMarketplace('o')(s)} and o.order_type ${po ? sql`=` : sql`<>`} 'PO'`,
        key: [
          { expr: sql`o.order_id`, type: 'text' },
          { expr: sql`o.order_item_id`, type: 'text' },
        ],
        defaultSort: [sql`o.purchase_date desc`],
        notNull: [
          'order_id',
          'order_item_id',
          'po_id',
          'purchase_date',
          'quantity_ordered',
          'item_price',
          'currency_code',
        ],
      };
    }
    case 'fees':
      return {
        exprs: columnsOf('f', fields, { [id]: sql`f.identifier` }),
        from: sql`fees f`,
        scope: inMarketplace('f'),
        key: [{ expr: sql`f.pk_fee_id`, type: 'int' }],
        defaultSort: [sql`f.identifier asc`],
      };
    case 'returns':
      return {
        exprs: columnsOf('r', fields),
        from: sql`returns r`,
        scope: inMarketplace('r'),
        key: [{ expr: sql`r.return_id`, type: 'text' }],
        defaultSort: [sql`r.return_date desc`],
      };
    case 'settlements':
      return {
        exprs: columnsOf('t', fields, { [id]: sql`t.identifier` }),
        from: sql`settlements t`,
        scope: inMarketplace('t'),
        key: [{ expr: sql`t.pk_settlement_line_id`, type: 'bigint' }],
        defaultSort: [sql`t.deposit_date desc nulls last`],
      };
  }
}

const cache = new Map<string, DataGrid | null>();

/** The grid of a data type for a family (null for SKU and SKU Cost); null when the family has no such data. */
export function gridOf(dataType: DataType, family: MarketplaceFamily | null): DataGrid | null {
  const cacheKey = `${dataType}:${family?.prefix ?? ''}`;
  if (!cache.has(cacheKey)) {
    const columns = dataColumns(dataType, family);
    cache.set(cacheKey, columns ? dataGrid(dataType, family, columns, specOf(dataType, family)) : null);
  }
  return cache.get(cacheKey) ?? null;
}
