import {
  decideReconciliation,
  fromCents,
  RECONCILIATION_WINDOW_MONTHS,
  type ReconciliationBody,
  type ReconciliationEntry,
  type ReconciliationReport,
  reconciliationSummary,
  SETTLEMENT_GRACE_DAYS,
  type SettlementCents,
  RECONCILIATION_TEXT as TX,
} from '@marketdesk/contracts/reconciliation';
import type { Db } from '../../db/client';
import { addDays, resolveScope } from '../../platform/report-scope';
import type { RequestContext } from '../../platform/tenancy';
import { matchSettlements } from './reconciliation.match';
import {
  type OrderLineRow,
  reconciliationRepository,
  type SettlementGroupRow,
} from './reconciliation.repository';

/** The date rules of spec 02 section 5 with the screen's texts (the body's dates; an end after today refused). */
const DATE_TEXTS = {
  beforeEarliest: TX.beforeEarliest,
  startAfterEnd: TX.startAfterEnd,
  endAfterToday: TX.endAfterToday,
  tooLong: TX.windowTooLong,
} as const;

const sumGroups = (groups: readonly SettlementGroupRow[]): SettlementCents => {
  const s = { received_amount: 0, received_tax: 0, commission: 0, fee: 0, refund: 0 };
  for (const g of groups) {
    s.received_amount += g.received;
    s.received_tax += g.received_tax;
    s.commission += g.commission;
    s.fee += g.fee;
    s.refund += g.refund;
  }
  return s;
};

/** The settlement an entry names: its payment's first one (by date), else its first refund's. */
function firstSettlement(groups: readonly SettlementGroupRow[]): SettlementGroupRow | null {
  const sorted = [...groups].sort(
    (a, b) =>
      Number(b.paid) - Number(a.paid) ||
      (a.settlement_date ?? '9999').localeCompare(b.settlement_date ?? '9999') ||
      a.settlement_id.localeCompare(b.settlement_id),
  );
  return sorted[0] ?? null;
}

/**
 * One entry per order line. The line's price is what the buyer paid before tax (item price + shipping −
 * discount), as the settlement pays it (principal, shipping, promotions); the status and category come from the
 * contract's decision table.
 */
function entryOf(
  line: OrderLineRow,
  groups: readonly SettlementGroupRow[] | undefined,
  identifier: string | null,
  settledThrough: string | null,
): ReconciliationEntry {
  const settlement = groups ? sumGroups(groups) : null;
  const paymentDue =
    settledThrough !== null && line.purchase_date <= addDays(settledThrough, -SETTLEMENT_GRACE_DAYS);
  const d = decideReconciliation({
    price: line.item_price + line.shipping - line.discount,
    tax: line.tax,
    quantity: line.quantity,
    returned_quantity: line.returned,
    // A refund the settlements already paid is owed whatever its date; otherwise only the returns they reach.
    refund_due_quantity: settlement && settlement.refund > 0 ? line.returned : line.returned_due,
    commission: line.commission,
    fee: line.fee,
    settlement,
    payment_due: paymentDue,
  });
  const first = groups ? firstSettlement(groups) : null;
  return {
    order_date: line.purchase_date,
    order_id: line.order_id,
    sku_code: line.sku_code ?? '',
    reconciliation_status: d.status,
    ...(identifier ? { [identifier]: line.identifier } : {}),
    original_item_price: fromCents(line.item_price),
    original_tax: fromCents(line.tax),
    original_quantity: line.quantity,
    returned_quantity: line.returned,
    settlement_id: first?.settlement_id ?? null,
    settlement_date: first?.settlement_date ?? null,
    received_amount: fromCents(settlement?.received_amount ?? 0),
    received_tax: fromCents(settlement?.received_tax ?? 0),
    commission: fromCents(line.commission),
    fee: fromCents(line.fee),
    expected_net_amount: fromCents(d.expected_net),
    actual_net_received: fromCents(d.actual_net),
    discrepancy: fromCents(d.discrepancy),
    discrepancy_category: d.category,
  };
}

export function reconciliationService(db: Db) {
  const repo = reconciliationRepository(db);
  return {
    /** POST /payment-reconciliation/report: every regular order line of the window with its settlement. */
    async report(ctx: RequestContext, body: ReconciliationBody): Promise<ReconciliationReport> {
      const scope = await resolveScope(db, ctx, {
        mpId: body.marketplace_id,
        brands: true,
        dates: {
          start: body.start_date,
          end: body.end_date,
          maxMonths: RECONCILIATION_WINDOW_MONTHS,
          future: 'refuse',
          texts: DATE_TEXTS,
          in: 'body',
        },
      });
      const window = {
        clientId: ctx.clientId,
        mpId: scope.marketplace.pk_mp_id,
        start: body.start_date,
        end: body.end_date,
        brandIds: scope.brandIds,
      };
      const settledThrough = await repo.settledThrough(window.clientId, window.mpId);
      const dueBy = settledThrough ? addDays(settledThrough, -SETTLEMENT_GRACE_DAYS) : null;
      const [lines, groups] = await Promise.all([
        repo.orderLines(window, dueBy),
        repo.settlementGroups(window),
      ]);
      const matches = matchSettlements(lines, groups);
      const identifier = scope.family?.identifier ?? null;
      const entries = lines.map((l, i) => entryOf(l, matches.get(i), identifier, settledThrough));
      return { ...reconciliationSummary(entries), entries };
    },
  };
}

export type ReconciliationService = ReturnType<typeof reconciliationService>;
