import { sql } from 'drizzle-orm';
import { insertRows, listingDaysOfOrders, refreshListingRollups, type Tx } from '../../../db/facts';
import { json, rowsOf } from '../../../db/facts/executor';
import { settlements } from '../../../db/schema';
import type { UploadCounts, UploadTarget } from '../../../platform/uploads';
import { amazonSettlementLayout } from '../amazon/settlement-flat-file';
import { extensionsOf, marketplaceOf, type TargetContext } from './context';
import { num, str, type ToRecord, templateLayout } from './layout';

/** A settlements row as written (every column present, so fingerprints compare like with like). */
type Line = Record<string, unknown> & { settlement_id: string; _summary?: boolean };

const COLUMNS = [
  'mp_id',
  'settlement_id',
  'start_date',
  'end_date',
  'deposit_date',
  'amount_total',
  'order_id',
  'order_item_id',
  'sku_code',
  'identifier',
  'transaction_type',
  'shipment_id',
  'amount_type',
  'amount_description',
  'amount',
  'quantity',
  'posted_date',
  'currency_code',
  'extras',
] as const;
const HEADER_FIELDS = ['start_date', 'end_date', 'deposit_date', 'amount_total'] as const;
const ROW = sql.raw(`row(${COLUMNS.map((c) => `"${c}"`).join(', ')})::text`);

/**
 * A settlement is replaced as a whole: the file's lines of a settlement_id replace every stored line of it
 * (settlement lines have no natural key of their own). A settlement whose stored lines are exactly the file's
 * (compared as a sorted fingerprint of the typed rows) is left alone, so a repeated file changes nothing.
 * Counts are lines: of new settlements (inserted), of replaced ones (updated), of identical ones (unchanged).
 */
async function writeSettlements(
  tx: Tx,
  clientId: number,
  mpId: number,
  records: Line[],
): Promise<UploadCounts> {
  const groups = new Map<string, Line[]>();
  for (const r of records) groups.set(r.settlement_id, [...(groups.get(r.settlement_id) ?? []), r]);
  const lines: Line[] = [];
  for (const group of groups.values()) {
    // The summary line's dates and total hold for every line; it is kept only when it is all there is.
    const header = Object.fromEntries(
      HEADER_FIELDS.map((f) => [f, group.find((l) => l[f] != null)?.[f] ?? null]),
    );
    const real = group.filter((l) => !l._summary);
    for (const { _summary, ...l } of real.length > 0 ? real : group) {
      lines.push({ ...l, ...Object.fromEntries(HEADER_FIELDS.map((f) => [f, l[f] ?? header[f]])) } as Line);
    }
  }
  const states = await rowsOf<{ settlement_id: string; lines: number; state: 'new' | 'changed' | 'same' }>(
    tx,
    sql`with x as (select * from jsonb_populate_recordset(null::settlements, ${json(lines)})),
      fx as (select settlement_id, count(*)::int as lines, md5(string_agg(${ROW}, E'\n' order by ${ROW})) as fp
        from x group by settlement_id),
      ft as (select settlement_id, md5(string_agg(${ROW}, E'\n' order by ${ROW})) as fp from settlements
        where client_id = ${clientId}::int and mp_id = ${mpId}::int
          and settlement_id in (select settlement_id from fx) group by settlement_id)
      select fx.settlement_id, fx.lines,
        case when ft.fp is null then 'new' when ft.fp = fx.fp then 'same' else 'changed' end as state
      from fx left join ft using (settlement_id)`,
  );
  const counts = { inserted: 0, updated: 0, unchanged: 0 };
  const replace = new Set<string>();
  for (const s of states) {
    if (s.state === 'same') counts.unchanged += s.lines;
    else {
      replace.add(s.settlement_id);
      if (s.state === 'new') counts.inserted += s.lines;
      else counts.updated += s.lines;
    }
  }
  if (replace.size === 0) return counts;
  const replaced = json([...replace]);
  // The orders whose payment changes: those of the replaced lines and those of the new ones.
  const before = await rowsOf<{ order_id: string | null }>(
    tx,
    sql`select distinct order_id from settlements where client_id = ${clientId}::int and mp_id = ${mpId}::int
      and settlement_id in (select jsonb_array_elements_text(${replaced}))`,
  );
  await tx.execute(sql`delete from settlements where client_id = ${clientId}::int and mp_id = ${mpId}::int
    and settlement_id in (select jsonb_array_elements_text(${replaced}))`);
  const written = lines.filter((l) => replace.has(l.settlement_id));
  await insertRows(
    tx,
    settlements,
    written.map((l) => ({ client_id: clientId, ...l })),
  );
  const orderIds = [...before.map((b) => b.order_id), ...written.map((l) => l.order_id)];
  await refreshListingRollups(tx, clientId, {
    keys: await listingDaysOfOrders(tx, clientId, mpId, orderIds),
  });
  return counts;
}

/** Settlement Data; AZ also takes Amazon's settlement flat files (amazon/settlement-flat-file.ts). */
export function settlementsTarget(ctx: TargetContext): UploadTarget<Line> {
  const mp = marketplaceOf(ctx);
  const id = mp.family.identifier;
  const toRecord: ToRecord<Line> = (v, extras) => {
    const { currency, amount_description, quantity, posted_date, summary, ...rest } = extras ?? {};
    return {
      mp_id: mp.pk_mp_id,
      settlement_id: str(v.settlement_id)!,
      start_date: str(v.start_date),
      end_date: str(v.end_date),
      deposit_date: str(v.deposit_date),
      amount_total: num(v.amount_total),
      order_id: str(v.order_id),
      order_item_id: str(v.order_item_id),
      sku_code: str(v.sku_code),
      identifier: str(v[id]),
      transaction_type: str(v.transaction_type),
      shipment_id: str(v.shipment_id),
      amount_type: str(v.amount_type),
      amount_description: (amount_description as string | undefined) ?? null,
      amount: num(v.amount),
      quantity: (quantity as number | undefined) ?? null,
      posted_date: (posted_date as string | undefined) ?? null,
      currency_code: (currency as string | null | undefined) || mp.currency_code,
      extras: Object.keys(rest).length > 0 ? rest : null,
      ...(summary ? { _summary: true } : {}),
    };
  };
  const amazon = mp.family.prefix === 'AZ';
  return {
    key: `data-vault:settlements:${mp.pk_mp_id}`,
    extensions: extensionsOf('settlements', ctx),
    layouts: [
      templateLayout('settlements', mp.family, toRecord),
      ...(amazon ? [amazonSettlementLayout(mp.family, toRecord)] : []),
    ],
    write: (tx, records) => writeSettlements(tx, ctx.clientId, mp.pk_mp_id, records),
  };
}
