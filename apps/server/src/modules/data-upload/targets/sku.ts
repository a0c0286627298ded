import { SKU_FIELDS } from '@marketdesk/contracts/data-vault';
import {
  classifyRows,
  countStates,
  lastPerKey,
  type UploadTarget,
  upsertRows,
} from '../../../platform/uploads';
import { spreadsheetOnly, type TargetContext } from './context';
import { bool, templateLayout } from './layout';

type SkuRecord = Record<string, unknown> & { sku_code: string };

/** Written from the file: every uploadable SKU column (brand_name is the grid's, from the brand). */
const COLUMNS = SKU_FIELDS.filter((f) => f !== 'pk_sku_id' && f !== 'brand_name');
const FLAGS = new Set(['is_exclusive', 'is_eol', 'is_fragile', 'is_hazardous']);

/** SKU master rows, upserted on (client, sku_code). A blank flag is false (the columns are NOT NULL). */
export function skuTarget(ctx: TargetContext): UploadTarget<SkuRecord> {
  return {
    key: 'data-vault:sku',
    extensions: spreadsheetOnly,
    layouts: [
      templateLayout('sku', null, (values) => {
        const out: Record<string, unknown> = {};
        for (const f of COLUMNS) out[f] = FLAGS.has(f) ? (bool(values[f]) ?? false) : (values[f] ?? null);
        return out as SkuRecord;
      }),
    ],
    async write(tx, records) {
      const rows = lastPerKey(records, (r) => r.sku_code);
      const states = await classifyRows(
        tx,
        { table: 'skus', clientId: ctx.clientId, key: ['sku_code'], compare: COLUMNS },
        rows,
      );
      await upsertRows(
        tx,
        { table: 'skus', clientId: ctx.clientId, columns: COLUMNS, conflict: ['sku_code'] },
        rows.filter((_, i) => states[i] !== 'same'),
      );
      return countStates(states);
    },
  };
}
