import type { FbaPlanningType } from '@marketdesk/contracts/inventory';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/facts';
import { json, rowsOf } from '../../db/facts/executor';
import { classifyRows, countStates, lastPerKey, type UploadCounts, upsertRows } from '../../platform/uploads';
import type { PlanningLine } from './fba-planning.report';

/** The figures of a planning report that are summed: the file's and the stored ones must be equal. */
export const PLANNING_SUMMED = [
  'units',
  'age_0_90',
  'age_91_180',
  'age_181_270',
  'age_271_365',
  'age_365_plus',
  'recommended_order_qty',
  'excess_units',
] as const;
export type PlanningSums = Record<(typeof PLANNING_SUMMED)[number], number>;

const COMPARE = [
  'asin',
  'fnsku',
  'snapshot_date',
  ...PLANNING_SUMMED,
  'recommended_order_date',
  'days_of_supply',
  'currency',
  'price',
] as const;

export interface PlanningWrite {
  clientId: number;
  mpId: number;
  reportType: FbaPlanningType;
  source: 'upload' | 'demo';
  fileId: number | null;
  asOf: Date;
}

/** Each figure added up over the SKUs' lines (a line already holds the sum of its rows). */
export function planningSums(lines: readonly PlanningLine[]): PlanningSums {
  const sums = Object.fromEntries(PLANNING_SUMMED.map((k) => [k, 0])) as PlanningSums;
  for (const l of lines) for (const k of PLANNING_SUMMED) sums[k] += l[k] ?? 0;
  return sums;
}

/**
 * A planning report is a snapshot of its kind for the marketplace: its SKUs are written (new and changed ones
 * only, so the same file twice touches nothing), SKUs the kind's earlier report listed and this one does not
 * go. Then the sum check: what the database holds for the kind equals the file's figures, or the write throws
 * and the pipeline's transaction rolls it all back.
 */
export async function writePlanning(
  ex: Executor,
  p: PlanningWrite,
  lines: readonly PlanningLine[],
): Promise<UploadCounts & { removed: number; sums: PlanningSums }> {
  const rows = lastPerKey(lines, (l) => l.sku_code).map((l) => ({
    ...l,
    report_type: p.reportType,
    client_id: p.clientId,
    mp_id: p.mpId,
    as_of: p.asOf.toISOString(),
    source: p.source,
    file_id: p.fileId,
  }));
  const key = ['mp_id', 'report_type', 'sku_code'];
  const states = await classifyRows(
    ex,
    { table: 'fba_planning', clientId: p.clientId, key, compare: COMPARE },
    rows,
  );
  await upsertRows(
    ex,
    {
      table: 'fba_planning',
      clientId: p.clientId,
      columns: [...key, ...COMPARE, 'as_of', 'source', 'file_id'],
      conflict: key,
    },
    rows.filter((_, i) => states[i] !== 'same'),
  );
  const removed = await rowsOf<{ sku_code: string }>(
    ex,
    sql`delete from fba_planning where client_id = ${p.clientId}::int and mp_id = ${p.mpId}::int
      and report_type = ${p.reportType}
      and sku_code not in (select jsonb_array_elements_text(${json(rows.map((r) => r.sku_code))}))
      returning sku_code`,
  );
  const sums = planningSums(rows);
  const stored = await storedSums(ex, p);
  const off = PLANNING_SUMMED.filter((k) => stored[k] !== sums[k]);
  if (off.length > 0 || stored.skus !== rows.length)
    throw new Error(
      `The ${p.reportType} report's ${off.join(', ') || 'SKUs'} do not add up to what is stored after the import; nothing written`,
    );
  return { ...countStates(states), removed: removed.length, sums };
}

async function storedSums(ex: Executor, p: PlanningWrite): Promise<PlanningSums & { skus: number }> {
  const [row] = await rowsOf<Record<string, string>>(
    ex,
    sql`select count(*)::text as skus, ${sql.raw(
      PLANNING_SUMMED.map((k) => `coalesce(sum("${k}"), 0)::text as "${k}"`).join(', '),
    )} from fba_planning
      where client_id = ${p.clientId}::int and mp_id = ${p.mpId}::int and report_type = ${p.reportType}`,
  );
  return Object.fromEntries(Object.entries(row!).map(([k, v]) => [k, Number(v)])) as PlanningSums & {
    skus: number;
  };
}
