import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../client';
import {
  bulkLoadFacts,
  insertRows,
  listingDaysOfOrders,
  type OrderLineInput,
  type ReturnInput,
  refreshListingRollups,
} from '../../facts';
import { clients, currencyRates, settlements } from '../../schema';
import { DEMO_CLIENTS } from '../clients';
import { DEMO_SEED, mulberry32 } from '../prng';
import { addDays, months, utcToday } from './calendar';
import { buildCatalogue } from './catalog';
import { buildRates } from './rates';
import { buildSettlements } from './settlements';
import { insertAdEntities, insertMasterData } from './setup';
import { type DemandModel, simulateMonth } from './simulate';

export type HistoryScale = 'small' | 'large';

export interface HistoryOptions {
  /** The last day of the history (default: today, UTC). */
  today?: string;
  scale?: HistoryScale;
  /** Called after each client-month with running counts. */
  onProgress?: (progress: HistoryProgress) => void;
}

export interface HistoryProgress {
  client: string;
  month: string;
  orderLines: number;
  returns: number;
  adMetrics: number;
  settlements: number;
}

/** How big the history is per scale: order lines a day today, settlement window, ad detail window. */
export const SCALES: Record<
  HistoryScale,
  { lineFactor: number; settleDays: number; adProducts: number; adDetailDays: number }
> = {
  small: { lineFactor: 1, settleDays: 100, adProducts: 6, adDetailDays: 30 },
  large: { lineFactor: 86, settleDays: 35, adProducts: 24, adDetailDays: 35 },
};

export const HISTORY_DAYS = 730;

const ANALYZE = sql`analyze orders, returns, ad_metrics_daily, sales_daily_sku, ads_daily_sku`;

const MODELS: Record<string, Omit<DemandModel, 'inflation'>> = {
  acme: { season: 'home', linesPerDay: 40, growth: 0.28 },
  borealis: { season: 'sports', linesPerDay: 28, growth: 0.12 },
  cedar: { season: 'beauty', linesPerDay: 32, growth: 0.45 },
};

const INFLATION = { TRY: 0.3, INR: 0.02, CLP: 0.02 };

/**
 * Two years of commerce history up to `today` for every demo client (DESIGN section 7): SKUs, costs, listings,
 * prices, fees, order lines (regular, PO, DF), returns, settlements, advertising entities and daily metrics, and
 * daily currency rates. Deterministic for a given `today` and scale. Written per client and month, each month in
 * one transaction through the fact writers, so the rollups are current at every commit and memory stays bounded.
 */
export async function seedHistory(db: Db, options: HistoryOptions = {}): Promise<HistoryProgress> {
  const today = options.today ?? utcToday();
  const scale = SCALES[options.scale ?? 'small'];
  const first = addDays(today, -(HISTORY_DAYS - 1));
  const settleFrom = addDays(today, -scale.settleDays);
  const adDetailFrom = addDays(today, -(scale.adDetailDays - 1));
  const totals: HistoryProgress = {
    client: '',
    month: '',
    orderLines: 0,
    returns: 0,
    adMetrics: 0,
    settlements: 0,
  };

  await insertRows(db, currencyRates, buildRates(addDays(first, -7), today), { onConflictDoNothing: true });

  for (const [index, client] of DEMO_CLIENTS.entries()) {
    const [row] = await db
      .select({ id: clients.pk_client_id })
      .from(clients)
      .where(eq(clients.name, client.name));
    if (!row) continue;
    const clientId = row.id;
    const random = mulberry32(DEMO_SEED + 1000 * (index + 1));
    const catalogue = buildCatalogue(client.key, random, HISTORY_DAYS);
    const markets = await db.transaction(async (tx) => {
      const list = await insertMasterData(tx, random, client, clientId, catalogue, today, HISTORY_DAYS);
      await insertAdEntities(tx, random, clientId, list, scale.adProducts);
      return list;
    });
    const base = MODELS[client.key]!;
    const model: DemandModel = {
      ...base,
      linesPerDay: base.linesPerDay * scale.lineFactor,
      inflation: INFLATION,
    };
    const toSettle: OrderLineInput[] = [];
    const settleReturns: ReturnInput[] = [];
    let t0 = 0;
    let monthIndex = 0;
    const mpIds = markets.map((m) => m.mp_id);
    for (const month of months(first, today)) {
      const out = simulateMonth(random, model, markets, {
        ...month,
        t0,
        total: HISTORY_DAYS,
        today,
        settleFrom,
        adDetailFrom,
      });
      t0 += Math.round((Date.parse(month.to) - Date.parse(month.from)) / 86_400_000) + 1;
      await db.transaction((tx) =>
        bulkLoadFacts(
          tx,
          clientId,
          { orders: out.orders, returns: out.returns, adMetrics: out.metrics },
          { from: month.from, to: month.to, mpIds },
        ),
      );
      // PGlite has no autovacuum: give the planner row counts while the tables grow.
      if (monthIndex === 1 || monthIndex === 6) await db.execute(ANALYZE);
      monthIndex++;
      // A loop, not push(...rows): a month of the large scale has more rows than a call takes arguments.
      for (const line of out.settle) toSettle.push(line);
      for (const r of out.returns) if (r.return_date >= settleFrom) settleReturns.push(r);
      totals.orderLines += out.orders.length;
      totals.returns += out.returns.length;
      totals.adMetrics += out.metrics.length;
      options.onProgress?.({ ...totals, client: client.name, month: month.from.slice(0, 7) });
    }
    const settlementRows = buildSettlements(
      random,
      clientId,
      markets,
      toSettle,
      settleReturns,
      settleFrom,
      today,
    );
    await db.transaction(async (tx) => {
      await insertRows(tx, settlements, settlementRows);
      // Statistics first: without them the planner joins the orders to the new settlements row by row.
      await tx.execute(sql`analyze settlements`);
      // The settled orders' days (refunds reach orders bought before the settlement window).
      for (const mpId of mpIds) {
        const orderIds = settlementRows.filter((r) => r.mp_id === mpId).map((r) => r.order_id ?? null);
        await refreshListingRollups(tx, clientId, {
          keys: await listingDaysOfOrders(tx, clientId, mpId, orderIds),
        });
      }
    });
    totals.settlements += settlementRows.length;
    options.onProgress?.({ ...totals, client: client.name, month: 'settlements' });
  }
  // Fresh statistics for the dashboards' first queries (PGlite has no autovacuum).
  await db.execute(sql`analyze`);
  return totals;
}
