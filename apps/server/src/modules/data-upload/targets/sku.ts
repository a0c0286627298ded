import { SKU_FIELDS } from '@marketdesk/contracts/data-vault';
import { sql } from 'drizzle-orm';
import { HttpError } from '../../../platform/errors';
import { withinBrands } from '../../../platform/report-scope';
import { hiddenSkuCodes, notYourSku } from '../../../platform/sku-scope';
import {
  classifyRows,
  columnsLeftOut,
  countStates,
  keepStored,
  lastPerKey,
  type UploadLayout,
  type UploadTarget,
  upsertRows,
} from '../../../platform/uploads';
import { spreadsheetOnly, type TargetContext } from './context';
import { bool, templateLayout } from './layout';

type SkuRecord = Record<string, unknown> & { sku_code: string };

/** Written from the file: every uploadable SKU column (brand_name is the grid's, from the brand). */
const COLUMNS = SKU_FIELDS.filter((f) => f !== 'pk_sku_id' && f !== 'brand_name');
const FLAGS = new Set(['is_exclusive', 'is_eol', 'is_fragile', 'is_hazardous']);
/** Each column comes from the file column of the same name; sku_code is the key. */
const FROM = Object.fromEntries(COLUMNS.filter((c) => c !== 'sku_code').map((c) => [c, c]));

export const SKUS_MOVED =
  'SKUs of this file changed brand while it was read: nothing was written. Upload it again.';

/** A valid row naming a SKU the uploader may not write fails with the unknown-SKU words (platform/sku-scope). */
function refuseHidden(layout: UploadLayout<SkuRecord>, hidden: ReadonlySet<string>): UploadLayout<SkuRecord> {
  if (hidden.size === 0) return layout;
  return {
    ...layout,
    prepare(sample) {
      const parse = layout.prepare(sample);
      return (row) => {
        const result = parse(row);
        const code = result.ok ? result.records.find((r) => hidden.has(r.sku_code))?.sku_code : undefined;
        return code === undefined ? result : { ok: false, messages: [notYourSku(code)] };
      };
    },
  };
}

/**
 * SKU master rows, upserted on (client, sku_code). A blank flag is false (the columns are NOT NULL). Only the
 * SKUs within the uploader's brands are written (a new code makes a SKU without a brand); columns the file
 * leaves out keep their stored values.
 */
export function skuTarget(ctx: TargetContext): UploadTarget<SkuRecord> {
  const template = templateLayout<SkuRecord>('sku', null, (values) => {
    const out: Record<string, unknown> = {};
    for (const f of COLUMNS) out[f] = FLAGS.has(f) ? (bool(values[f]) ?? false) : (values[f] ?? null);
    return out as SkuRecord;
  });
  const limit = ctx.skus?.limit ?? null;
  return {
    key: 'data-vault:sku',
    extensions: spreadsheetOnly,
    layouts: [refuseHidden(template, ctx.skus?.hidden ?? new Set())],
    async write(tx, records, meta) {
      // The codes were checked against the uploader's brands when the file was read; one moved to another
      // brand since refuses the whole upload (nothing written), and the upsert below never updates one either.
      if (
        ctx.skus &&
        (
          await hiddenSkuCodes(
            tx,
            ctx.clientId,
            limit,
            records.map((r) => r.sku_code),
          )
        ).size > 0
      )
        throw new HttpError(409, SKUS_MOVED);
      const table = { table: 'skus', clientId: ctx.clientId, key: ['sku_code'] };
      const rows = await keepStored(
        tx,
        { ...table, columns: columnsLeftOut(FROM, meta.fields) },
        lastPerKey(records, (r) => r.sku_code),
      );
      const states = await classifyRows(tx, { ...table, compare: COLUMNS }, rows);
      await upsertRows(
        tx,
        {
          table: 'skus',
          clientId: ctx.clientId,
          columns: COLUMNS,
          conflict: ['sku_code'],
          // The last word, on the locked row itself: a SKU moved meanwhile is not updated.
          updateOnly: withinBrands(sql`skus.fk_brand_id`, limit),
        },
        rows.filter((_, i) => states[i] !== 'same'),
      );
      return countStates(states);
    },
  };
}
