import { dataColumns } from '@marketdesk/contracts/data-vault';
import {
  classifyRows,
  columnsLeftOut,
  countStates,
  keepStored,
  lastPerKey,
  type UploadTarget,
  upsertRows,
} from '../../../platform/uploads';
import { marketplaceOf, spreadsheetOnly, type TargetContext } from './context';
import { templateLayout } from './layout';

type FeeRecord = Record<string, unknown> & { identifier: string };

/** selling_price × fee_variable_frac + fee_fixed + fee_shipping, blank terms as 0; null when all are blank. */
export function estimateTotal(v: Record<string, unknown>): number | null {
  const n = (f: string) => (typeof v[f] === 'number' ? (v[f] as number) : null);
  const terms = [n('selling_price'), n('fee_variable_frac'), n('fee_fixed'), n('fee_shipping')];
  if (terms.every((t) => t === null)) return null;
  const [price, frac, fixed, shipping] = terms.map((t) => t ?? 0) as [number, number, number, number];
  return Math.round((price * frac + fixed + shipping) * 100) / 100;
}

/** Fee Data, upserted on (client, marketplace, identifier); the estimate total is computed, never uploaded. */
export function feesTarget(ctx: TargetContext): UploadTarget<FeeRecord> {
  const mp = marketplaceOf(ctx);
  const id = mp.family.identifier;
  const fields = (dataColumns('fees', mp.family) ?? []).map((c) => c.field).filter((f) => f !== id);
  const columns = ['identifier', ...fields];
  const compared = ['mp_id', ...fields];
  /** Each column from the file column of its name; the estimate is computed. */
  const from = Object.fromEntries(fields.filter((f) => f !== 'estimate_total').map((f) => [f, f]));
  return {
    key: `data-vault:fees:${mp.pk_mp_id}`,
    extensions: spreadsheetOnly,
    layouts: [
      templateLayout('fees', mp.family, (v) => {
        const row: Record<string, unknown> = { mp_id: mp.pk_mp_id, identifier: v[id] };
        for (const f of fields) row[f] = v[f] ?? null;
        row.estimate_total = estimateTotal(row);
        return row as FeeRecord;
      }),
    ],
    async write(tx, records, meta) {
      // Columns the file leaves out keep their stored values; the estimate follows the merged terms.
      const rows = (
        await keepStored(
          tx,
          {
            table: 'fees',
            clientId: ctx.clientId,
            key: ['mp_id', 'identifier'],
            columns: columnsLeftOut(from, meta.fields),
          },
          lastPerKey(records, (r) => r.identifier),
        )
      ).map((r) => ({ ...r, estimate_total: estimateTotal(r) }));
      const states = await classifyRows(
        tx,
        { table: 'fees', clientId: ctx.clientId, key: ['mp_id', 'identifier'], compare: compared },
        rows,
      );
      await upsertRows(
        tx,
        {
          table: 'fees',
          clientId: ctx.clientId,
          columns: ['mp_id', ...columns],
          conflict: ['mp_id', 'identifier'],
        },
        rows.filter((_, i) => states[i] !== 'same'),
      );
      return countStates(states);
    },
  };
}
