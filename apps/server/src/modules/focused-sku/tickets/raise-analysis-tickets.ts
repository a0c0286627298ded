import type { FocusedSkuAnalysis } from '@marketdesk/contracts/focused-sku';
import { FOCUSED_ISSUE_TITLE, FOCUSED_THRESHOLDS } from '@marketdesk/contracts/focused-sku-rules';
import {
  asTicketItem,
  type FocusedTicketType,
  focusedTicketBatches,
  unmappedSkuItems,
} from '@marketdesk/contracts/focused-sku-tickets';
import { TICKET_STATUSES, type TicketStatus } from '@marketdesk/contracts/tickets';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/facts';
import { rowsOf } from '../../../db/facts/executor';
import { raiseTickets } from '../../tickets';

export interface RaiseAnalysisTicketsInput {
  clientId: number;
  mpId: number;
  /** The records an analysis just stored. */
  records: readonly FocusedSkuAnalysis[];
}

/** A ticket is open until it is resolved (PENDING, INPROGRESS; Reopen sets PENDING again). */
export const OPEN_TICKET_STATUSES: readonly TicketStatus[] = TICKET_STATUSES.filter(
  (s) => s !== 'RESOLVED' && s !== 'REVIEWED',
);

const T = FOCUSED_THRESHOLDS;
/** Each automated ticket's main description: what raised it, with the analysis's own threshold. */
const DESCRIPTION: Record<FocusedTicketType, string> = {
  T1: `${FOCUSED_ISSUE_TITLE.CONTENT_GAP} (focused SKU analysis): IDQ score under ${T.contentIdqMin}. Complete the missing attributes.`,
  T2: `${FOCUSED_ISSUE_TITLE.BUYBOX_LOSS} (focused SKU analysis): the latest Buy Box snapshot is not ours. Review the price against the competitor's.`,
  T4: 'Unmapped SKUs (focused SKU analysis): orders or products of the marketplace whose SKU maps to no SKU of the catalogue. Map them to a SKU.',
  T5: `${FOCUSED_ISSUE_TITLE.STOCKOUT_RISK} (focused SKU analysis): stock covers under ${T.stockoutCoverageDays} days of sales. Replenish.`,
  T7: `${FOCUSED_ISSUE_TITLE.LOW_PROFITABILITY} (focused SKU analysis): profit per unit under ${T.profitMinPercent}% of the selling price. Review price and costs.`,
};

/**
 * One marketplace's raising, serialised per client and marketplace (two analyses at once must not both find a
 * SKU free and raise it twice), inside the caller's transaction.
 */
async function lockMarketplace(tx: Executor, clientId: number, mpId: number) {
  await rowsOf(tx, sql`select pg_advisory_xact_lock(${clientId}::int, ${mpId}::int)`);
}

/** The retailer SKUs on open tickets of the type on the marketplace. */
async function openSkus(tx: Executor, clientId: number, mpId: number, type: FocusedTicketType) {
  const rows = await rowsOf<{ sku: string }>(
    tx,
    sql`select distinct i.data->>'retailer_sku' as sku
      from tickets t
      join ticket_items i on i.client_id = t.client_id and i.ticket_id = t.pk_ticket_id
      where t.client_id = ${clientId}::int and t.fk_mp_id = ${mpId}::int and t.fk_ticket_type_id = ${type}
        and t.status = any(${`{${OPEN_TICKET_STATUSES.join(',')}}`}::text[])
        and i.data->>'retailer_sku' is not null`,
  );
  return new Set(rows.map((r) => r.sku));
}

/** Raises the automated tickets of one type (split by 20 by the platform); answers their ids. */
async function raise(
  tx: Executor,
  clientId: number,
  mpId: number,
  type: FocusedTicketType,
  items: readonly object[],
) {
  if (items.length === 0) return [];
  return raiseTickets(tx, {
    clientId,
    typeId: type,
    creatorId: null,
    creatorName: '',
    mpId,
    description: DESCRIPTION[type],
    items: items.map((item) => ({
      ...asTicketItem(item as never),
      client_id: clientId,
      mp_id: mpId,
    })),
  });
}

/**
 * Raises the automated tickets an analysis calls for (issue 19 item 3: T1, T2, T5, T7): one ticket per issue
 * kind (more when over 20 items) with one item per SKU, never repeating a SKU an open ticket of the same type
 * and marketplace already holds. Which SKU raises what is contracts' focusedTicketBatches (the analysis rules).
 */
export async function raiseAnalysisTickets(
  db: Executor,
  input: RaiseAnalysisTicketsInput,
): Promise<{ ticketIds: number[] }> {
  const { clientId, mpId } = input;
  if (input.records.length === 0) return { ticketIds: [] };
  await lockMarketplace(db, clientId, mpId);
  const open = new Map<FocusedTicketType, Set<string>>();
  for (const type of ['T1', 'T2', 'T5', 'T7'] as const)
    open.set(type, await openSkus(db, clientId, mpId, type));
  const batches = focusedTicketBatches(input.records, (type) => open.get(type) ?? new Set());
  const ticketIds: number[] = [];
  for (const [type, items] of Object.entries(batches) as [FocusedTicketType, object[]][]) {
    ticketIds.push(...(await raise(db, clientId, mpId, type, items)));
  }
  return { ticketIds };
}

/**
 * T4 (issue 19 item 3): the marketplace's products and orders whose SKU code maps to no SKU of the client's
 * catalogue (blank, or no such sku_code), one item per retailer SKU, never one an open T4 ticket of the
 * marketplace holds. Inside the caller's transaction.
 */
export async function raiseUnmappedSkuTickets(
  db: Executor,
  input: { clientId: number; mpId: number },
): Promise<{ ticketIds: number[] }> {
  const { clientId, mpId } = input;
  await lockMarketplace(db, clientId, mpId);
  const catalogue = await rowsOf<{ sku_code: string }>(
    db,
    sql`select sku_code from skus where client_id = ${clientId}::int`,
  );
  // Products first (their seller SKU names the listing), then order lines the products do not cover.
  const rows = await rowsOf<{ retailer_sku: string; marketplace_sku: string; sku_code: string | null }>(
    db,
    sql`select retailer_sku, marketplace_sku, sku_code from (
        select p.identifier as retailer_sku, coalesce(nullif(trim(p.mp_sku_code), ''), trim(p.sku_code)) as marketplace_sku,
          p.sku_code, 0 as source
        from products p where p.client_id = ${clientId}::int and p.mp_id = ${mpId}::int
        union all
        select distinct coalesce(nullif(o.identifier, ''), o.sku_code), coalesce(trim(o.sku_code), ''), o.sku_code, 1
        from orders o
        where o.client_id = ${clientId}::int and o.mp_id = ${mpId}::int
          and coalesce(nullif(o.identifier, ''), o.sku_code) is not null
          and (o.fk_sku_id is null or coalesce(trim(o.sku_code), '') = '')
      ) r
      order by source, retailer_sku, marketplace_sku`,
  );
  const items = unmappedSkuItems(
    rows,
    new Set(catalogue.map((c) => c.sku_code.trim())),
    await openSkus(db, clientId, mpId, 'T4'),
  );
  return { ticketIds: await raise(db, clientId, mpId, 'T4', items) };
}
