import { PRICE_COLUMNS } from '@marketdesk/contracts/marketplace-registry';
import { sql } from 'drizzle-orm';
import { json, rowsOf } from '../../../db/facts/executor';
import {
  columnsLeftOut,
  countStates,
  keepStored,
  lastPerKey,
  type RowState,
  type UploadTarget,
  upsertRows,
} from '../../../platform/uploads';
import { marketplaceOf, spreadsheetOnly, type TargetContext } from './context';
import { bool, templateLayout } from './layout';

type ProductRecord = Record<string, unknown> & { identifier: string; mp_sku_code: string };

const PRODUCT = [
  'sku_code',
  'condition',
  'title',
  'manufacturer',
  'category',
  'subcategory',
  'description',
  'is_fba',
];
/** The prices row's columns: the registry's price fields and the currency. */
const PRICE = [...PRICE_COLUMNS, 'currency_code'];
const list = (alias: string, cols: readonly string[]) =>
  sql.raw(cols.map((c) => `${alias}."${c}"`).join(', '));
/** Stored products with their prices, for the columns a file leaves out (keepStored). */
const STORED = sql`(select p.client_id, p.mp_id, p.identifier, p.mp_sku_code, ${list('p', PRODUCT)}, ${list('pr', PRICE)}
  from products p left join prices pr on pr.client_id = p.client_id and pr.fk_product_id = p.pk_product_id)`;
/** The typed price part of a row: prices' own row type, so values compare as stored. */
const PRICE_X = sql`jsonb_populate_record(null::prices, x.j)`;

/**
 * Product Data: one products row per (identifier, marketplace SKU) and its prices row, upserted together; the
 * SKU is linked by code. A row is unchanged when both parts already hold its values.
 */
export function productsTarget(ctx: TargetContext): UploadTarget<ProductRecord> {
  const mp = marketplaceOf(ctx);
  const id = mp.family.identifier;
  const productCols = mp.family.hasFba ? PRODUCT : PRODUCT.filter((c) => c !== 'is_fba');
  /** Each column from the file column of its name; the currency is the marketplace's. */
  const from = Object.fromEntries(
    [...productCols, ...PRICE.filter((c) => c !== 'currency_code')].map((c) => [c, c]),
  );
  return {
    key: `data-vault:products:${mp.pk_mp_id}`,
    extensions: spreadsheetOnly,
    layouts: [
      templateLayout('products', mp.family, (v) => {
        const row: Record<string, unknown> = {
          mp_id: mp.pk_mp_id,
          identifier: v[id],
          mp_sku_code: v.mp_sku_code ?? '',
        };
        for (const c of productCols) row[c] = c === 'is_fba' ? bool(v[c]) : (v[c] ?? null);
        for (const c of PRICE) row[c] = v[c] ?? null;
        row.currency_code = mp.currency_code;
        return row as ProductRecord;
      }),
    ],
    async write(tx, records, meta) {
      // Columns the file leaves out keep their stored values (of the product and of its prices).
      const rows = await keepStored(
        tx,
        {
          table: 'products',
          clientId: ctx.clientId,
          key: ['mp_id', 'identifier', 'mp_sku_code'],
          columns: columnsLeftOut(from, meta.fields),
          source: STORED,
        },
        lastPerKey(records, (r) => `${r.identifier}\u0000${r.mp_sku_code}`),
      );
      const states: RowState[] = [];
      for (let i = 0; i < rows.length; i += 5000) {
        const part = rows.slice(i, i + 5000);
        const found = await rowsOf<{ state: RowState }>(
          tx,
          sql`select case when p.pk_product_id is null then 'new'
              when row(${list('p', productCols)}) is not distinct from row(${list('xp', productCols)})
                and row(${list('pr', PRICE)}) is not distinct from row(${list('xq', PRICE)}) then 'same'
              else 'changed' end as state
            from jsonb_array_elements(${json(part)}) with ordinality as x(j, ord)
            cross join lateral jsonb_populate_record(null::products, x.j) as xp
            cross join lateral ${PRICE_X} as xq
            left join products p on p.client_id = ${ctx.clientId}::int and p.mp_id = xp.mp_id
              and p.identifier = xp.identifier and p.mp_sku_code = xp.mp_sku_code
            left join prices pr on pr.client_id = p.client_id and pr.fk_product_id = p.pk_product_id
            order by x.ord`,
        );
        states.push(...found.map((f) => f.state));
      }
      const changed = rows.filter((_, i) => states[i] !== 'same');
      await upsertRows(
        tx,
        {
          table: 'products',
          clientId: ctx.clientId,
          columns: ['mp_id', 'identifier', 'mp_sku_code', ...productCols],
          conflict: ['mp_id', 'identifier', 'mp_sku_code'],
          derived: {
            fk_sku_id: sql`(select s.pk_sku_id from skus s where s.client_id = ${ctx.clientId}::int and s.sku_code = x.sku_code)`,
          },
        },
        changed,
      );
      for (let i = 0; i < changed.length; i += 5000) {
        await tx.execute(sql`insert into prices (client_id, fk_product_id, ${sql.raw(PRICE.map((c) => `"${c}"`).join(', '))})
          select ${ctx.clientId}::int, p.pk_product_id, ${list('xq', PRICE)}
          from jsonb_array_elements(${json(changed.slice(i, i + 5000))}) as x(j)
          cross join lateral jsonb_populate_record(null::products, x.j) as xp
          cross join lateral ${PRICE_X} as xq
          join products p on p.client_id = ${ctx.clientId}::int and p.mp_id = xp.mp_id
            and p.identifier = xp.identifier and p.mp_sku_code = xp.mp_sku_code
          on conflict (client_id, fk_product_id) do update set
            ${sql.raw(PRICE.map((c) => `"${c}" = excluded."${c}"`).join(', '))}, dt_update = now()`);
      }
      return countStates(states);
    },
  };
}
